import { finaFarmAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type RewardOwedParameters = { user: Address; farm?: Address }
/** FINA (base units) a claim could not pay because the reward reserve ran short; paid by a later claim. */
export type RewardOwedReturnType = bigint
export type RewardOwedErrorType = FinaverseError

/**
 * Reads the farm's `rewardOwed(user)`: rewards earned but not yet paid because the reserve was underfunded.
 *
 * @example
 * const owed = await rewardOwed(clients.bsc, { user: account })
 */
export async function rewardOwed(
  client: AnyClient,
  parameters: RewardOwedParameters,
): Promise<RewardOwedReturnType> {
  return read(client, {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    functionName: 'rewardOwed',
    args: [parameters.user],
  })
}
