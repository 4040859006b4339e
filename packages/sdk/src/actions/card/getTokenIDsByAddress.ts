import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetTokenIDsByAddressParameters = {
  /** The card owner. */
  owner: Address
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type GetTokenIDsByAddressReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'getTokenIDsByAddress'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetTokenIDsByAddressErrorType = FinaverseError

/**
 * Reads `getTokenIDsByAddress(owner)`: the owner's card token ids (the original site's name for `tokensOfOwner`).
 *
 * @example
 * const ids = await getTokenIDsByAddress(clients.bsc, { owner: account })
 */
export async function getTokenIDsByAddress(
  client: AnyClient,
  parameters: GetTokenIDsByAddressParameters,
): Promise<GetTokenIDsByAddressReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'getTokenIDsByAddress',
    args: [parameters.owner],
  })
}
