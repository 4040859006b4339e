// The merge form's checks and the browser's recomputation of a merge outcome. The rules and their order are the
// domain's (`validateMerge`, `MAX_MERGE_PER_TX`); this file only applies them to a batch of pairs.
import { MAX_MERGE_PER_TX, type MergeCard, type MergeError, validateMerge } from '@finaverse/domain'
import { encodeAbiParameters, hexToBigInt, keccak256 } from 'viem'

/** A code of the domain's MESSAGES that the merge form can show. */
export type MergeCheck = MergeError | 'MERGE_LIMIT'

export type MergeSelection = {
  /** The main cards, in the order they were picked (pair i is mains[i] + supplements[i]). */
  readonly mains: readonly MergeCard[]
  readonly supplements: readonly MergeCard[]
  /** The player's native balance, undefined while it loads. */
  readonly balance: bigint | undefined
  /** The total price of the pairs, null while it is still being calculated. */
  readonly cost: bigint | null
}

/** The pairs of a selection: main i with supplement i. */
export function pairsOf<T>(mains: readonly T[], supplements: readonly T[]): { main: T; supplement: T }[] {
  const count = Math.min(mains.length, supplements.length)
  return Array.from({ length: count }, (_, i) => ({
    main: mains[i] as T,
    supplement: supplements[i] as T,
  }))
}

/**
 * Checks a merge before the wallet opens: `null` when it may be sent, else the first rule it breaks, in the spec's
 * order: at most 100 cards in one transaction (`MERGE_LIMIT`), heroes selected (`NOT_SELECTED`: at least one pair,
 * as many supplements as mains), not one card as main and supplement (`SAME_CARD`), then every pair's own rules
 * (`validateMerge`: same rarity, not the maximum rarity, no B to A), then the cost (`COST_PENDING` while it
 * loads, `INSUFFICIENT_BALANCE`).
 * @example checkMerge({ mains: [], supplements: [], balance: 10n, cost: null }) // 'NOT_SELECTED'
 */
export function checkMerge({ mains, supplements, balance, cost }: MergeSelection): MergeCheck | null {
  if (mains.length + supplements.length > MAX_MERGE_PER_TX) return 'MERGE_LIMIT'
  if (mains.length === 0 || mains.length !== supplements.length) return 'NOT_SELECTED'
  const mainIds = new Set(mains.map((card) => String(card.tokenId)))
  if (supplements.some((card) => mainIds.has(String(card.tokenId)))) return 'SAME_CARD'
  const pairs = pairsOf(mains, supplements)
  // First every pair's card rules (with the cost out of the way), then the cost of the whole batch.
  for (const { main, supplement } of pairs) {
    const error = validateMerge({ main, supplement, balance: 0n, cost: 0n })
    if (error) return error
  }
  const first = pairs[0]
  if (!first) return 'NOT_SELECTED'
  if (balance === undefined) return cost === null ? 'COST_PENDING' : null
  return validateMerge({ ...first, balance, cost })
}

/** The outcome of pair `index` of a merge request, recomputed from the request's randomness. */
export type MergeRoll = {
  /** `uint256(keccak256(abi.encode(randomness, index)))`. */
  readonly roll: bigint
  /** `roll % 10000`, compared with the success rate in basis points. */
  readonly draw: number
  readonly success: boolean
  /** Which card goes up on success: always the main card (A) for a designate merge; bit 128 of the roll for a random one. */
  readonly upgrades: 'main' | 'supplement'
}

/**
 * What the contract decides for pair `index` of a merge request (contracts' README-cards): success when `roll %
 * 10000 < successRate`; a random merge upgrades the main card when bit 128 of the roll is 0, else the supplement.
 * @example mergeRoll(randomness, 0, 5300n, true).success
 */
export function mergeRoll(
  randomness: bigint,
  index: number,
  successRate: bigint,
  designate: boolean,
): MergeRoll {
  const roll = hexToBigInt(
    keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [randomness, BigInt(index)])),
  )
  const draw = Number(roll % 10_000n)
  const upgrades = designate || ((roll >> 128n) & 1n) === 0n ? 'main' : 'supplement'
  return { roll, draw, success: BigInt(draw) < successRate, upgrades }
}

/** Where a merge's randomness request stands: waiting for Chainlink VRF, or (never answered in time) cancellable. */
export type MergeStage = 'vrf' | 'timed-out'

/**
 * The stage of a pending request (VRF adapter rules): Chainlink VRF answers within seconds to minutes; from its
 * `cancelAfter` time on (the chain's time, `now`) anyone may cancel it and the cards and the fee come back.
 * @example mergeStage(100n, 200n) // 'vrf'
 * @example mergeStage(200n, 200n) // 'timed-out'
 */
export function mergeStage(now: bigint, cancelAfter: bigint): MergeStage {
  return now >= cancelAfter ? 'timed-out' : 'vrf'
}

/**
 * A card's name with its token id, once: on-chain names may already end in "#id".
 * @example cardLabel("Athena's Aegis S Hero #94", 94n) // "Athena's Aegis S Hero #94"
 */
export function cardLabel(name: string, tokenId: bigint): string {
  const id = `#${String(tokenId)}`
  return name.endsWith(id) ? name : `${name} ${id}`
}
