import { finaFarmAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type PendingLPRewardParameters = { pid: bigint; user: Address; farm?: Address }
/** The full pending reward in FINA base units, before the tier share. */
export type PendingLPRewardReturnType = bigint
export type PendingLPRewardErrorType = FinaverseError

/**
 * Reads `pendingLPReward(pid, user)`: the reward accrued so far (what a claim pays at the top tier).
 *
 * @example
 * const pending = await pendingLPReward(clients.bsc, { pid: 0n, user: account })
 */
export async function pendingLPReward(
  client: AnyClient,
  parameters: PendingLPRewardParameters,
): Promise<PendingLPRewardReturnType> {
  return read(client, {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    functionName: 'pendingLPReward',
    args: [parameters.pid, parameters.user],
  })
}
