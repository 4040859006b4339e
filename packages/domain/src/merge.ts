import { type Amount, compareAmounts } from './amount.js'

/**
 * Hero rarities from low to high (docs/product.md#hero-cards).
 * @example RARITIES[0] // 'B'
 */
export const RARITIES = ['B', 'A', 'S', 'S+', 'SS', 'SS+', 'SSS', 'SSS+', 'X'] as const

/**
 * A hero rarity.
 * @example const rarity: Rarity = 'SS+'
 */
export type Rarity = (typeof RARITIES)[number]

/**
 * The four hero factions (docs/product.md#hero-cards).
 * @example FACTIONS.length // 4
 */
export const FACTIONS = ["Athena's Aegis", 'Ouroboros', "Prometheus' Fire", "Thoth's Book"] as const

/**
 * A hero faction.
 * @example const faction: Faction = 'Ouroboros'
 */
export type Faction = (typeof FACTIONS)[number]

/**
 * Most cards in one merge transaction (docs/product.md#merge-rules), that is 50 pairs.
 * @example MAX_MERGE_PER_TX / 2 // 50 pairs
 */
export const MAX_MERGE_PER_TX = 100

/**
 * Whether a value is one of the nine rarities.
 * @example isRarity('SS') // true
 * @example isRarity('C') // false
 */
export function isRarity(value: unknown): value is Rarity {
  return typeof value === 'string' && (RARITIES as readonly string[]).includes(value)
}

/**
 * The rarity a successful merge leads to, or `null` at the top rarity X.
 * @example nextRarity('B') // 'A'
 * @example nextRarity('X') // null
 */
export function nextRarity(rarity: Rarity): Rarity | null {
  return RARITIES[RARITIES.indexOf(rarity) + 1] ?? null
}

/**
 * Orders rarities from low to high: negative when `a` is lower, 0 when equal, positive when higher. Usable as
 * a sort comparator.
 * @example compareRarity('S', 'A') // 1
 * @example ['SS', 'B', 'S'].sort(compareRarity) // ['B', 'S', 'SS']
 */
export function compareRarity(a: Rarity, b: Rarity): number {
  return Math.sign(RARITIES.indexOf(a) - RARITIES.indexOf(b))
}

/**
 * A card chosen for a merge.
 * @example const card: MergeCard = { tokenId: 12n, rarity: 'S' }
 */
export interface MergeCard {
  tokenId: bigint | number | string
  rarity: Rarity
}

/**
 * Error codes of {@link validateMerge}, in the order they are checked.
 * @example const error: MergeError = 'RARITY_MISMATCH'
 */
export type MergeError =
  | 'NOT_SELECTED'
  | 'SAME_CARD'
  | 'RARITY_MISMATCH'
  | 'MAX_RARITY'
  | 'B_TO_A_FORBIDDEN'
  | 'COST_PENDING'
  | 'INSUFFICIENT_BALANCE'

/**
 * Input of {@link validateMerge}. `balance` and `cost` use the same unit (both base units or both tokens).
 * @example const input: MergeInput = { main: { tokenId: 1n, rarity: 'S' }, supplement: null, balance: 0n, cost: null }
 */
export interface MergeInput {
  main?: MergeCard | null | undefined
  supplement?: MergeCard | null | undefined
  balance: Amount
  /** The merge price, `null` while it is still being calculated. */
  cost: Amount | null
}

/**
 * Checks a merge before it is sent (docs/product.md#merge-rules): `null` when it may go ahead, else the first of
 * `NOT_SELECTED` (a card is missing), `SAME_CARD` (main and supplement are one card), `RARITY_MISMATCH`,
 * `MAX_RARITY` (X cannot be merged), `B_TO_A_FORBIDDEN` (B cards cannot be merged), `COST_PENDING` (cost
 * still calculating) and `INSUFFICIENT_BALANCE` (balance below cost).
 * @example validateMerge({ main: { tokenId: 1n, rarity: 'S' }, supplement: { tokenId: 2n, rarity: 'S' }, balance: 10n, cost: 5n }) // null
 * @example validateMerge({ main: { tokenId: 1n, rarity: 'S' }, balance: 10n, cost: 5n }) // 'NOT_SELECTED'
 */
export function validateMerge(input: MergeInput): MergeError | null {
  const { main, supplement, balance, cost } = input
  if (!main || !supplement) return 'NOT_SELECTED'
  if (String(main.tokenId) === String(supplement.tokenId)) return 'SAME_CARD'
  if (main.rarity !== supplement.rarity) return 'RARITY_MISMATCH'
  if (nextRarity(main.rarity) === null) return 'MAX_RARITY'
  if (main.rarity === 'B') return 'B_TO_A_FORBIDDEN'
  if (cost === null) return 'COST_PENDING'
  return compareAmounts(balance, cost) < 0 ? 'INSUFFICIENT_BALANCE' : null
}

/**
 * Checks the number of cards of a batch merge: `null` for 2 to 100 cards in pairs, `NOT_SELECTED` for none,
 * `MERGE_LIMIT` above 100 cards, `INVALID_NFT_COUNT` for an odd or non-integer count.
 * @example validateMergeCount(100) // null
 * @example validateMergeCount(102) // 'MERGE_LIMIT'
 */
export function validateMergeCount(
  cards: number,
): 'NOT_SELECTED' | 'MERGE_LIMIT' | 'INVALID_NFT_COUNT' | null {
  if (!Number.isSafeInteger(cards) || cards < 0 || cards % 2 !== 0) return 'INVALID_NFT_COUNT'
  if (cards === 0) return 'NOT_SELECTED'
  return cards > MAX_MERGE_PER_TX ? 'MERGE_LIMIT' : null
}
