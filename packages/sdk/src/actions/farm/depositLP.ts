import { finaFarmAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type DepositLPParameters = {
  account: Account | Address
  /** Farm pool id: BSC 0 FINA-BUSD, 1 FINA-BNB, 2 FINA; Polygon 0 FINA-MATIC. */
  pid: bigint
  /** LP (or FINA) amount in base units; approve the farm first. */
  amount: bigint
  /** The farm; default: the chain's FinaFarm. */
  farm?: Address
}
export type DepositLPReturnType = PreparedWrite<typeof finaFarmAbi, 'depositLP'>
/** E.g. `WrongAmount(0)`, `UnknownPool(pid)`, `ERC20InsufficientAllowance(...)`, `EnforcedPause()`. */
export type DepositLPErrorType = FinaverseError

/**
 * Simulates `depositLP(pid, amount)`: settles the pending reward at the current tier and stakes `amount`.
 *
 * @example
 * await sendPreparedWrite(walletClient, await approveToken(clients.bsc, { account, token: lpToken, spender: farm, amount }))
 * const prepared = await depositLP(clients.bsc, { account, pid: 0n, amount })
 * const hash = await sendPreparedWrite(walletClient, prepared)
 */
export async function depositLP(
  client: AnyClient,
  parameters: DepositLPParameters,
): Promise<DepositLPReturnType> {
  return prepareWrite(client, {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    functionName: 'depositLP',
    args: [parameters.pid, parameters.amount],
    account: parameters.account,
  })
}
