import { finaTokenAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type ApproveTokenParameters = {
  /** The owner who signs. */
  account: Account | Address
  spender: Address
  /** Amount in base units. */
  amount: bigint
  /** An ERC-20 token; default: the chain's FinaToken. */
  token?: Address
}
export type ApproveTokenReturnType = PreparedWrite<typeof finaTokenAbi, 'approve'>
export type ApproveTokenErrorType = FinaverseError

/**
 * Simulates `approve(spender, amount)` and returns the request with its gas and fee, ready for `sendPreparedWrite`.
 *
 * @example
 * const prepared = await approveToken(clients.bsc, { account, spender: farmAddress, amount: parseEther('10') })
 * const hash = await sendPreparedWrite(walletClient, prepared)
 */
export async function approveToken(
  client: AnyClient,
  parameters: ApproveTokenParameters,
): Promise<ApproveTokenReturnType> {
  return prepareWrite(client, {
    abi: finaTokenAbi,
    address: contractAddress(client, 'FinaToken', parameters.token),
    functionName: 'approve',
    args: [parameters.spender, parameters.amount],
    account: parameters.account,
  })
}
