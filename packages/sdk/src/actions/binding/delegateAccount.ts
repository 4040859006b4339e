import { emailBindingAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type DelegateAccountParameters = {
  account: Account | Address
  /** The address that may act under the account's binding. */
  delegate: Address
  binding?: Address
}
export type DelegateAccountReturnType = PreparedWrite<typeof emailBindingAbi, 'delegateAccount'>
/** E.g. `NotBound(account)`, `InvalidDelegate(delegate)`, `AddressIsNull()`. */
export type DelegateAccountErrorType = FinaverseError

/**
 * Simulates `delegateAccount(delegate)`: offers `delegate` to act under the caller's e-mail binding; it takes effect
 * when `delegate` accepts with `acceptDelegation`.
 *
 * @example
 * const prepared = await delegateAccount(clients.bsc, { account, delegate: hotWallet })
 */
export async function delegateAccount(
  client: AnyClient,
  parameters: DelegateAccountParameters,
): Promise<DelegateAccountReturnType> {
  return prepareWrite(client, {
    abi: emailBindingAbi,
    address: contractAddress(client, 'EmailBinding', parameters.binding),
    functionName: 'delegateAccount',
    args: [parameters.delegate],
    account: parameters.account,
  })
}
