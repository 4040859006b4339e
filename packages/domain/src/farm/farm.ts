import { compare, div, mul } from '../decimal.js'

/**
 * A reward tier of a farm pool: reached once the position's average deposit age is at least `minSeconds`;
 * pays `rewardBps` / 10000 of the pending reward.
 * @example const tier: Tier = { minSeconds: 604800, rewardBps: 5000 } // 7 days, 50%
 */
export type Tier = { minSeconds: number; rewardBps: number }

/**
 * The farm pools (docs/product.md#farm-tiers). FINA is the single-token pool.
 * @example FARM_POOLS.includes('FINA-MATIC') // true
 */
export const FARM_POOLS = ['FINA-BUSD', 'FINA-BNB', 'FINA', 'FINA-MATIC'] as const

/**
 * A farm pool name.
 * @example const pool: FarmPool = 'FINA-BNB'
 */
export type FarmPool = (typeof FARM_POOLS)[number]

/**
 * The pool selected by default (docs/product.md#farm-tiers).
 * @example DEFAULT_FARM_POOL // 'FINA-MATIC'
 */
export const DEFAULT_FARM_POOL: FarmPool = 'FINA-MATIC'

const DAY = 86_400
/** 0 s 25%, 7 days 50%, 14 days 75%, 30 days 100% (a decision: the spec does not show the values). */
const STANDARD_TIERS: readonly Tier[] = Object.freeze([
  Object.freeze({ minSeconds: 0, rewardBps: 2_500 }),
  Object.freeze({ minSeconds: 7 * DAY, rewardBps: 5_000 }),
  Object.freeze({ minSeconds: 14 * DAY, rewardBps: 7_500 }),
  Object.freeze({ minSeconds: 30 * DAY, rewardBps: 10_000 }),
])

/**
 * Default tier settings per pool, the same as `farm-tiers.json` (which the farm contract's tests and deploy
 * script read). The contract's settings are the truth at run time.
 * @example rewardAtTier(1000n, FARM_TIERS['FINA-BUSD'], 1) // 500n
 */
export const FARM_TIERS: Readonly<Record<FarmPool, readonly Tier[]>> = Object.freeze({
  'FINA-BUSD': STANDARD_TIERS,
  'FINA-BNB': STANDARD_TIERS,
  FINA: STANDARD_TIERS,
  'FINA-MATIC': STANDARD_TIERS,
})

/**
 * The highest tier reached by a position whose average deposit time is `averageDepositedTime` (Unix seconds)
 * at `now` (Unix seconds): the largest `i` with `now - averageDepositedTime >= tiers[i].minSeconds`, or -1
 * when none is reached, when there is no position (`averageDepositedTime` 0) or when `now` is before it.
 * Tiers must be sorted by ascending `minSeconds`.
 * @example currentTier(FARM_TIERS.FINA, 1_700_000_000, 1_700_604_800) // 1 (exactly 7 days)
 * @example currentTier(FARM_TIERS.FINA, 0, 1_700_000_000) // -1 (no position)
 */
export function currentTier(tiers: readonly Tier[], averageDepositedTime: number, now: number): number {
  if (averageDepositedTime === 0 || now < averageDepositedTime) return -1
  const elapsed = now - averageDepositedTime
  let reached = -1
  for (const [index, tier] of tiers.entries()) {
    if (elapsed >= tier.minSeconds) reached = index
  }
  return reached
}

/**
 * The average deposit time after depositing `deposit` base units at `now` into a position of `amount` base
 * units: floor((amount x average + deposit x now) / (amount + deposit)); `now` for a new position (amount 0);
 * unchanged for a zero deposit. A withdrawal leaves the average unchanged (the original system moved it into
 * the past, which let users climb tiers by withdrawing).
 * @example nextAverageDepositedTime({ amount: 10n ** 18n, averageDepositedTime: 1_700_000_000 }, 3n * 10n ** 18n, 1_700_004_000) // 1_700_003_000
 */
export function nextAverageDepositedTime(
  position: { amount: bigint; averageDepositedTime: number },
  deposit: bigint,
  now: number,
): number {
  if (deposit === 0n) return position.averageDepositedTime
  if (position.amount === 0n) return now
  const weighted = position.amount * BigInt(position.averageDepositedTime) + deposit * BigInt(now)
  return Number(weighted / (position.amount + deposit))
}

/**
 * The claimable part of `pending` at tier `index`: floor(pending x rewardBps / 10000), 0n at -1 (or for an
 * index past the last tier).
 * @example rewardAtTier(123456789n, FARM_TIERS['FINA-BUSD'], 2) // 92592591n
 * @example rewardAtTier(123456789n, FARM_TIERS['FINA-BUSD'], -1) // 0n
 */
export function rewardAtTier(pending: bigint, tiers: readonly Tier[], index: number): bigint {
  const tier = tiers[index]
  return tier === undefined ? 0n : (pending * BigInt(tier.rewardBps)) / 10_000n
}

/**
 * A pool's share of the farm's emission per block, in reward base units, rounded down as the contract does:
 * floor(rewardPerBlock x allocPoint / totalAllocPoint); 0n when the farm has no allocation.
 * @example poolRewardPerBlock(10n ** 18n, 1n, 3n) // 333333333333333333n
 */
export function poolRewardPerBlock(
  rewardPerBlock: bigint,
  allocPoint: bigint | number,
  totalAllocPoint: bigint | number,
): bigint {
  const total = BigInt(totalAllocPoint)
  return total === 0n ? 0n : (rewardPerBlock * BigInt(allocPoint)) / total
}

/**
 * Seconds until the position reaches its next tier, or `null` when it is at the highest tier or has no
 * position (`averageDepositedTime` 0).
 * @example timeToNextTier(FARM_TIERS.FINA, 1_700_000_000, 1_700_000_000) // 604800 (7 days to tier 1)
 * @example timeToNextTier(FARM_TIERS.FINA, 1_700_000_000, 1_800_000_000) // null (highest tier)
 */
export function timeToNextTier(
  tiers: readonly Tier[],
  averageDepositedTime: number,
  now: number,
): number | null {
  if (averageDepositedTime === 0) return null
  const next = tiers[currentTier(tiers, averageDepositedTime, now) + 1]
  return next === undefined ? null : averageDepositedTime + next.minSeconds - now
}

/**
 * Input of {@link farmApr}. Decimal strings for amounts and prices; integers for blocks and points.
 * @example const input: FarmAprInput = { rewardPerBlock: '1', blocksPerYear: 10_512_000, rewardTokenUsd: '0.01', allocPoint: 1, totalAllocPoint: 2, tvlUsd: '100000' }
 */
export interface FarmAprInput {
  /** Reward tokens minted per block for all pools together, in tokens (decimal string). */
  rewardPerBlock: string
  /** Blocks per year on the pool's chain (e.g. 10_512_000 for 3 s blocks). */
  blocksPerYear: number | bigint
  /** USD price of one reward token (a decimal string, or the number the price service answers). */
  rewardTokenUsd: string | number
  /** Allocation points of the pool. */
  allocPoint: number | bigint
  /** Allocation points of all pools. */
  totalAllocPoint: number | bigint
  /** USD value locked in the pool (a decimal string, or the number the price service answers). */
  tvlUsd: string | number
}

/**
 * The pool's yearly reward value over its TVL, in percent (decimal string rounded down to 18 places):
 * rewardPerBlock x blocksPerYear x allocPoint / totalAllocPoint x rewardTokenUsd / tvlUsd x 100. `null`
 * when it is undefined (TVL or total allocation 0).
 * @example farmApr({ rewardPerBlock: '1', blocksPerYear: 10_512_000, rewardTokenUsd: '0.01', allocPoint: 1, totalAllocPoint: 2, tvlUsd: '100000' }) // '52.56'
 */
export function farmApr(input: FarmAprInput): string | null {
  const total = String(input.totalAllocPoint)
  const tvlUsd = String(input.tvlUsd)
  if (compare(total, '0') === 0 || compare(tvlUsd, '0') === 0) return null
  const yearlyUsd = mul(
    mul(mul(input.rewardPerBlock, String(input.blocksPerYear)), String(input.rewardTokenUsd)),
    String(input.allocPoint),
  )
  return div(mul(yearlyUsd, '100'), mul(total, tvlUsd))
}
