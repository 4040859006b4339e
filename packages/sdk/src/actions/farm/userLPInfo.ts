import { finaFarmAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type UserLPInfoParameters = { pid: bigint; user: Address; farm?: Address }
/** A user's position in a farm pool (all zero when there is none). Times are unix seconds. */
export type UserLPInfoReturnType = {
  amount: bigint
  rewardDebt: bigint
  firstDepositedTime: bigint
  averageDepositedTime: bigint
}
export type UserLPInfoErrorType = FinaverseError

/**
 * Reads `userLPInfo(pid, user)`.
 *
 * @example
 * const { amount, averageDepositedTime } = await userLPInfo(clients.bsc, { pid: 0n, user: account })
 */
export async function userLPInfo(
  client: AnyClient,
  parameters: UserLPInfoParameters,
): Promise<UserLPInfoReturnType> {
  const [amount, rewardDebt, firstDepositedTime, averageDepositedTime] = await read(client, {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    functionName: 'userLPInfo',
    args: [parameters.pid, parameters.user],
  })
  return { amount, rewardDebt, firstDepositedTime, averageDepositedTime }
}
