import { heroCardAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetCardIdsByRarityParameters = {
  /** 1 B, 2 A, 3 S, 4 S+, 5 SS, 6 SS+, 7 SSS, 8 SSS+, 9 X. */
  rarity: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
/** The card type ids (= hero ids) of the rarity. */
export type GetCardIdsByRarityReturnType = readonly bigint[]
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetCardIdsByRarityErrorType = FinaverseError

/**
 * Reads `getCardIdsByRarity(rarity)`: the card types (heroes) of a rarity, e.g. the B heroes a free mint may pick.
 *
 * @example
 * const bHeroes = await getCardIdsByRarity(clients.bsc, { rarity: 1n })
 */
export async function getCardIdsByRarity(
  client: AnyClient,
  parameters: GetCardIdsByRarityParameters,
): Promise<GetCardIdsByRarityReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'getCardIdsByRarity',
    args: [parameters.rarity],
  })
}
