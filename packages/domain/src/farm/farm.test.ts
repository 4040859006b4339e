import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  currentTier,
  DEFAULT_FARM_POOL,
  FARM_POOLS,
  FARM_TIERS,
  farmApr,
  nextAverageDepositedTime,
  poolRewardPerBlock,
  rewardAtTier,
  type Tier,
  timeToNextTier,
} from './farm.js'
import shared from './farm-tiers.json' with { type: 'json' }

const pools = shared.tiers as Record<string, Tier[]>
const tiersOf = (pool: string): Tier[] => {
  const tiers = pools[pool]
  if (!tiers) throw new Error(`unknown pool ${pool}`)
  return tiers
}

describe('farm-tiers.json (shared with the farm contract)', () => {
  it('has the pools of the package with the same settings', () => {
    expect(Object.keys(shared.tiers).sort()).toEqual([...FARM_POOLS].sort())
    for (const pool of FARM_POOLS) expect(tiersOf(pool)).toEqual(FARM_TIERS[pool])
  })

  it('has ascending minSeconds starting at 0 and rewardBps within 0..10000', () => {
    for (const tiers of Object.values(pools)) {
      expect(tiers[0]?.minSeconds).toBe(0)
      for (const [i, tier] of tiers.entries()) {
        expect(Number.isSafeInteger(tier.minSeconds) && Number.isSafeInteger(tier.rewardBps)).toBe(true)
        expect(tier.rewardBps).toBeGreaterThanOrEqual(0)
        expect(tier.rewardBps).toBeLessThanOrEqual(10_000)
        if (i > 0) expect(tier.minSeconds).toBeGreaterThan(tiers[i - 1]?.minSeconds as number)
      }
    }
  })

  it('holds at least 30 vectors', () => {
    const { currentTier: a, nextAverageDepositedTime: b, rewardAtTier: c } = shared.vectors
    expect(a.length + b.length + c.length).toBeGreaterThanOrEqual(30)
  })

  it.each(shared.vectors.currentTier)(
    'currentTier $pool avg $averageDepositedTime now $now = $expected',
    (v) => {
      expect(currentTier(tiersOf(v.pool), v.averageDepositedTime, v.now)).toBe(v.expected)
    },
  )

  it.each(shared.vectors.nextAverageDepositedTime)(
    'nextAverageDepositedTime $amount @ $averageDepositedTime + $deposit @ $now = $expected',
    (v) => {
      const position = { amount: BigInt(v.amount), averageDepositedTime: v.averageDepositedTime }
      expect(nextAverageDepositedTime(position, BigInt(v.deposit), v.now)).toBe(v.expected)
    },
  )

  it.each(shared.vectors.rewardAtTier)('rewardAtTier $pool $pending at $index = $expected', (v) => {
    expect(rewardAtTier(BigInt(v.pending), tiersOf(v.pool), v.index)).toBe(BigInt(v.expected))
  })
})

describe('currentTier', () => {
  const tiers = FARM_TIERS.FINA
  it('reaches a tier exactly at its boundary, not a second before', () => {
    expect(currentTier(tiers, 1000, 1000 + 7 * 86_400)).toBe(1)
    expect(currentTier(tiers, 1000, 1000 + 7 * 86_400 - 1)).toBe(0)
  })
  it('is -1 without a position, before the average, or when no tier is reached', () => {
    expect(currentTier(tiers, 0, 5000)).toBe(-1)
    expect(currentTier(tiers, 5000, 4999)).toBe(-1)
    expect(currentTier([{ minSeconds: 60, rewardBps: 10_000 }], 5000, 5059)).toBe(-1)
    expect(currentTier([], 5000, 9000)).toBe(-1)
  })
})

describe('nextAverageDepositedTime', () => {
  it('is the amount-weighted average, rounded down', () => {
    expect(
      nextAverageDepositedTime(
        { amount: 10n ** 18n, averageDepositedTime: 1_700_000_000 },
        3n * 10n ** 18n,
        1_700_004_000,
      ),
    ).toBe(1_700_003_000)
    expect(nextAverageDepositedTime({ amount: 1n, averageDepositedTime: 10 }, 1n, 11)).toBe(10)
  })
  it('starts at now for a new position and ignores zero deposits', () => {
    expect(nextAverageDepositedTime({ amount: 0n, averageDepositedTime: 0 }, 5n, 1234)).toBe(1234)
    expect(nextAverageDepositedTime({ amount: 5n, averageDepositedTime: 99 }, 0n, 1234)).toBe(99)
  })
  it('stays between the old average and now, and never moves into the past', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 128n }),
        fc.bigInt({ min: 0n, max: 2n ** 128n }),
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.nat(100_000_000),
        (amount, deposit, average, elapsed) => {
          const now = average + elapsed
          const next = nextAverageDepositedTime({ amount, averageDepositedTime: average }, deposit, now)
          expect(next).toBeGreaterThanOrEqual(amount === 0n && deposit > 0n ? now : average)
          expect(next).toBeLessThanOrEqual(now)
        },
      ),
    )
  })
})

describe('rewardAtTier', () => {
  it('pays floor(pending x bps / 10000), 0 at -1 or past the last tier', () => {
    expect(rewardAtTier(123_456_789n, FARM_TIERS['FINA-BUSD'], 2)).toBe(92_592_591n)
    expect(rewardAtTier(123_456_789n, FARM_TIERS['FINA-BUSD'], -1)).toBe(0n)
    expect(rewardAtTier(123_456_789n, FARM_TIERS['FINA-BUSD'], 4)).toBe(0n)
  })
  it('never pays more than pending nor less than 0', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: -1, max: 4 }),
        (pending, index) => {
          const reward = rewardAtTier(pending, FARM_TIERS.FINA, index)
          expect(reward >= 0n && reward <= pending).toBe(true)
        },
      ),
    )
  })
})

describe('timeToNextTier', () => {
  const tiers = FARM_TIERS.FINA
  it('counts the seconds to the next tier', () => {
    expect(timeToNextTier(tiers, 1_700_000_000, 1_700_000_000)).toBe(7 * 86_400)
    expect(timeToNextTier(tiers, 1_700_000_000, 1_700_000_000 + 10 * 86_400)).toBe(4 * 86_400)
    expect(timeToNextTier(tiers, 1_700_000_000, 1_699_999_990)).toBe(10)
  })
  it('is null at the highest tier or without a position', () => {
    expect(timeToNextTier(tiers, 1_700_000_000, 1_800_000_000)).toBeNull()
    expect(timeToNextTier(tiers, 0, 1_800_000_000)).toBeNull()
  })
})

describe('farmApr', () => {
  it('is the yearly reward value over TVL, in percent', () => {
    expect(
      farmApr({
        rewardPerBlock: '1',
        blocksPerYear: 10_512_000,
        rewardTokenUsd: '0.01',
        allocPoint: 1,
        totalAllocPoint: 2,
        tvlUsd: '100000',
      }),
    ).toBe('52.56')
    expect(
      farmApr({
        rewardPerBlock: '0.5',
        blocksPerYear: 3n,
        rewardTokenUsd: '1',
        allocPoint: 1n,
        totalAllocPoint: 3n,
        tvlUsd: '7',
      }),
    ).toBe('7.142857142857142857')
    expect(
      farmApr({
        rewardPerBlock: '2',
        blocksPerYear: 100,
        rewardTokenUsd: 0.5,
        allocPoint: 1,
        totalAllocPoint: 1,
        tvlUsd: 400,
      }),
    ).toBe('25')
  })
  it('is null when TVL or total allocation is zero', () => {
    const input = {
      rewardPerBlock: '1',
      blocksPerYear: 1,
      rewardTokenUsd: '1',
      allocPoint: 1,
      totalAllocPoint: 1,
    }
    expect(farmApr({ ...input, tvlUsd: '0' })).toBeNull()
    expect(farmApr({ ...input, totalAllocPoint: 0, tvlUsd: '1' })).toBeNull()
  })
})

describe('poolRewardPerBlock', () => {
  it('splits the emission by allocPoint and rounds down like FinaFarm', () => {
    expect(poolRewardPerBlock(10n ** 18n, 1n, 3n)).toBe(333_333_333_333_333_333n)
    expect(poolRewardPerBlock(10n, 2, 3)).toBe(6n)
    expect(poolRewardPerBlock(10n ** 18n, 3n, 3n)).toBe(10n ** 18n)
  })
  it('is 0n for a pool without allocation or a farm without any', () => {
    expect(poolRewardPerBlock(10n ** 18n, 0n, 3n)).toBe(0n)
    expect(poolRewardPerBlock(10n ** 18n, 0n, 0n)).toBe(0n)
  })
  it('the shares of all pools never exceed the emission', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }),
        fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: 1, maxLength: 8 }),
        (emission, points) => {
          const total = points.reduce((sum, p) => sum + BigInt(p), 0n)
          const shares = points.map((p) => poolRewardPerBlock(emission, p, total))
          const sum = shares.reduce((a, b) => a + b, 0n)
          expect(sum <= emission).toBe(true)
          if (total > 0n) expect(emission - sum < BigInt(points.length)).toBe(true)
        },
      ),
    )
  })
})

describe('pools', () => {
  it('defaults to FINA-MATIC (docs/product.md#farm-tiers)', () => {
    expect(DEFAULT_FARM_POOL).toBe('FINA-MATIC')
  })
})
