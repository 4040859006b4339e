import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetMergeIdsParameters = {
  user: Address
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type GetMergeIdsReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'getMergeIds'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetMergeIdsErrorType = FinaverseError

/**
 * Reads `getMergeIds(user)`: the user's merge ids, in the order of `getMergeInfos(user)` (so a pending merge found
 * there can be watched with `waitForMergeResolution` after a reload).
 *
 * @example
 * const [ids, infos] = await Promise.all([getMergeIds(clients.bsc, { user }), getMergeInfos(clients.bsc, { user })])
 */
export async function getMergeIds(
  client: AnyClient,
  parameters: GetMergeIdsParameters,
): Promise<GetMergeIdsReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'getMergeIds',
    args: [parameters.user],
  })
}
