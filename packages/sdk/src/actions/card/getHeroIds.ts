import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetHeroIdsParameters = {
  /** Card token ids. */
  tokenIds: readonly bigint[]
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type GetHeroIdsReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'getHeroIds'
>
/** E.g. `OwnerQueryForNonexistentToken()` for a burned or unminted id. */
export type GetHeroIdsErrorType = FinaverseError

/**
 * Reads `getHeroIds(tokenIds)`: the hero id of each card.
 *
 * @example
 * const [heroId] = await getHeroIds(clients.bsc, { tokenIds: [1n] })
 */
export async function getHeroIds(
  client: AnyClient,
  parameters: GetHeroIdsParameters,
): Promise<GetHeroIdsReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'getHeroIds',
    args: [parameters.tokenIds],
  })
}
