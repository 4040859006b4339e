import { heroCardAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type CardInfoesParameters = {
  /** The card type id (= hero id). */
  cardId: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type CardInfoesReturnType = {
  id: bigint
  camp: bigint
  rarity: bigint
  name: string
  currentAmount: bigint
  maxAmount: bigint
  cardURI: string
}
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type CardInfoesErrorType = FinaverseError

/**
 * Reads `cardInfoes(cardId)`: a card type (one hero): faction (`camp` 1..4), rarity, name, minted and maximum
 * amounts, image URI. An unknown id gives zeros and empty strings.
 *
 * @example
 * const { name, rarity, cardURI } = await cardInfoes(clients.bsc, { cardId: 31n })
 */
export async function cardInfoes(
  client: AnyClient,
  parameters: CardInfoesParameters,
): Promise<CardInfoesReturnType> {
  const result = await read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'cardInfoes',
    args: [parameters.cardId],
  })
  return {
    id: result[0],
    camp: result[1],
    rarity: result[2],
    name: result[3],
    currentAmount: result[4],
    maxAmount: result[5],
    cardURI: result[6],
  }
}
