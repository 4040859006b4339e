import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetMergeInfosParameters = {
  user: Address
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type GetMergeInfosReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'getMergeInfos'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetMergeInfosErrorType = FinaverseError

/**
 * Reads `getMergeInfos(user)`: the user's merges (cards, price, designate or random, success rate,
 * randomness request, status 1 pending / 2 resolved / 4 cancelled, success, upgraded card).
 *
 * @example
 * const merges = await getMergeInfos(clients.bsc, { user: account })
 */
export async function getMergeInfos(
  client: AnyClient,
  parameters: GetMergeInfosParameters,
): Promise<GetMergeInfosReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'getMergeInfos',
    args: [parameters.user],
  })
}
