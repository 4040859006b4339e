import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetMintHeroesParameters = {
  mintId: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type GetMintHeroesReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'getMintHeroes'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetMintHeroesErrorType = FinaverseError

/**
 * Reads `getMintHeroes(mintId)`: the heroes the randomness drew for a mint request (empty before resolution).
 *
 * @example
 * const heroIds = await getMintHeroes(clients.bsc, { mintId: 1n })
 */
export async function getMintHeroes(
  client: AnyClient,
  parameters: GetMintHeroesParameters,
): Promise<GetMintHeroesReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'getMintHeroes',
    args: [parameters.mintId],
  })
}
