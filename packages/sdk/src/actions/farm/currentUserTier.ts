import { finaFarmAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type CurrentUserTierParameters = { pid: bigint; user: Address; farm?: Address }
/** The tier index reached by the average deposit time; -1 when no tier is reached yet (or nothing is staked). */
export type CurrentUserTierReturnType = number
export type CurrentUserTierErrorType = FinaverseError

/**
 * Reads `currentUserTier(pid, user)` as a number.
 *
 * @example
 * const tier = await currentUserTier(clients.bsc, { pid: 0n, user: account }) // -1, 0, 1, ...
 */
export async function currentUserTier(
  client: AnyClient,
  parameters: CurrentUserTierParameters,
): Promise<CurrentUserTierReturnType> {
  const tier = await read(client, {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    functionName: 'currentUserTier',
    args: [parameters.pid, parameters.user],
  })
  return Number(tier)
}
