// The merge checks, apart from the rarity constants of merge.ts: they need the decimal maths (compareAmounts), which
// the web's first page never runs, so a bundler can leave this module with the screens that use it.
import { type Amount, compareAmounts } from './amount.js'
import { MAX_MERGE_PER_TX, type MergeCard, nextRarity } from './merge.js'

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
