import { emailBindingAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type UndelegateAccountParameters = { account: Account | Address; binding?: Address }
export type UndelegateAccountReturnType = PreparedWrite<typeof emailBindingAbi, 'undelegateAccount'>
/** E.g. `NotDelegated(account)`. */
export type UndelegateAccountErrorType = FinaverseError

/**
 * Simulates `undelegateAccount()`: ends the caller's delegation.
 *
 * @example
 * const prepared = await undelegateAccount(clients.bsc, { account })
 */
export async function undelegateAccount(
  client: AnyClient,
  parameters: UndelegateAccountParameters,
): Promise<UndelegateAccountReturnType> {
  return prepareWrite(client, {
    abi: emailBindingAbi,
    address: contractAddress(client, 'EmailBinding', parameters.binding),
    functionName: 'undelegateAccount',
    args: [],
    account: parameters.account,
  })
}
