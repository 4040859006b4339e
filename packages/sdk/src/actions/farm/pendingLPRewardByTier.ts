import { finaFarmAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type PendingLPRewardByTierParameters = { pid: bigint; user: Address; farm?: Address }
/** What a claim would pay now, in FINA base units: the pending reward times the current tier's share. */
export type PendingLPRewardByTierReturnType = bigint
export type PendingLPRewardByTierErrorType = FinaverseError

/**
 * Reads `pendingLPRewardByTier(pid, user)`: the part of the pending reward the current deposit-duration tier pays.
 *
 * @example
 * const claimable = await pendingLPRewardByTier(clients.bsc, { pid: 0n, user: account })
 */
export async function pendingLPRewardByTier(
  client: AnyClient,
  parameters: PendingLPRewardByTierParameters,
): Promise<PendingLPRewardByTierReturnType> {
  return read(client, {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    functionName: 'pendingLPRewardByTier',
    args: [parameters.pid, parameters.user],
  })
}
