import fs from 'node:fs'
import { readFarmTiers } from '../scripts/deploy/config'
import { fail } from './action/errors'
import { address, amount, FINA, parseUint, uint } from './action/params'
import { reads } from './action/readers'
import { defineGroup } from './action/run'
import { pauseActions, recoverParams } from './action/shared-actions'
import type { Param } from './action/types'

type Tier = { minSeconds: number; rewardBps: number }

/** A farm pool: its name in deployments/<chainId>.json (`FINA-BUSD`) or its pid. */
const pid: Param = {
  name: 'pid',
  description: 'farm pool: name (FINA-BUSD, FINA-BNB, FINA, FINA-MATIC) or pid',
  parse: (raw, ctx) => BigInt(ctx.deployment.farmPools[raw] ?? parseUint(raw)),
}

/** Tiers: a pool name of the shared farm-tiers.json (packages/domain) or a JSON file of `{minSeconds, rewardBps}`. */
const tiers: Param = {
  name: 'tiers',
  description:
    'tiers: a pool name of packages/domain farm-tiers.json, or a JSON file [{minSeconds, rewardBps}]',
  parse: (raw) => {
    const list = fs.existsSync(raw)
      ? (JSON.parse(fs.readFileSync(raw, 'utf8')) as Tier[])
      : readFarmTiers().tiers[raw]
    if (!Array.isArray(list) || list.length === 0) fail(`no tiers named ${raw} (and no such file)`)
    for (const t of list)
      if (!Number.isInteger(t.minSeconds) || !Number.isInteger(t.rewardBps) || t.rewardBps > 10_000)
        fail(`bad tier ${JSON.stringify(t)}: minSeconds and rewardBps (0..10000) are integers`)
    return list.map((t) => ({ minSeconds: t.minSeconds, rewardBps: t.rewardBps }))
  },
  show: (v: Tier[]) => v.map((t) => `${t.minSeconds}s:${t.rewardBps}bps`).join(' '),
}

const allocPoint = uint('allocPoint', 'allocation points', { max: 2n ** 32n - 1n })
const pool = async (ctx: Parameters<NonNullable<Param['parse']>>[1], p: unknown) => {
  const info = await ctx.contract.getFunction('poolInfo')(p)
  return { allocPoint: info.allocPoint, totalAllocPoint: await ctx.contract.getFunction('totalAllocPoint')() }
}

/** FinaFarm: pools, tiers, emission, recovery, pause. */
export default defineGroup({
  group: 'farm',
  targets: { FinaFarm: 'FinaFarm' },
  actions: [
    {
      action: 'add',
      fn: 'add',
      role: 'ADMIN_ROLE',
      description: 'Adds a farm pool (the next pid) for a stake token',
      params: [address('lpToken', 'stake token (e.g. FinaBusdPair)'), allocPoint, tiers],
      current: reads('poolLength', 'totalAllocPoint'),
    },
    {
      action: 'set',
      fn: 'set',
      role: 'ADMIN_ROLE',
      description: "Sets a pool's allocation points (updates every pool first)",
      params: [pid, allocPoint],
      current: (ctx, v) => pool(ctx, v.pid),
    },
    {
      action: 'set-tiers',
      fn: 'setTiers',
      role: 'ADMIN_ROLE',
      description: "Sets a pool's deposit-duration tiers (applies to unsettled rewards too)",
      params: [pid, tiers],
      current: async (ctx, v) => ({ tiers: await ctx.contract.getFunction('getTiers')(v.pid) }),
    },
    {
      action: 'set-reward-per-block',
      fn: 'setRewardPerBlock',
      role: 'ADMIN_ROLE',
      description: 'Sets the FINA emitted per block (updates every pool first)',
      params: [amount('rewardPerBlock', 'FINA per block', FINA)],
      current: reads('rewardPerBlock', 'rewardReserve'),
    },
    {
      action: 'recover-token',
      fn: 'recoverToken',
      role: 'ADMIN_ROLE',
      description: 'Sends tokens above stakes and the reward reserve out of the farm',
      params: recoverParams('the ERC20'),
      current: async (ctx, v) => ({
        recoverable: await ctx.contract.getFunction('recoverableAmount')(v.token),
      }),
    },
    ...pauseActions('deposits, withdrawals and claims (withdrawEmergency keeps working)'),
  ],
})
