import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/signers'
import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import fc from 'fast-check'
import { ethers, network } from 'hardhat'
import type { FinaFarm, FinaToken, MockERC20 } from '../typechain-types'
import { e18, readFarmTiers } from './helpers'

/**
 * A dust first staker must not brick a pool (rewardDebt overflowing its 128 bits for every later
 * deposit) nor take the pool's emission. The farm emits only while a pool holds at least MIN_REWARDED_STAKE.
 * The property drives dust and huge stakes over long block gaps against a reference model of the farm's
 * accRewardPerShare and positions.
 */
const REWARD_PER_BLOCK = e18(10)
const ACC = 10n ** 12n
const MIN = 10n ** 16n
const USERS = 3

async function setup() {
  const signers = await ethers.getSigners()
  const admin = signers[0]!
  const users = signers.slice(5, 5 + USERS)
  const fina = (await ethers.deployContract('FinaToken', [
    admin.address,
    admin.address,
    e18(1_000_000_000),
    e18(10_000_000_000),
  ])) as unknown as FinaToken
  const farm = (await ethers.deployContract('FinaFarm', [
    await fina.getAddress(),
    admin.address,
    REWARD_PER_BLOCK,
    0,
  ])) as unknown as FinaFarm
  const lp = (await ethers.deployContract('MockERC20', ['LP', 'LP'])) as unknown as MockERC20
  await farm.add(await lp.getAddress(), 1, readFarmTiers().tiers['FINA-BNB']!)
  for (const user of users) {
    await lp.mint(user.address, 10n ** 30n)
    await lp.connect(user).approve(await farm.getAddress(), ethers.MaxUint256)
  }
  await fina.approve(await farm.getAddress(), ethers.MaxUint256)
  await farm.fundRewards(e18(100_000_000))
  return { farm, lp, users }
}

type Model = { acc: bigint; last: number; staked: bigint[]; debt: bigint[]; emitted: bigint; fair: bigint[] }

function accrue(model: Model, block: number) {
  const total = model.staked.reduce((a, b) => a + b, 0n)
  if (block > model.last && total >= MIN) {
    const reward = BigInt(block - model.last) * REWARD_PER_BLOCK
    model.acc += (reward * ACC) / total
    model.emitted += reward
    // Each position's exact share of this emission, rounded up: a bound on what it may earn.
    for (const [i, s] of model.staked.entries()) model.fair[i]! += (reward * s + total - 1n) / total
  }
  if (block > model.last) model.last = block
}

const pendingOf = (model: Model, i: number) => (model.staked[i]! * model.acc) / ACC - model.debt[i]!

describe('FinaFarm dust stakes', () => {
  it('a 1-wei first staker neither takes the emission nor makes a later deposit revert', async () => {
    const { farm, users } = await loadFixture(setup)
    const [dust, honest] = users as [HardhatEthersSigner, HardhatEthersSigner]
    await farm.connect(dust).depositLP(0, 1n)
    await network.provider.send('hardhat_mine', ['0x186a0']) // 100,000 blocks alone in the pool
    expect(await farm.pendingLPReward(0, dust.address)).to.equal(0n)
    // On the old farm this reverted with SafeCastOverflowedUintDowncast, for ever.
    await expect(farm.connect(honest).depositLP(0, e18(1000))).to.emit(farm, 'Deposited')
    await network.provider.send('hardhat_mine', ['0x64'])
    const honestPending = await farm.pendingLPReward(0, honest.address)
    const dustPending = await farm.pendingLPReward(0, dust.address)
    // 100 blocks of 10 FINA: the honest stake earns its share (all but rounding), the dust stake its dust.
    expect(honestPending).to.be.closeTo(e18(1000), 10n ** 12n)
    expect(dustPending).to.be.lte(1n)
  })

  it('dust and huge stakes over long block gaps follow the reference model and never brick a sane deposit @plain', async () => {
    const ctx = await loadFixture(setup)
    const stake = fc.oneof(
      fc.bigInt({ min: 1n, max: MIN }), // dust, up to the threshold
      fc.bigInt({ min: MIN, max: e18(1_000_000) }), // sane
      fc.bigInt({ min: e18(1_000_000), max: 10n ** 27n }), // huge
    )
    const step = fc.oneof(
      fc.record({ kind: fc.constant('deposit' as const), user: fc.nat(USERS - 1), amount: stake }),
      fc.record({
        kind: fc.constant('withdraw' as const),
        user: fc.nat(USERS - 1),
        part: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({ kind: fc.constant('mine' as const), blocks: fc.integer({ min: 1, max: 2_000_000 }) }),
    )
    let steps = 0
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 10 }), async (plan) => {
        const snapshot = await network.provider.send('evm_snapshot')
        try {
          const { farm, users } = ctx
          const model: Model = {
            acc: 0n,
            last: await ethers.provider.getBlockNumber(),
            staked: [0n, 0n, 0n],
            debt: [0n, 0n, 0n],
            emitted: 0n,
            fair: [0n, 0n, 0n],
          }
          const earned = [0n, 0n, 0n]
          const apply = async (i: number, send: () => Promise<unknown>, delta: bigint) => {
            const before = await farm.pendingLPReward(0, users[i]!.address)
            await send()
            accrue(model, await ethers.provider.getBlockNumber())
            earned[i]! += pendingOf(model, i) + 0n
            expect(before).to.be.gte(0n)
            model.staked[i]! += delta
            model.debt[i] = (model.staked[i]! * model.acc) / ACC
          }
          for (const s of plan) {
            steps += 1
            if (s.kind === 'mine') {
              await network.provider.send('hardhat_mine', [`0x${s.blocks.toString(16)}`])
              continue
            }
            const user = users[s.user]!
            if (s.kind === 'deposit') {
              await apply(s.user, () => farm.connect(user).depositLP(0, s.amount), s.amount)
            } else if (model.staked[s.user]! > 0n) {
              const amount = (model.staked[s.user]! * BigInt(s.part)) / 100n || 1n
              await apply(s.user, () => farm.connect(user).withdrawLP(0, amount), -amount)
            }
          }
          expect((await farm.poolInfo(0)).accRewardPerShare).to.equal(model.acc)
          await network.provider.send('hardhat_mine', ['0x10000'])
          accrue(model, await ethers.provider.getBlockNumber())
          for (const [i, user] of users.entries()) {
            const pending = await farm.pendingLPReward(0, user.address)
            expect(pending).to.equal(pendingOf(model, i), `pending of user ${i}`)
            // No position earns more than its exact share of what the pool emitted while it was staked.
            expect(earned[i]! + pending).to.be.lte(model.fair[i]!)
          }
          // A sane deposit still goes through whatever happened before.
          for (const user of users)
            await expect(farm.connect(user).depositLP(0, e18(1000))).to.emit(farm, 'Deposited')
        } finally {
          await network.provider.send('evm_revert', [snapshot])
        }
      }),
      { numRuns: 15 },
    )
    expect(steps).to.be.greaterThan(40)
  })
})
