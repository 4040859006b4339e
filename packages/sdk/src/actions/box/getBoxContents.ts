import { blindBoxAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read, readGetters } from '../../internal/read.js'
import { type BoxName, boxAddress } from './boxAddress.js'

export type GetBoxContentsParameters = {
  /** The box: a deployment name (`'BlindBoxV1'` .. `'BlindBoxV4'`, `'MysteryBox'`) or an address. */
  box: BoxName | Address
}
/** What a box can contain and whether it can be bought and opened now. */
export type GetBoxContentsReturnType = {
  /**
   * Odds mode (the mystery box): the rarities (1 B .. 9 X) and their odds in basis points (sum 10000). Empty in
   * quota mode, where each card is drawn from the quotas left, weighted by its cards left.
   */
  odds: readonly { rarity: bigint; bps: bigint }[]
  /** The card ids of the box with the cards left of each (`cardsQuota`; quota mode). */
  cards: readonly { cardId: bigint; quota: bigint }[]
  /** Cards left over all quotas (quota mode). */
  cardsRemaining: bigint
  /** Boxes minted so far: bought and claimed (`totalMinted`), the collection's supply. */
  minted: bigint
  /** Boxes minted and not revealed yet: a purchase needs `cardsRemaining - outstanding` cards left (quota mode). */
  outstanding: bigint
  /** The contract is paused (no opens, no transfers). */
  paused: boolean
  /** Boxes per purchase or claim (`MAX_PER_TX`). */
  maxPerTx: bigint
  /** Boxes per open (`MAX_PER_OPEN`): every open is drawn inside its VRF callback. */
  maxPerOpen: bigint
}
/** The node's error (`NETWORK_ERROR`), `WRONG_NETWORK` when the chain has no such box. */
export type GetBoxContentsErrorType = FinaverseError

/**
 * Reads what a box can contain: the rarity odds (odds mode) or the card ids with their quotas left (quota mode),
 * the boxes minted, the cards left and outstanding, the pause flag and the per-transaction and per-open limits.
 *
 * @example
 * const { odds } = await getBoxContents(clients.bsc, { box: 'MysteryBox' }) // [{ rarity: 2n, bps: 6000n }, { rarity: 3n, bps: 4000n }]
 */
export async function getBoxContents(
  client: AnyClient,
  parameters: GetBoxContentsParameters,
): Promise<GetBoxContentsReturnType> {
  const address = boxAddress(client, parameters.box)
  const contract = { abi: blindBoxAbi, address } as const
  const [
    {
      getRarityOdds: [rarities, bps],
      getCardIds: cardIds,
      cardsRemaining,
      outstanding,
      paused,
      MAX_PER_TX: maxPerTx,
      MAX_PER_OPEN: maxPerOpen,
    },
    minted,
  ] = await Promise.all([
    readGetters(client, contract, [
      'getRarityOdds',
      'getCardIds',
      'cardsRemaining',
      'outstanding',
      'paused',
      'MAX_PER_TX',
      'MAX_PER_OPEN',
    ]),
    read(client, { ...contract, functionName: 'totalMinted' }),
  ])
  const quotas = await Promise.all(
    cardIds.map((cardId) => read(client, { ...contract, functionName: 'cardsQuota', args: [cardId] })),
  )
  return {
    odds: rarities.map((rarity, i) => ({ rarity, bps: bps[i] ?? 0n })),
    cards: cardIds.map((cardId, i) => ({ cardId, quota: quotas[i] ?? 0n })),
    cardsRemaining,
    minted,
    outstanding,
    paused,
    maxPerTx,
    maxPerOpen,
  }
}
