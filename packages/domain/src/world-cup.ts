import { fromBaseUnits, toBaseUnits } from './decimal.js'
import type { Rarity } from './merge.js'

/**
 * Credits spent per hero cheered (docs/product.md#world-cup-rules).
 * @example CHEER_COST * 3 // 300 credits for three heroes
 */
export const CHEER_COST = 100

/**
 * Credits every player starts the event with (docs/product.md#world-cup-rules).
 * @example INITIAL_CREDITS / CHEER_COST // 5 cheers
 */
export const INITIAL_CREDITS = 500

/**
 * Matches of the tournament (docs/product.md#world-cup-rules).
 * @example WORLD_CUP_MATCHES // 64
 */
export const WORLD_CUP_MATCHES = 64

/**
 * Weekly raffle winners, each receiving a random SS hero (docs/product.md#world-cup-rules).
 * @example WEEKLY_RAFFLE_WINNERS // 10
 */
export const WEEKLY_RAFFLE_WINNERS = 10

/**
 * Mystery box odds in basis points per rarity: A 60%, S 40% (docs/product.md#world-cup-rules). They sum to 10000.
 * @example MYSTERY_BOX_ODDS.A / 100 // 60 (percent)
 */
export const MYSTERY_BOX_ODDS: Readonly<{ A: number; S: number }> = Object.freeze({ A: 6_000, S: 4_000 })

/**
 * Dates of the 2022 campaign in Unix seconds (UTC), as defaults only: the World Cup contract's settings are
 * the truth and the web reads them from chain. `start` is 15 Nov 2022 00:00; `end` is exclusive (the event
 * runs through 20 Dec); `claimEnd` is exclusive (credits can be claimed through 25 Dec, 7 days after the
 * 18 Dec final).
 * @example new Date(WORLD_CUP_CAMPAIGN_DEFAULTS.start * 1000).toISOString() // '2022-11-15T00:00:00.000Z'
 */
export const WORLD_CUP_CAMPAIGN_DEFAULTS: Readonly<{ start: number; end: number; claimEnd: number }> =
  Object.freeze({
    start: Date.UTC(2022, 10, 15) / 1000,
    end: Date.UTC(2022, 11, 21) / 1000,
    claimEnd: Date.UTC(2022, 11, 26) / 1000,
  })

/**
 * A stage of cheering: group matches, final matches, or the top-16 ranking.
 * @example const stage: CheerStage = 'top16'
 */
export type CheerStage = 'group' | 'final' | 'top16'

const TOP16_RARITIES: readonly Rarity[] = ['SS', 'SS+', 'SSS', 'SSS+', 'X']

/**
 * Whether a hero of `rarity` may cheer at `stage` (docs/product.md#world-cup-rules): group and final matches need S or S+;
 * the top-16 ranking needs SS or above.
 * @example cheerEligibility('group', 'S+') // true
 * @example cheerEligibility('top16', 'S+') // false
 */
export function cheerEligibility(stage: CheerStage, rarity: Rarity): boolean {
  return stage === 'top16' ? TOP16_RARITIES.includes(rarity) : rarity === 'S' || rarity === 'S+'
}

/**
 * Checks the number of NFTs entered to cheer with: `null` for a positive whole number, else
 * `INVALID_NFT_COUNT` (docs/product.md#messages). Accepts the raw text of the input field.
 * @example validateCheerCount('3') // null
 * @example validateCheerCount('1.5') // 'INVALID_NFT_COUNT'
 */
export function validateCheerCount(value: number | string): 'INVALID_NFT_COUNT' | null {
  const count = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN
  return Number.isSafeInteger(count) && count > 0 ? null : 'INVALID_NFT_COUNT'
}

/**
 * Error codes of {@link validateCheer}, in the order they are checked.
 * @example const error: CheerError = 'MATCH_STARTED'
 */
export type CheerError =
  | 'INVALID_NFT_COUNT'
  | 'HERO_NOT_OWNED'
  | 'NOT_ELIGIBLE'
  | 'MATCH_STARTED'
  | 'NOT_ENOUGH_CREDITS'

/**
 * Input of {@link validateCheer}. Times are Unix seconds.
 * @example const input: CheerInput = { stage: 'group', rarity: 'S', owned: true, credits: 500, count: '2', closesAt: 1_671_000_000, now: 1_670_000_000 }
 */
export interface CheerInput {
  stage: CheerStage
  rarity: Rarity
  /** Whether the player owns the hero. */
  owned: boolean
  /** Credits of the player. */
  credits: number | bigint
  /** Number of NFTs to cheer with (raw input text or a number). */
  count: number | string
  /** When cheering closes: the match start (top-16: the knockout-stage start). */
  closesAt: number
  now: number
}

/**
 * Checks a cheer (docs/product.md#world-cup-rules): `null`, or the first of `INVALID_NFT_COUNT`, `HERO_NOT_OWNED`,
 * `NOT_ELIGIBLE` (rarity not allowed at this stage), `MATCH_STARTED` (now at or after `closesAt`) and
 * `NOT_ENOUGH_CREDITS` (fewer than 100 credits per NFT).
 * @example validateCheer({ stage: 'group', rarity: 'S', owned: true, credits: 500, count: 2, closesAt: 2000, now: 1000 }) // null
 */
export function validateCheer(input: CheerInput): CheerError | null {
  const countError = validateCheerCount(input.count)
  if (countError) return countError
  if (!input.owned) return 'HERO_NOT_OWNED'
  if (!cheerEligibility(input.stage, input.rarity)) return 'NOT_ELIGIBLE'
  if (input.now >= input.closesAt) return 'MATCH_STARTED'
  const cost = CHEER_COST * Number(input.count)
  const enough = typeof input.credits === 'bigint' ? input.credits >= BigInt(cost) : input.credits >= cost
  return enough ? null : 'NOT_ENOUGH_CREDITS'
}

/** Shares of the prize pool in basis points: 1st 12%, 2nd 5%, 3rd 3%, and 50% shared by credits. */
const PODIUM_BPS = [1_200n, 500n, 300n] as const
const SHARED_BPS = 5_000n

/**
 * Split of a prize pool; amounts have the type of the pool given (bigint base units or decimal strings).
 * @example const split: PrizePoolSplit<bigint> = splitPrizePool(1000n, { podium: ['0xa', '0xb', '0xc'], credits: {} })
 */
export interface PrizePoolSplit<T extends bigint | string, S = Record<string, T>> {
  /** Amounts of 1st, 2nd and 3rd place (0 for an empty place). */
  podium: [T, T, T]
  /** Pro-rata share of the 50% part for each holder of credits, keyed (or ordered) as the credits given. */
  shares: S
  /** What stays in the pool: the unassigned 30%, rounding dust and any empty place or unshared part. */
  remaining: T
}

/**
 * The three podium places (1st, 2nd, 3rd), e.g. addresses; `null` for an empty place.
 * @example const podium: PrizePodium = ['0xa', '0xb', null]
 */
export type PrizePodium = readonly [string | null, string | null, string | null]

function toUnits(value: bigint | string): bigint {
  const units = typeof value === 'bigint' ? value : toBaseUnits(value, 18)
  if (units < 0n) throw new RangeError('Amounts cannot be negative')
  return units
}

/**
 * Splits a World Cup prize pool (docs/product.md#world-cup-rules): 12% / 5% / 3% to the three podium places (a `null` place
 * gets nothing), 50% shared pro rata to `credits`, each part rounded down; `remaining` is what stays in the
 * pool, so the parts always sum to `pool`. A bigint pool is in base units; a decimal-string pool is in tokens
 * with 18 decimals (rounded down to 18 places). `credits` is a record by address (shares come back as a record)
 * or a list (shares come back as a list in the same order). Credits are whole numbers; negative amounts or credits throw a
 * `RangeError` (they come from the chain, not from user input).
 * @example splitPrizePool(1000n, { podium: ['0xa', '0xb', '0xc'], credits: { '0xa': 1n, '0xd': 3n } })
 * // { podium: [120n, 50n, 30n], shares: { '0xa': 125n, '0xd': 375n }, remaining: 300n }
 */
export function splitPrizePool<T extends bigint | string>(
  pool: T,
  options: { podium: PrizePodium; credits: Readonly<Record<string, bigint | number>> },
): PrizePoolSplit<T>
/**
 * {@link splitPrizePool} with credits as a list: the shares come back as a list in the same order.
 * @example splitPrizePool(1000n, { podium: ['0xa', '0xb', '0xc'], credits: [1n, 3n] }).shares // [125n, 375n]
 */
export function splitPrizePool<T extends bigint | string>(
  pool: T,
  options: { podium: PrizePodium; credits: readonly (bigint | number)[] },
): PrizePoolSplit<T, T[]>
/** Implementation of the overloads above. @example splitPrizePool(0n, { podium: [null, null, null], credits: [] }) */
export function splitPrizePool<T extends bigint | string>(
  pool: T,
  options: {
    podium: PrizePodium
    credits: readonly (bigint | number)[] | Readonly<Record<string, bigint | number>>
  },
): PrizePoolSplit<T, T[] | Record<string, T>> {
  const total = toUnits(pool)
  const out = (units: bigint): T => (typeof pool === 'bigint' ? units : fromBaseUnits(units, 18)) as T
  const podium = PODIUM_BPS.map((bps, place) =>
    (options.podium[place] ?? null) === null ? 0n : (total * bps) / 10_000n,
  ) as [bigint, bigint, bigint]
  const entries = Object.entries(options.credits).map(([address, credits]) => {
    const value = BigInt(credits)
    if (value < 0n) throw new RangeError('Credits cannot be negative')
    return [address, value] as const
  })
  const totalCredits = entries.reduce((sum, [, credits]) => sum + credits, 0n)
  const sharedPart = (total * SHARED_BPS) / 10_000n
  let paid = podium[0] + podium[1] + podium[2]
  const shareEntries = entries.map(([address, credits]) => {
    const share = totalCredits === 0n ? 0n : (sharedPart * credits) / totalCredits
    paid += share
    return [address, out(share)] as const
  })
  // fromEntries defines own properties, so even an address key like '__proto__' stays plain data.
  const shares = Array.isArray(options.credits)
    ? shareEntries.map(([, share]) => share)
    : Object.fromEntries(shareEntries)
  return { podium: [out(podium[0]), out(podium[1]), out(podium[2])], shares, remaining: out(total - paid) }
}

/**
 * Split of a merge fee; amounts have the type of the fee given.
 * @example const split: MergeFeeSplit<bigint> = splitMergeFee(1000n) // { pool: 700n, buyback: 150n, marketing: 150n }
 */
export interface MergeFeeSplit<T extends bigint | string> {
  /** 70% (plus rounding dust) to the World Cup prize pool. */
  pool: T
  /** 15% (rounded down) to token buyback. */
  buyback: T
  /** 15% (rounded down) to marketing and development. */
  marketing: T
}

/**
 * Splits a merge fee (docs/product.md#world-cup-rules): 15% to buyback and 15% to marketing and development, each rounded
 * down, and the rest (70% plus dust) to the prize pool, so the parts always sum to the fee. A bigint fee is in
 * base units; a decimal-string fee in tokens with 18 decimals.
 * @example splitMergeFee(1000n) // { pool: 700n, buyback: 150n, marketing: 150n }
 * @example splitMergeFee('0.01') // { pool: '0.007', buyback: '0.0015', marketing: '0.0015' }
 */
export function splitMergeFee<T extends bigint | string>(fee: T): MergeFeeSplit<T> {
  const total = toUnits(fee)
  const out = (units: bigint): T => (typeof fee === 'bigint' ? units : fromBaseUnits(units, 18)) as T
  const part = (total * 1_500n) / 10_000n
  return { pool: out(total - 2n * part), buyback: out(part), marketing: out(part) }
}
