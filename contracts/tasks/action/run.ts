import type { Contract } from 'ethers'
import { task } from 'hardhat/config'
import type { HardhatRuntimeEnvironment } from 'hardhat/types'
import { addressOf, artifactOf, contractAt, loadDeployment, roleId } from './contracts'
import { fail, revertReason } from './errors'
import { parseAddress } from './params'
import { output, show, showAll } from './print'
import type { Action, Ctx, Group, Values } from './types'

/** Every group, in registration order (the ABI walk and `status` read it). */
export const GROUPS: Group[] = []

export type ActionResult = {
  task: string
  status: 'sent' | 'simulated' | 'calldata'
  to: string
  data: string
  hash?: string
  before?: Record<string, unknown>
  after?: Record<string, unknown>
}

type RawArgs = Record<string, string | boolean | undefined> & {
  dryRun?: boolean
  calldata?: boolean
  from?: string
}

/** Resolves the target, parses the arguments, prints, checks the role, simulates and (unless a dry run) sends. */
export async function runAction(
  hre: HardhatRuntimeEnvironment,
  group: Group,
  action: Action,
  raw: RawArgs,
  log: (line: string) => void = (line) => output.log(line),
): Promise<ActionResult> {
  const taskName = `${group.group}:${action.action}`
  const chainId = Number((await hre.ethers.provider.getNetwork()).chainId)
  const deployment = loadDeployment(chainId)
  const choices = Object.keys(group.targets)
  let key = group.targets[choices[0]!]!
  if (choices.length > 1) {
    const choice = raw[group.targetParam!] as string | undefined
    if (!choice || !group.targets[choice])
      fail(`--${kebab(group.targetParam!)} must be one of ${choices.join(', ')}`)
    key = group.targets[choice]!
  }
  const target = addressOf(deployment, key)
  const signer = raw.from
    ? await hre.ethers.getSigner(parseAddress(raw.from))
    : ((await hre.ethers.getSigners())[0] ?? fail('No account: set DEPLOYER_PRIVATE_KEY'))
  const contract = (await contractAt(hre, artifactOf(key), target, signer)) as unknown as Contract
  const ctx: Ctx = { hre, chainId, deployment, key, contract, signer }

  const values: Values = {}
  const shown: string[] = []
  for (const p of action.params ?? []) {
    const input = raw[p.name]
    if (input === undefined || input === '') {
      if (!p.optional) fail(`--${kebab(p.name)} is required (${p.description})`)
      continue
    }
    try {
      values[p.name] = await p.parse(String(input), ctx, values)
    } catch (error) {
      fail(`--${kebab(p.name)}: ${(error as Error).message.replace(/^.*?finaverse: /, '')}`)
    }
    shown.push(`${p.name}: ${p.show ? p.show(values[p.name] as never) : show(values[p.name])}`)
  }
  const args = action.args ? await action.args(values, ctx) : (action.params ?? []).map((p) => values[p.name])
  const fn = contract.getFunction(action.fn)
  const value = action.value?.(values) ?? 0n
  const data = contract.interface.encodeFunctionData(action.fn, args)

  log(`${taskName}: ${key}.${action.fn}(${shown.join(', ')})`)
  log(`  on ${hre.network.name} (chain ${chainId}) at ${target}, from ${signer.address}`)
  const before = action.current ? await action.current(ctx, values) : undefined
  if (before) log(`  current: ${showAll(before)}`)
  if (raw.calldata) {
    log(`  transaction for a multisig or timelock: to ${target}, value ${value}, data ${data}`)
    return { task: taskName, status: 'calldata', to: target, data }
  }

  const roleName = typeof action.role === 'function' ? await action.role(ctx, values) : action.role
  if (!(await contract.getFunction('hasRole')(roleId(roleName), signer.address)))
    fail(
      `${signer.address} lacks ${roleName} on ${key} (${target}): nothing sent (--calldata prints the transaction for a holder)`,
    )

  try {
    await fn.staticCall(...args, { value })
  } catch (error) {
    fail(`${key}.${action.fn} would revert: ${revertReason(error, contract.interface)}; nothing sent`)
  }
  if (raw.dryRun) {
    log('  dry run: the simulation passed; nothing sent')
    return { task: taskName, status: 'simulated', to: target, data, ...(before && { before }) }
  }
  const tx = await fn(...args, { value })
  const receipt = await tx.wait()
  log(`  sent ${tx.hash} (block ${receipt?.blockNumber}, gas ${receipt?.gasUsed})`)
  action.afterSend?.(ctx, values, log)
  const after = action.current ? await action.current(ctx, values) : undefined
  if (after) log(`  now: ${showAll(after)}`)
  return {
    task: taskName,
    status: 'sent',
    to: target,
    data,
    hash: tx.hash,
    ...(before && { before }),
    ...(after && { after }),
  }
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Registers a group's tasks with Hardhat and records the group. */
export function defineGroup(group: Group): Group {
  const choices = Object.keys(group.targets)
  for (const action of group.actions) {
    const t = task(
      `${group.group}:${action.action}`,
      `${action.description} [${typeof action.role === 'string' ? action.role : 'role-dependent'}]`,
    )
    if (choices.length > 1) t.addParam(group.targetParam!, `one of ${choices.join(', ')}`)
    for (const p of action.params ?? []) t.addOptionalParam(p.name, p.description)
    t.addFlag('dryRun', 'stop after the simulation; send nothing')
      .addFlag('calldata', 'print the transaction (to, data) for a multisig or timelock; send nothing')
      .addOptionalParam(
        'from',
        'local nodes only: an unlocked account to send from (default: the first account)',
      )
      .setAction((args: RawArgs, hre) => runAction(hre, group, action, args))
  }
  GROUPS.push(group)
  return group
}
