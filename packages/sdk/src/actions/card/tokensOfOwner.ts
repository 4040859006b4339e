import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type TokensOfOwnerParameters = {
  /** The card owner. */
  owner: Address
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type TokensOfOwnerReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'tokensOfOwner'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type TokensOfOwnerErrorType = FinaverseError

/**
 * Reads `tokensOfOwner(owner)`: the token ids of every card the owner holds, ascending (a call that walks
 * all ids: for reads, never for transactions).
 *
 * @example
 * const ids = await tokensOfOwner(clients.bsc, { owner: account })
 */
export async function tokensOfOwner(
  client: AnyClient,
  parameters: TokensOfOwnerParameters,
): Promise<TokensOfOwnerReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'tokensOfOwner',
    args: [parameters.owner],
  })
}
