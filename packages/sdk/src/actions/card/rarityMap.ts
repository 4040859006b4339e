import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type RarityMapParameters = {
  tokenId: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type RarityMapReturnType = ContractFunctionReturnType<typeof heroCardAbi, 'view' | 'pure', 'rarityMap'>
/** E.g. `OwnerQueryForNonexistentToken()`. */
export type RarityMapErrorType = FinaverseError

/**
 * Reads `rarityMap(tokenId)`: the card's current rarity (1 B, 2 A, 3 S, 4 S+, 5 SS, 6 SS+, 7 SSS, 8 SSS+, 9 X).
 *
 * @example
 * const rarity = await rarityMap(clients.bsc, { tokenId: 1n })
 */
export async function rarityMap(
  client: AnyClient,
  parameters: RarityMapParameters,
): Promise<RarityMapReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'rarityMap',
    args: [parameters.tokenId],
  })
}
