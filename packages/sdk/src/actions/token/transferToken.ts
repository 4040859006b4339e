import { finaTokenAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type TransferTokenParameters = {
  account: Account | Address
  to: Address
  /** Amount in base units. */
  amount: bigint
  /** An ERC-20 token; default: the chain's FinaToken. */
  token?: Address
}
export type TransferTokenReturnType = PreparedWrite<typeof finaTokenAbi, 'transfer'>
/** E.g. `ERC20InsufficientBalance(sender, balance, needed)`. */
export type TransferTokenErrorType = FinaverseError

/**
 * Simulates an ERC-20 `transfer(to, amount)` and returns the request with its gas and fee.
 *
 * @example
 * const prepared = await transferToken(clients.bsc, { account, to: friend, amount: parseEther('1') })
 */
export async function transferToken(
  client: AnyClient,
  parameters: TransferTokenParameters,
): Promise<TransferTokenReturnType> {
  return prepareWrite(client, {
    abi: finaTokenAbi,
    address: contractAddress(client, 'FinaToken', parameters.token),
    functionName: 'transfer',
    args: [parameters.to, parameters.amount],
    account: parameters.account,
  })
}
