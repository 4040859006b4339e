import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetMintIdsParameters = {
  user: Address
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type GetMintIdsReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'getMintIds'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetMintIdsErrorType = FinaverseError

/**
 * Reads `getMintIds(user)`: the user's mint request ids, oldest first (the i-th is `getMintInfos(user)[i]`).
 *
 * @example
 * const mintIds = await getMintIds(clients.bsc, { user: account })
 */
export async function getMintIds(
  client: AnyClient,
  parameters: GetMintIdsParameters,
): Promise<GetMintIdsReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'getMintIds',
    args: [parameters.user],
  })
}
