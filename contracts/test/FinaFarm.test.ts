import { anyValue } from '@nomicfoundation/hardhat-chai-matchers/withArgs'
import { loadFixture, mine, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import fc from 'fast-check'
import { ethers } from 'hardhat'
import type { FinaFarm } from '../typechain-types'
import { FARM_POOLS, farmFixture, REWARD_PER_BLOCK, soloPending } from './farmFixture'
import { e18, expectOnlyRole, ROLES, readFarmTiers } from './helpers'

const { tiers: TIERS, vectors } = readFarmTiers()
const pidOf = (pool: string) => {
  const pid = FARM_POOLS.indexOf(pool as (typeof FARM_POOLS)[number])
  if (pid < 0) throw new Error(`unknown pool ${pool}`)
  return pid
}
const DAY = 86_400

describe('FinaFarm', () => {
  describe('tier maths equals @finaverse/domain (shared JSON vectors)', () => {
    it('uses the JSON tiers for every pool', async () => {
      const { farm } = await loadFixture(farmFixture)
      for (const [pid, name] of FARM_POOLS.entries()) {
        const onChain = (await farm.getTiers(pid)).map((t) => ({
          minSeconds: Number(t.minSeconds),
          rewardBps: Number(t.rewardBps),
        }))
        expect(onChain).to.deep.equal(TIERS[name])
      }
    })

    for (const v of vectors.currentTier) {
      it(`calcTier ${v.pool} avg ${v.averageDepositedTime} now ${v.now} -> ${v.expected}`, async () => {
        const { farm } = await loadFixture(farmFixture)
        expect(await farm.calcTier(pidOf(v.pool), v.averageDepositedTime, v.now)).to.equal(BigInt(v.expected))
      })
    }

    for (const v of vectors.nextAverageDepositedTime) {
      it(`calcAverageDepositedTime ${v.amount} @ ${v.averageDepositedTime} + ${v.deposit} @ ${v.now} -> ${v.expected}`, async () => {
        const { farm } = await loadFixture(farmFixture)
        expect(
          await farm.calcAverageDepositedTime(v.amount, v.averageDepositedTime, v.deposit, v.now),
        ).to.equal(BigInt(v.expected))
      })
    }

    for (const v of vectors.rewardAtTier) {
      it(`calcRewardAtTier ${v.pool} ${v.pending} at tier ${v.index} -> ${v.expected}`, async () => {
        const { farm } = await loadFixture(farmFixture)
        expect(await farm.calcRewardAtTier(pidOf(v.pool), v.pending, v.index)).to.equal(BigInt(v.expected))
      })
    }

    it('calcAverageDepositedTime equals the exact floor for any size (fast-check, beyond the shared vectors) @plain', async () => {
      const { farm } = await loadFixture(farmFixture)
      const big = fc.bigInt({ min: 1n, max: (1n << 200n) - 1n })
      const small = fc.bigInt({ min: 1n, max: (1n << 100n) - 1n })
      const time = fc.bigInt({ min: 1n, max: (1n << 48n) - 1n })
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(big, small),
          time,
          fc.oneof(big, small),
          time,
          async (amount, average, deposit, now) => {
            const expected = (amount * average + deposit * now) / (amount + deposit)
            expect(await farm.calcAverageDepositedTime(amount, average, deposit, now)).to.equal(expected)
          },
        ),
        { numRuns: 60 },
      )
    })

    it('calcAverageDepositedTime past 2^128 takes the exact slow path, with and without a carry', async () => {
      const { farm } = await loadFixture(farmFixture)
      const two128 = 1n << 128n
      const exact = (amount: bigint, average: bigint, deposit: bigint, now: bigint) =>
        (amount * average + deposit * now) / (amount + deposit)
      const cases: [bigint, bigint, bigint, bigint][] = [
        // The two remainders (2 and 4, in units of 2^128, of a total of 6) add up to the total: a carry of 1.
        [two128 * 4n, 5n, two128 * 2n, 11n],
        // No carry: the two floors are the answer.
        [two128 * 4n, 6n, two128 * 2n, 12n],
        [two128, 1n, two128, 2n],
        [two128 + 1n, 3n, two128 + 1n, 4n],
      ]
      for (const [amount, average, deposit, now] of cases)
        expect(await farm.calcAverageDepositedTime(amount, average, deposit, now)).to.equal(
          exact(amount, average, deposit, now),
        )
      expect(exact(...cases[0]!)).to.equal(7n) // 3 + 3 + the carry
    })

    it('a tiny deposit on a huge position leaves the average where it was (no write)', async () => {
      const { farm, alice, lpBusd } = await loadFixture(farmFixture)
      const huge = 1n << 120n
      await lpBusd.mint(alice.address, huge)
      await farm.connect(alice).depositLP(0, huge)
      const before = (await farm.userLPInfo(0, alice.address)).averageDepositedTime
      await time.increase(1000)
      await farm.connect(alice).depositLP(0, 1n)
      expect((await farm.userLPInfo(0, alice.address)).averageDepositedTime).to.equal(before)
      expect((await farm.userLPInfo(0, alice.address)).amount).to.equal(huge + 1n)
    })

    it('calcRewardAtTier reverts with InvalidTierIndex outside -1..count-1; reads revert with UnknownPool', async () => {
      const { farm } = await loadFixture(farmFixture)
      await expect(farm.calcRewardAtTier(0, 1n, -2))
        .to.be.revertedWithCustomError(farm, 'InvalidTierIndex')
        .withArgs(-2)
      const count = TIERS['FINA-BUSD']!.length
      await expect(farm.calcRewardAtTier(0, 1n, count))
        .to.be.revertedWithCustomError(farm, 'InvalidTierIndex')
        .withArgs(count)
      await expect(farm.calcTier(9, 1, 1))
        .to.be.revertedWithCustomError(farm, 'UnknownPool')
        .withArgs(9)
      await expect(farm.getTiers(9)).to.be.revertedWithCustomError(farm, 'UnknownPool').withArgs(9)
      await expect(farm.poolInfo(9)).to.be.revertedWithCustomError(farm, 'UnknownPool').withArgs(9)
      await expect(farm.pendingLPReward(9, ethers.ZeroAddress)).to.be.revertedWithCustomError(
        farm,
        'UnknownPool',
      )
      await expect(farm.currentUserTier(9, ethers.ZeroAddress)).to.be.revertedWithCustomError(
        farm,
        'UnknownPool',
      )
      await expect(farm.updatePool(9)).to.be.revertedWithCustomError(farm, 'UnknownPool')
    })
  })

  describe('admin: pools, tiers, emission', () => {
    it('constructor: AddressIsNull for a zero token or admin; startBlock is at least the deployment block', async () => {
      const { admin, fina } = await loadFixture(farmFixture)
      const f = await ethers.getContractFactory('FinaFarm')
      await expect(f.deploy(ethers.ZeroAddress, admin.address, 1n, 0)).to.be.revertedWithCustomError(
        f,
        'AddressIsNull',
      )
      await expect(
        f.deploy(await fina.getAddress(), ethers.ZeroAddress, 1n, 0),
      ).to.be.revertedWithCustomError(f, 'AddressIsNull')
      const later = await f.deploy(await fina.getAddress(), admin.address, 1n, 10_000)
      expect(await later.startBlock()).to.equal(10_000n)
      const now = await f.deploy(await fina.getAddress(), admin.address, 1n, 0)
      expect(await now.startBlock()).to.equal(
        BigInt((await now.deploymentTransaction()!.wait())!.blockNumber),
      )
    })

    it('add: records the pool, emits PoolAdded and TiersUpdated; poolIdOf finds it', async () => {
      const { farm, lpBusd, fina } = await loadFixture(farmFixture)
      expect(await farm.poolLength()).to.equal(4n)
      expect(await farm.totalAllocPoint()).to.equal(100n)
      const info = await farm.poolInfo(0)
      expect(info.lpToken).to.equal(await lpBusd.getAddress())
      expect(info.allocPoint).to.equal(40n)
      expect(await farm.poolIdOf(await fina.getAddress())).to.equal(2n)
      await expect(farm.poolIdOf(ethers.ZeroAddress))
        .to.be.revertedWithCustomError(farm, 'UnknownPool')
        .withArgs(ethers.MaxUint256)
      const lp = await ethers.deployContract('MockERC20', ['X', 'X'])
      const tiers = [{ minSeconds: 0, rewardBps: 10_000 }]
      await expect(farm.add(await lp.getAddress(), 5, tiers))
        .to.emit(farm, 'PoolAdded')
        .withArgs(4, await lp.getAddress(), 5)
        .and.to.emit(farm, 'TiersUpdated')
    })

    it('add: the same stake token cannot be added twice (known defect); zero token is AddressIsNull', async () => {
      const { farm, lpBusd, fina } = await loadFixture(farmFixture)
      const tiers = TIERS['FINA-BUSD']!
      await expect(farm.add(await lpBusd.getAddress(), 1, tiers))
        .to.be.revertedWithCustomError(farm, 'LpTokenAlreadyAdded')
        .withArgs(await lpBusd.getAddress())
      await expect(farm.add(await fina.getAddress(), 1, tiers))
        .to.be.revertedWithCustomError(farm, 'LpTokenAlreadyAdded')
        .withArgs(await fina.getAddress())
      await expect(farm.add(ethers.ZeroAddress, 1, tiers)).to.be.revertedWithCustomError(
        farm,
        'AddressIsNull',
      )
    })

    it('setTiers: validates (InvalidTiers) and replaces the tiers', async () => {
      const { farm } = await loadFixture(farmFixture)
      const bad = [
        [],
        Array.from({ length: 6 }, (_, i) => ({ minSeconds: i, rewardBps: 1 })),
        [{ minSeconds: 0, rewardBps: 10_001 }],
        [
          { minSeconds: 5, rewardBps: 1 },
          { minSeconds: 5, rewardBps: 2 },
        ],
        [
          { minSeconds: 5, rewardBps: 1 },
          { minSeconds: 4, rewardBps: 2 },
        ],
      ]
      for (const tiers of bad)
        await expect(farm.setTiers(0, tiers)).to.be.revertedWithCustomError(farm, 'InvalidTiers')
      const five = Array.from({ length: 5 }, (_, i) => ({ minSeconds: i * 10, rewardBps: 2000 * (i + 1) }))
      await expect(farm.setTiers(0, five)).to.emit(farm, 'TiersUpdated')
      expect((await farm.getTiers(0)).map((t) => Number(t.rewardBps))).to.deep.equal([
        2000, 4000, 6000, 8000, 10000,
      ])
      expect(await farm.calcTier(0, 100, 145)).to.equal(4n)
      await expect(farm.setTiers(9, five)).to.be.revertedWithCustomError(farm, 'UnknownPool').withArgs(9)
    })

    it('set: changes a pool allocation after updating every pool; emits PoolAllocPointUpdated', async () => {
      const { farm, alice } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(0, e18(10))
      const before = await ethers.provider.getBlockNumber()
      await expect(farm.set(0, 90)).to.emit(farm, 'PoolAllocPointUpdated').withArgs(0, 90)
      expect(await farm.totalAllocPoint()).to.equal(150n)
      // The block of `set` was still paid at 40/100.
      const setBlock = await ethers.provider.getBlockNumber()
      expect(await farm.pendingLPReward(0, alice.address)).to.equal(
        soloPending(BigInt(setBlock - before), e18(10), 40n),
      )
      await mine(1)
      expect(await farm.pendingLPReward(0, alice.address)).to.equal(
        soloPending(BigInt(setBlock - before), e18(10), 40n) + soloPending(1n, e18(10), 90n, 150n),
      )
      await expect(farm.set(9, 1)).to.be.revertedWithCustomError(farm, 'UnknownPool')
    })

    it('setRewardPerBlock: updates every pool at the old rate first; emits RewardPerBlockUpdated', async () => {
      const { farm, alice } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(0, e18(10))
      await mine(4)
      await expect(farm.setRewardPerBlock(0)).to.emit(farm, 'RewardPerBlockUpdated').withArgs(0)
      const frozen = await farm.pendingLPReward(0, alice.address)
      expect(frozen).to.equal(soloPending(5n, e18(10), 40n))
      await mine(10)
      expect(await farm.pendingLPReward(0, alice.address)).to.equal(frozen)
    })

    it('updatePool and massUpdatePools bring accumulators to the current block (anyone may call)', async () => {
      const { farm, alice, bob } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(0, e18(10))
      await farm.connect(alice).depositLP(1, e18(10))
      await mine(3)
      await farm.connect(bob).massUpdatePools()
      const block = BigInt(await ethers.provider.getBlockNumber())
      for (const pid of [0, 1, 2, 3]) expect((await farm.poolInfo(pid)).lastRewardBlock).to.equal(block)
      expect((await farm.poolInfo(0)).accRewardPerShare).to.equal(
        (((5n * REWARD_PER_BLOCK * 40n) / 100n) * 10n ** 12n) / e18(10),
      )
      await farm.connect(bob).updatePool(1)
      expect((await farm.poolInfo(1)).lastRewardBlock).to.equal(block + 1n)
    })

    it('a pool with allocPoint 0 earns nothing; rewards start at startBlock', async () => {
      const { farm, alice, fina, admin, lpBusd } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(3, e18(10))
      await mine(5)
      expect(await farm.pendingLPReward(3, alice.address)).to.equal(0n)
      await farm.updatePool(3)
      expect((await farm.poolInfo(3)).accRewardPerShare).to.equal(0n)
      const start = (await ethers.provider.getBlockNumber()) + 100
      const later = (await ethers.deployContract('FinaFarm', [
        await fina.getAddress(),
        admin.address,
        REWARD_PER_BLOCK,
        start,
      ])) as unknown as FinaFarm
      await later.add(await lpBusd.getAddress(), 1, TIERS['FINA-BUSD']!)
      await lpBusd.connect(alice).approve(await later.getAddress(), ethers.MaxUint256)
      await later.connect(alice).depositLP(0, e18(1))
      await mine(10)
      expect(await later.pendingLPReward(0, alice.address)).to.equal(0n)
      expect((await later.poolInfo(0)).lastRewardBlock).to.equal(BigInt(start))
    })

    it('role matrix: every admin function is refused without ADMIN_ROLE, pause/unpause without PAUSER_ROLE', async () => {
      const { farm, signers, lpBusd } = await loadFixture(farmFixture)
      const accounts = signers.slice(0, 7)
      const tiers = TIERS.FINA!
      const lp = await ethers.deployContract('MockERC20', ['Y', 'Y'])
      await expectOnlyRole(farm, ROLES.ADMIN, accounts, async (as) =>
        farm.connect(as).add(await lp.getAddress(), 1, tiers),
      )
      await expectOnlyRole(farm, ROLES.ADMIN, accounts, (as) => farm.connect(as).set(0, 1))
      await expectOnlyRole(farm, ROLES.ADMIN, accounts, (as) => farm.connect(as).setTiers(0, tiers))
      await expectOnlyRole(farm, ROLES.ADMIN, accounts, (as) => farm.connect(as).setRewardPerBlock(1))
      await expectOnlyRole(farm, ROLES.ADMIN, accounts, async (as) =>
        farm.connect(as).recoverToken(await lpBusd.getAddress(), as.address, 0),
      )
      await expectOnlyRole(farm, ROLES.PAUSER, accounts, (as) => farm.connect(as).pause())
      await farm.pause()
      await expectOnlyRole(farm, ROLES.PAUSER, accounts, (as) => farm.connect(as).unpause())
    })
  })

  describe('depositLP', () => {
    it('stakes, counts the stake internally, sets first and average deposit time, emits Deposited', async () => {
      const { farm, alice, lpBusd, farmAddress } = await loadFixture(farmFixture)
      await expect(farm.connect(alice).depositLP(0, e18(10)))
        .to.emit(farm, 'Deposited')
        .withArgs(alice.address, 0, e18(10))
      const now = await time.latest()
      const info = await farm.userLPInfo(0, alice.address)
      expect(info.amount).to.equal(e18(10))
      expect(info.rewardDebt).to.equal(0n)
      expect(info.firstDepositedTime).to.equal(BigInt(now))
      expect(info.averageDepositedTime).to.equal(BigInt(now))
      expect((await farm.poolInfo(0)).totalStaked).to.equal(e18(10))
      expect(await lpBusd.balanceOf(farmAddress)).to.equal(e18(10))
    })

    it('reverts with WrongAmount(0), UnknownPool, and EnforcedPause while paused', async () => {
      const { farm, alice, pauser } = await loadFixture(farmFixture)
      await expect(farm.connect(alice).depositLP(0, 0))
        .to.be.revertedWithCustomError(farm, 'WrongAmount')
        .withArgs(0)
      await expect(farm.connect(alice).depositLP(9, 1))
        .to.be.revertedWithCustomError(farm, 'UnknownPool')
        .withArgs(9)
      await expect(farm.connect(pauser).pause()).to.emit(farm, 'Paused').withArgs(pauser.address)
      await expect(farm.connect(alice).depositLP(0, 1)).to.be.revertedWithCustomError(farm, 'EnforcedPause')
      await expect(farm.connect(pauser).unpause()).to.emit(farm, 'Unpaused').withArgs(pauser.address)
      await farm.connect(alice).depositLP(0, 1)
    })

    it('a repeat deposit pays the pending reward at the current tier and moves the average (amount-weighted)', async () => {
      const { farm, alice, fina } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(0, e18(1))
      const t0 = await time.latest()
      await time.increase(8 * DAY) // tier 1 (>= 7 days): 50%
      const pending = soloPending(2n, e18(1), 40n) // two blocks: the time jump mined one, the deposit the other
      const paid = (pending * 5000n) / 10_000n
      const tx = farm.connect(alice).depositLP(0, e18(3))
      await expect(tx)
        .to.emit(farm, 'RewardClaimed')
        .withArgs(alice.address, 0, alice.address, paid, pending - paid, 1)
      await expect(tx).to.changeTokenBalance(fina, alice, paid)
      const t1 = await time.latest()
      const info = await farm.userLPInfo(0, alice.address)
      expect(info.averageDepositedTime).to.equal(await farm.calcAverageDepositedTime(e18(1), t0, e18(3), t1))
      expect(info.firstDepositedTime).to.equal(BigInt(t0))
      expect(info.amount).to.equal(e18(4))
    })

    it('counts stakes internally, not balanceOf(this): donations change no position or reward (known defect)', async () => {
      const { farm, alice, bob, lpBusd, farmAddress } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(0, e18(9))
      await lpBusd.mint(farmAddress, e18(1000))
      await mine(1)
      expect((await farm.poolInfo(0)).totalStaked).to.equal(e18(9))
      expect((await farm.userLPInfo(0, alice.address)).amount).to.equal(e18(9))
      expect(await farm.pendingLPReward(0, alice.address)).to.equal(soloPending(2n, e18(9), 40n))
      await expect(farm.connect(bob).withdrawLP(0, 1))
        .to.be.revertedWithCustomError(farm, 'WrongAmount')
        .withArgs(1)
    })
  })

  describe('withdrawLP', () => {
    it('returns the stake, pays the reward at the tier, emits Withdrawn; a partial withdraw keeps the average (known defect)', async () => {
      const { farm, alice, lpBusd, fina } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(0, e18(10))
      const avg = (await farm.userLPInfo(0, alice.address)).averageDepositedTime
      await time.increase(15 * DAY) // tier 2: 75%
      const pending = soloPending(2n, e18(10), 40n)
      const paid = (pending * 7500n) / 10_000n
      const tx = farm.connect(alice).withdrawLP(0, e18(4))
      await expect(tx).to.emit(farm, 'Withdrawn').withArgs(alice.address, 0, e18(4))
      await expect(tx)
        .to.emit(farm, 'RewardClaimed')
        .withArgs(alice.address, 0, alice.address, paid, pending - paid, 2)
      await expect(tx).to.changeTokenBalance(lpBusd, alice, e18(4))
      await expect(tx).to.changeTokenBalance(fina, alice, paid)
      const info = await farm.userLPInfo(0, alice.address)
      expect(info.amount).to.equal(e18(6))
      expect(info.averageDepositedTime).to.equal(avg)
      expect(await farm.currentUserTier(0, alice.address)).to.equal(2n)
      // Closing the position: tier becomes NO_TIER (-1), the average stays as the domain rule says.
      await farm.connect(alice).withdrawLP(0, e18(6))
      expect((await farm.userLPInfo(0, alice.address)).averageDepositedTime).to.equal(avg)
      expect(await farm.currentUserTier(0, alice.address)).to.equal(await farm.NO_TIER())
      expect((await farm.poolInfo(0)).totalStaked).to.equal(0n)
    })

    it('reverts with WrongAmount for 0 or more than the position, UnknownPool, EnforcedPause', async () => {
      const { farm, alice } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(0, e18(1))
      await expect(farm.connect(alice).withdrawLP(0, 0))
        .to.be.revertedWithCustomError(farm, 'WrongAmount')
        .withArgs(0)
      await expect(farm.connect(alice).withdrawLP(0, e18(1) + 1n))
        .to.be.revertedWithCustomError(farm, 'WrongAmount')
        .withArgs(e18(1) + 1n)
      await expect(farm.connect(alice).withdrawLP(9, 1)).to.be.revertedWithCustomError(farm, 'UnknownPool')
      await farm.pause()
      await expect(farm.connect(alice).withdrawLP(0, 1)).to.be.revertedWithCustomError(farm, 'EnforcedPause')
    })
  })

  describe('withdrawEmergency', () => {
    it('returns the whole stake without reward, zeroes the position, cannot be repeated (known defect)', async () => {
      const { farm, alice, lpBusd, fina } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(0, e18(10))
      await mine(2)
      await farm.updatePool(0)
      const tx = farm.connect(alice).withdrawEmergency(0)
      await expect(tx)
        .to.emit(farm, 'EmergencyWithdrawn')
        .withArgs(alice.address, 0, e18(10), soloPending(3n, e18(10), 40n))
      await expect(tx).to.changeTokenBalance(lpBusd, alice, e18(10))
      await expect(tx).to.changeTokenBalance(fina, alice, 0n)
      const info = await farm.userLPInfo(0, alice.address)
      expect([
        info.amount,
        info.rewardDebt,
        info.firstDepositedTime,
        info.averageDepositedTime,
      ]).to.deep.equal([0n, 0n, 0n, 0n])
      expect((await farm.poolInfo(0)).totalStaked).to.equal(0n)
      await expect(farm.connect(alice).withdrawEmergency(0))
        .to.be.revertedWithCustomError(farm, 'NothingStaked')
        .withArgs(0, alice.address)
    })

    it('works while paused; UnknownPool for a wrong pid', async () => {
      const { farm, alice } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(1, e18(2))
      await farm.pause()
      await expect(farm.connect(alice).withdrawEmergency(1)).to.emit(farm, 'EmergencyWithdrawn')
      await expect(farm.connect(alice).withdrawEmergency(9)).to.be.revertedWithCustomError(
        farm,
        'UnknownPool',
      )
    })
  })

  describe('tiers in use', () => {
    it('no tier reached: the countdown loop returns -1 without underflow and the reward is forfeited (known defect)', async () => {
      const { farm, alice, fina } = await loadFixture(farmFixture)
      await farm.setTiers(0, [
        { minSeconds: 3600, rewardBps: 5000 },
        { minSeconds: 7200, rewardBps: 10_000 },
      ])
      await farm.connect(alice).depositLP(0, e18(1))
      await mine(2)
      expect(await farm.currentUserTier(0, alice.address)).to.equal(-1n)
      expect(await farm.pendingLPRewardByTier(0, alice.address)).to.equal(0n)
      const pending = soloPending(3n, e18(1), 40n)
      const tx = farm.connect(alice).claim(0)
      await expect(tx)
        .to.emit(farm, 'RewardClaimed')
        .withArgs(alice.address, 0, alice.address, 0, pending, -1)
      await expect(tx).to.changeTokenBalance(fina, alice, 0n)
      await time.increase(3600)
      expect(await farm.currentUserTier(0, alice.address)).to.equal(0n)
      await time.increase(3600)
      expect(await farm.currentUserTier(0, alice.address)).to.equal(1n)
    })

    it('currentUserTier and pendingLPRewardByTier follow time; pendingLPReward is the whole pending reward', async () => {
      const { farm, alice } = await loadFixture(farmFixture)
      expect(await farm.currentUserTier(0, alice.address)).to.equal(-1n)
      expect(await farm.pendingLPReward(0, alice.address)).to.equal(0n)
      await farm.connect(alice).depositLP(0, e18(5))
      expect(await farm.currentUserTier(0, alice.address)).to.equal(0n)
      await time.increase(30 * DAY)
      expect(await farm.currentUserTier(0, alice.address)).to.equal(3n)
      const pending = await farm.pendingLPReward(0, alice.address)
      expect(pending).to.equal(soloPending(1n, e18(5), 40n))
      expect(await farm.pendingLPRewardByTier(0, alice.address)).to.equal(pending)
    })

    it('two stakers share a pool by stake', async () => {
      const { farm, alice, bob } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(1, e18(1))
      await farm.connect(bob).depositLP(1, e18(3))
      await mine(10)
      const a = await farm.pendingLPReward(1, alice.address)
      const b = await farm.pendingLPReward(1, bob.address)
      // Alice alone for one block, then 1:3 for ten blocks; rounding only ever takes wei away.
      const perBlock = (REWARD_PER_BLOCK * 40n) / 100n
      expect(a).to.be.closeTo(perBlock + (perBlock * 10n) / 4n, 2n)
      expect(b).to.be.closeTo((perBlock * 30n) / 4n, 2n)
      expect(a + b).to.be.lte(perBlock * 11n)
    })
  })

  describe('claims', () => {
    it('claim and claimTo pay the tier share of one pool; claimTo rejects a zero address', async () => {
      const { farm, alice, carol, fina } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(0, e18(1))
      await mine(1)
      const first = soloPending(2n, e18(1), 40n)
      await expect(farm.connect(alice).claim(0)).to.changeTokenBalance(fina, alice, first / 4n)
      await mine(1)
      const second = soloPending(4n, e18(1), 40n) - soloPending(2n, e18(1), 40n)
      const tx = farm.connect(alice).claimTo(0, carol.address)
      await expect(tx)
        .to.emit(farm, 'RewardClaimed')
        .withArgs(alice.address, 0, carol.address, anyValue, anyValue, 0)
      await expect(tx).to.changeTokenBalance(fina, carol, (second * 2500n) / 10_000n)
      await expect(farm.connect(alice).claimTo(0, ethers.ZeroAddress)).to.be.revertedWithCustomError(
        farm,
        'AddressIsNull',
      )
    })

    it('claim with nothing pending pays nothing and emits no RewardClaimed', async () => {
      const { farm, alice, fina } = await loadFixture(farmFixture)
      const tx = farm.connect(alice).claim(0)
      await expect(tx).not.to.emit(farm, 'RewardClaimed')
      await expect(tx).to.changeTokenBalance(fina, alice, 0n)
      await farm.setRewardPerBlock(0)
      await farm.connect(alice).depositLP(0, e18(1))
      await expect(farm.connect(alice).claim(0)).not.to.emit(farm, 'RewardClaimed')
    })

    it('claimAll and claimAllTo settle every pool with a position in one transfer', async () => {
      const { farm, alice, bob, fina } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(0, e18(1))
      await farm.connect(alice).depositLP(2, e18(1))
      await time.increase(31 * DAY)
      const tx = farm.connect(alice).claimAll()
      await expect(tx)
        .to.emit(farm, 'RewardClaimed')
        .withArgs(alice.address, 0, alice.address, anyValue, 0, 3)
      await expect(tx)
        .to.emit(farm, 'RewardClaimed')
        .withArgs(alice.address, 2, alice.address, anyValue, 0, 3)
      const receipt = await (await tx).wait()
      const transfers = receipt!.logs.filter((log) => log.address === fina.target)
      expect(transfers).to.have.length(1)
      await mine(1)
      // Two blocks since claimAll (one mined, one of this transaction) in pid 0 (alloc 40) and pid 2 (alloc 20).
      await expect(farm.connect(alice).claimAllTo(bob.address)).to.changeTokenBalance(
        fina,
        bob,
        soloPending(2n, e18(1), 40n) + soloPending(2n, e18(1), 20n),
      )
      await expect(farm.connect(alice).claimAllTo(ethers.ZeroAddress)).to.be.revertedWithCustomError(
        farm,
        'AddressIsNull',
      )
    })

    it('claims revert with EnforcedPause while paused', async () => {
      const { farm, alice } = await loadFixture(farmFixture)
      await farm.pause()
      await expect(farm.connect(alice).claim(0)).to.be.revertedWithCustomError(farm, 'EnforcedPause')
      await expect(farm.connect(alice).claimTo(0, alice.address)).to.be.revertedWithCustomError(
        farm,
        'EnforcedPause',
      )
      await expect(farm.connect(alice).claimAll()).to.be.revertedWithCustomError(farm, 'EnforcedPause')
      await expect(farm.connect(alice).claimAllTo(alice.address)).to.be.revertedWithCustomError(
        farm,
        'EnforcedPause',
      )
    })
  })

  describe('reward reserve', () => {
    it('fundRewards adds to the reserve and emits RewardsFunded; zero is WrongAmount', async () => {
      const { farm, bob } = await loadFixture(farmFixture)
      const before = await farm.rewardReserve()
      await expect(farm.connect(bob).fundRewards(e18(5)))
        .to.emit(farm, 'RewardsFunded')
        .withArgs(bob.address, e18(5))
      expect(await farm.rewardReserve()).to.equal(before + e18(5))
      await expect(farm.connect(bob).fundRewards(0))
        .to.be.revertedWithCustomError(farm, 'WrongAmount')
        .withArgs(0)
    })

    it('an underfunded reserve pays what it has and records the rest as owed; a later claim pays the owed part', async () => {
      const { fina, admin, lpBusd, alice } = await loadFixture(farmFixture)
      const farm = (await ethers.deployContract('FinaFarm', [
        await fina.getAddress(),
        admin.address,
        REWARD_PER_BLOCK,
        0,
      ])) as unknown as FinaFarm
      const farmAddress = await farm.getAddress()
      await farm.add(await lpBusd.getAddress(), 1, [{ minSeconds: 0, rewardBps: 10_000 }])
      await fina.approve(farmAddress, ethers.MaxUint256)
      await farm.fundRewards(e18(1))
      await lpBusd.connect(alice).approve(farmAddress, ethers.MaxUint256)
      await farm.connect(alice).depositLP(0, e18(1))
      await mine(2)
      // 3 blocks of 1 FINA earned, 1 FINA in the reserve.
      const tx = farm.connect(alice).claim(0)
      await expect(tx).to.emit(farm, 'RewardOwed').withArgs(alice.address, e18(2))
      await expect(tx).to.changeTokenBalance(fina, alice, e18(1))
      expect(await farm.rewardReserve()).to.equal(0n)
      expect(await farm.rewardOwed(alice.address)).to.equal(e18(2))
      expect(await farm.totalRewardOwed()).to.equal(e18(2))
      // Deposit/withdraw settlements with an empty reserve add to the owed balance as well.
      await expect(farm.connect(alice).withdrawLP(0, e18(1)))
        .to.emit(farm, 'RewardOwed')
        .withArgs(alice.address, e18(1))
      expect(await farm.rewardOwed(alice.address)).to.equal(e18(3))
      // Partly funded: pays 2 of the 3 owed.
      await farm.fundRewards(e18(2))
      const partial = farm.connect(alice).claim(0)
      await expect(partial).to.emit(farm, 'OwedRewardPaid').withArgs(alice.address, alice.address, e18(2))
      await expect(partial).to.changeTokenBalance(fina, alice, e18(2))
      expect(await farm.rewardOwed(alice.address)).to.equal(e18(1))
      await farm.fundRewards(e18(5))
      await expect(farm.connect(alice).claimAll()).to.changeTokenBalance(fina, alice, e18(1))
      expect(await farm.rewardOwed(alice.address)).to.equal(0n)
      expect(await farm.totalRewardOwed()).to.equal(0n)
      expect(await farm.rewardReserve()).to.equal(e18(4))
    })

    it('FINA single staking: stakes and the reserve are counted apart; rewards never come out of stakes', async () => {
      const { farm, alice, bob, fina, farmAddress } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(2, e18(50))
      expect(await fina.balanceOf(farmAddress)).to.equal((await farm.rewardReserve()) + e18(50))
      expect(await farm.recoverableAmount(await fina.getAddress())).to.equal(0n)
      await fina.connect(bob).transfer(farmAddress, e18(3))
      expect(await farm.recoverableAmount(await fina.getAddress())).to.equal(e18(3))
    })

    it('recoverToken: sends only what nobody is owed; ExceedsRecoverable and AddressIsNull otherwise', async () => {
      const { farm, alice, bob, lpBusd, fina, farmAddress } = await loadFixture(farmFixture)
      await farm.connect(alice).depositLP(0, e18(10))
      await lpBusd.mint(farmAddress, e18(2))
      await expect(farm.recoverToken(await lpBusd.getAddress(), bob.address, e18(2) + 1n))
        .to.be.revertedWithCustomError(farm, 'ExceedsRecoverable')
        .withArgs(e18(2) + 1n, e18(2))
      await expect(farm.recoverToken(await lpBusd.getAddress(), bob.address, e18(2)))
        .to.emit(farm, 'TokenRecovered')
        .withArgs(await lpBusd.getAddress(), bob.address, e18(2))
      await expect(farm.recoverToken(await fina.getAddress(), bob.address, 1n))
        .to.be.revertedWithCustomError(farm, 'ExceedsRecoverable')
        .withArgs(1n, 0n)
      const stray = await ethers.deployContract('MockERC20', ['S', 'S'])
      await stray.mint(farmAddress, 7n)
      await expect(farm.recoverToken(await stray.getAddress(), bob.address, 7n)).to.changeTokenBalance(
        stray,
        bob,
        7n,
      )
      await expect(
        farm.recoverToken(await stray.getAddress(), ethers.ZeroAddress, 0n),
      ).to.be.revertedWithCustomError(farm, 'AddressIsNull')
    })
  })

  it('has no migrator (known defect): no migrate or setMigrator in the ABI', async () => {
    const { farm } = await loadFixture(farmFixture)
    const names: string[] = []
    farm.interface.forEachFunction((f) => {
      names.push(f.name)
    })
    expect(names.some((name) => /migrat/i.test(name))).to.equal(false)
    expect(names).to.include.members([
      'depositLP',
      'withdrawLP',
      'withdrawEmergency',
      'pendingLPReward',
      'pendingLPRewardByTier',
      'currentUserTier',
      'userLPInfo',
    ])
  })
})
