import { getAddress, parseEther, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  approveToken,
  balanceOf,
  claimAllFarms,
  claimFarm,
  currentUserTier,
  depositLP,
  farmEmission,
  getTiers,
  pendingLPReward,
  pendingLPRewardByTier,
  poolIdOf,
  poolInfo,
  poolLength,
  rewardOwed,
  userLPInfo,
  withdrawEmergency,
  withdrawLP,
} from '../src/exports/actions.js'
import {
  addressOf,
  carol,
  createTestClients,
  dave,
  execute,
  fund,
  rejection,
  useSnapshot,
} from './fixtures.js'

useSnapshot()
const { clients, testClient } = createTestClients()
const bsc = clients.bsc
const farm = addressOf(bsc, 'FinaFarm')
/** pid 2 on the BSC role: single staking of FINA. */
const FINA_PID = 2n

beforeAll(async () => {
  await fund(bsc, carol.address, parseEther('1000'))
  await execute(
    bsc,
    carol,
    approveToken(bsc, { account: carol.address, spender: farm, amount: parseEther('1000') }),
  )
})

describe('farm reads', () => {
  it('poolLength: three pools on BSC, one on Polygon', async () => {
    expect(await poolLength(bsc)).toBe(3n)
    expect(await poolLength(clients.polygon)).toBe(1n)
  })

  it('poolInfo: pid 0 stakes the FINA-BUSD pair, pid 2 stakes FINA', async () => {
    expect((await poolInfo(bsc, { pid: 0n })).lpToken).toBe(addressOf(bsc, 'FinaBusdPair'))
    const fina = await poolInfo(bsc, { pid: FINA_PID })
    expect(fina.lpToken).toBe(addressOf(bsc, 'FinaToken'))
    expect(fina.allocPoint).toBeGreaterThan(0)
    expect(typeof fina.lastRewardBlock).toBe('bigint')
  })

  it('poolIdOf: the pool that stakes a token (FINA-BUSD 0, FINA 2); a token without a pool gives UnknownPool', async () => {
    expect(await poolIdOf(bsc, { token: addressOf(bsc, 'FinaBusdPair') })).toBe(0n)
    expect(await poolIdOf(bsc, { token: addressOf(bsc, 'FinaToken'), farm })).toBe(FINA_PID)
    const unknown = await rejection(poolIdOf(bsc, { token: carol.address }))
    expect(unknown.contractError).toEqual({ name: 'UnknownPool', args: [2n ** 256n - 1n] })
  })

  it("farmEmission: rewardPerBlock and totalAllocPoint equal the sum of the pools' allocPoints", async () => {
    for (const client of [bsc, clients.polygon]) {
      const { rewardPerBlock, totalAllocPoint } = await farmEmission(client)
      expect(rewardPerBlock).toBeGreaterThan(0n)
      const length = await poolLength(client)
      let sum = 0n
      for (let pid = 0n; pid < length; pid++) sum += BigInt((await poolInfo(client, { pid })).allocPoint)
      expect(totalAllocPoint).toBe(sum)
    }
  })

  it('poolInfo: an unknown pid gives the decoded UnknownPool(pid)', async () => {
    const error = await rejection(poolInfo(bsc, { pid: 99n }))
    expect(error.contractError).toEqual({ name: 'UnknownPool', args: [99n] })
  })

  it('getTiers: tiers ordered by minSeconds with shares up to 100%', async () => {
    const tiers = await getTiers(bsc, { pid: 0n })
    expect(tiers.length).toBeGreaterThan(0)
    for (let i = 1; i < tiers.length; i++)
      expect(tiers[i]!.minSeconds).toBeGreaterThan(tiers[i - 1]!.minSeconds)
    for (const tier of tiers) expect(tier.rewardBps).toBeLessThanOrEqual(10_000)
  })

  it('getTiers: an unknown pid gives UnknownPool(pid)', async () => {
    const error = await rejection(getTiers(bsc, { pid: 50n }))
    expect(error.contractError).toEqual({ name: 'UnknownPool', args: [50n] })
  })

  it('reads of a position nobody has are zero, tier -1', async () => {
    expect(await userLPInfo(bsc, { pid: FINA_PID, user: dave.address })).toEqual({
      amount: 0n,
      rewardDebt: 0n,
      firstDepositedTime: 0n,
      averageDepositedTime: 0n,
    })
    expect(await pendingLPReward(bsc, { pid: FINA_PID, user: dave.address })).toBe(0n)
    expect(await pendingLPRewardByTier(bsc, { pid: FINA_PID, user: dave.address })).toBe(0n)
    expect(await currentUserTier(bsc, { pid: FINA_PID, user: dave.address })).toBe(-1)
    expect(await rewardOwed(bsc, { user: dave.address })).toBe(0n)
  })
})

describe('farm writes', () => {
  it('depositLP: stakes, with the simulated gas and fee', async () => {
    const prepared = await depositLP(bsc, {
      account: carol.address,
      pid: FINA_PID,
      amount: parseEther('100'),
    })
    expect(prepared.gas).toBeGreaterThan(0n)
    expect(prepared.fee).toBe(prepared.gas * prepared.feePerGas)
    expect(prepared.request.functionName).toBe('depositLP')
    await execute(bsc, carol, Promise.resolve(prepared))
    const info = await userLPInfo(bsc, { pid: FINA_PID, user: carol.address })
    expect(info.amount).toBe(parseEther('100'))
    expect(info.firstDepositedTime).toBeGreaterThan(0n)
    expect(info.averageDepositedTime).toBe(info.firstDepositedTime)
  })

  it('rewards accrue; the tier share never exceeds the full pending reward; tiers rise with time', async () => {
    const test = testClient('bsc')
    await test.mine({ blocks: 10 })
    const pending = await pendingLPReward(bsc, { pid: FINA_PID, user: carol.address })
    expect(pending).toBeGreaterThan(0n)
    expect(await pendingLPRewardByTier(bsc, { pid: FINA_PID, user: carol.address })).toBeLessThanOrEqual(
      pending,
    )
    const tiers = await getTiers(bsc, { pid: FINA_PID })
    const before = await currentUserTier(bsc, { pid: FINA_PID, user: carol.address })
    await test.increaseTime({ seconds: Number(tiers.at(-1)!.minSeconds) + 1 })
    await test.mine({ blocks: 1 })
    expect(await currentUserTier(bsc, { pid: FINA_PID, user: carol.address })).toBe(tiers.length - 1)
    expect(tiers.length - 1).toBeGreaterThanOrEqual(before)
    const top = tiers.at(-1)!.rewardBps
    const full = await pendingLPReward(bsc, { pid: FINA_PID, user: carol.address })
    expect(await pendingLPRewardByTier(bsc, { pid: FINA_PID, user: carol.address })).toBe(
      (full * BigInt(top)) / 10_000n,
    )
  })

  it('depositLP: a zero amount gives WrongAmount(0) with its MESSAGES code', async () => {
    const error = await rejection(depositLP(bsc, { account: carol.address, pid: FINA_PID, amount: 0n }))
    expect(error.contractError).toEqual({ name: 'WrongAmount', args: [0n] })
    expect(error.code).toBe('WRONG_AMOUNT')
  })

  it('depositLP: without an allowance the token error bubbling through the farm is decoded', async () => {
    await fund(bsc, dave.address, parseEther('10'))
    const error = await rejection(
      depositLP(bsc, { account: dave.address, pid: FINA_PID, amount: parseEther('10') }),
    )
    expect(error.contractError).toEqual({
      name: 'ERC20InsufficientAllowance',
      args: [getAddress(farm), 0n, parseEther('10')],
    })
  })

  it('depositLP: an unknown pool gives UnknownPool', async () => {
    const error = await rejection(depositLP(bsc, { account: carol.address, pid: 7n, amount: 1n }))
    expect(error.contractError?.name).toBe('UnknownPool')
  })

  it('claim: pays the reward at the tier to the account', async () => {
    const before = await balanceOf(bsc, { account: carol.address })
    const prepared = await claimFarm(bsc, { account: carol.address, pid: FINA_PID })
    expect(prepared.request.functionName).toBe('claim')
    await execute(bsc, carol, Promise.resolve(prepared))
    expect(await balanceOf(bsc, { account: carol.address })).toBeGreaterThan(before)
  })

  it('claim: to another address uses claimTo and pays there', async () => {
    await testClient('bsc').mine({ blocks: 5 })
    const before = await balanceOf(bsc, { account: dave.address })
    const prepared = await claimFarm(bsc, { account: carol.address, pid: FINA_PID, to: dave.address })
    expect(prepared.request.functionName).toBe('claimTo')
    await execute(bsc, carol, Promise.resolve(prepared))
    expect(await balanceOf(bsc, { account: dave.address })).toBeGreaterThan(before)
  })

  it('claim: an unknown pool gives UnknownPool(pid); claimTo the zero address gives AddressIsNull', async () => {
    const unknown = await rejection(claimFarm(bsc, { account: carol.address, pid: 9n }))
    expect(unknown.contractError).toEqual({ name: 'UnknownPool', args: [9n] })
    const zero = await rejection(claimFarm(bsc, { account: carol.address, pid: FINA_PID, to: zeroAddress }))
    expect(zero.contractError).toEqual({ name: 'AddressIsNull', args: [] })
    expect(zero.code).toBe('ADDRESS_IS_NULL')
  })

  it('claimAll: pays every pool of the account (and claimAllTo another address)', async () => {
    await testClient('bsc').mine({ blocks: 5 })
    const own = await claimAllFarms(bsc, { account: carol.address })
    expect(own.request.functionName).toBe('claimAll')
    const before = await balanceOf(bsc, { account: carol.address })
    await execute(bsc, carol, Promise.resolve(own))
    expect(await balanceOf(bsc, { account: carol.address })).toBeGreaterThan(before)
    const other = await claimAllFarms(bsc, { account: carol.address, to: dave.address })
    expect(other.request.functionName).toBe('claimAllTo')
    expect(other.request.args).toEqual([dave.address])
  })

  it('withdrawLP: returns part of the stake; more than staked gives WrongAmount(amount)', async () => {
    await execute(
      bsc,
      carol,
      withdrawLP(bsc, { account: carol.address, pid: FINA_PID, amount: parseEther('40') }),
    )
    expect((await userLPInfo(bsc, { pid: FINA_PID, user: carol.address })).amount).toBe(parseEther('60'))
    const error = await rejection(
      withdrawLP(bsc, { account: carol.address, pid: FINA_PID, amount: parseEther('61') }),
    )
    expect(error.contractError).toEqual({ name: 'WrongAmount', args: [parseEther('61')] })
  })

  it('withdrawEmergency: returns the whole stake and zeroes the position; again gives NothingStaked', async () => {
    const before = await balanceOf(bsc, { account: carol.address })
    await execute(bsc, carol, withdrawEmergency(bsc, { account: carol.address, pid: FINA_PID }))
    expect(await balanceOf(bsc, { account: carol.address })).toBe(before + parseEther('60'))
    expect((await userLPInfo(bsc, { pid: FINA_PID, user: carol.address })).amount).toBe(0n)
    const error = await rejection(withdrawEmergency(bsc, { account: carol.address, pid: FINA_PID }))
    expect(error.contractError).toEqual({ name: 'NothingStaked', args: [FINA_PID, carol.address] })
  })

  it('Polygon: the FINA-MATIC pool (pid 0) reads through the Polygon client', async () => {
    const info = await poolInfo(clients.polygon, { pid: 0n })
    expect(info.lpToken).toBe(addressOf(clients.polygon, 'FinaMaticPair'))
  })
})
