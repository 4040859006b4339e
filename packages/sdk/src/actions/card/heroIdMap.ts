import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type HeroIdMapParameters = {
  tokenId: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type HeroIdMapReturnType = ContractFunctionReturnType<typeof heroCardAbi, 'view' | 'pure', 'heroIdMap'>
/** E.g. `OwnerQueryForNonexistentToken()`. */
export type HeroIdMapErrorType = FinaverseError

/**
 * Reads `heroIdMap(tokenId)`: the card's hero id (= its card type id).
 *
 * @example
 * const heroId = await heroIdMap(clients.bsc, { tokenId: 1n })
 */
export async function heroIdMap(
  client: AnyClient,
  parameters: HeroIdMapParameters,
): Promise<HeroIdMapReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'heroIdMap',
    args: [parameters.tokenId],
  })
}
