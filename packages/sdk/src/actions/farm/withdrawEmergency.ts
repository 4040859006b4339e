import { finaFarmAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type WithdrawEmergencyParameters = {
  account: Account | Address
  pid: bigint
  farm?: Address
}
export type WithdrawEmergencyReturnType = PreparedWrite<typeof finaFarmAbi, 'withdrawEmergency'>
/** E.g. `NothingStaked(pid, user)`. */
export type WithdrawEmergencyErrorType = FinaverseError

/**
 * Simulates `withdrawEmergency(pid)`: returns the whole stake and forfeits the pending reward (works while paused).
 *
 * @example
 * const prepared = await withdrawEmergency(clients.bsc, { account, pid: 1n })
 */
export async function withdrawEmergency(
  client: AnyClient,
  parameters: WithdrawEmergencyParameters,
): Promise<WithdrawEmergencyReturnType> {
  return prepareWrite(client, {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    functionName: 'withdrawEmergency',
    args: [parameters.pid],
    account: parameters.account,
  })
}
