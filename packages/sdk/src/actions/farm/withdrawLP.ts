import { finaFarmAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type WithdrawLPParameters = {
  account: Account | Address
  pid: bigint
  /** Amount in base units, at most the staked amount. */
  amount: bigint
  farm?: Address
}
export type WithdrawLPReturnType = PreparedWrite<typeof finaFarmAbi, 'withdrawLP'>
/** E.g. `WrongAmount(amount)` above the stake, `UnknownPool(pid)`. */
export type WithdrawLPErrorType = FinaverseError

/**
 * Simulates `withdrawLP(pid, amount)`: pays the pending reward at the current tier and returns `amount`.
 *
 * @example
 * const prepared = await withdrawLP(clients.bsc, { account, pid: 0n, amount: parseEther('1') })
 */
export async function withdrawLP(
  client: AnyClient,
  parameters: WithdrawLPParameters,
): Promise<WithdrawLPReturnType> {
  return prepareWrite(client, {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    functionName: 'withdrawLP',
    args: [parameters.pid, parameters.amount],
    account: parameters.account,
  })
}
