import { emailBindingAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type RemoveAccountParameters = {
  /** An admin (ADMIN_ROLE of EmailBinding): support staff for a lost wallet or abuse. */
  account: Account | Address
  /** Whose binding (and delegation) to remove. */
  target: Address
  binding?: Address
}
export type RemoveAccountReturnType = PreparedWrite<typeof emailBindingAbi, 'removeAccount'>
/** E.g. `NotBound(target)`, `AccessControlUnauthorizedAccount(caller, role)`. */
export type RemoveAccountErrorType = FinaverseError

/**
 * Simulates the admin's `removeAccount(target)`: deletes a wallet's e-mail binding and its delegation.
 *
 * @example
 * const prepared = await removeAccount(clients.bsc, { account: admin, target: lostWallet })
 */
export async function removeAccount(
  client: AnyClient,
  parameters: RemoveAccountParameters,
): Promise<RemoveAccountReturnType> {
  return prepareWrite(client, {
    abi: emailBindingAbi,
    address: contractAddress(client, 'EmailBinding', parameters.binding),
    functionName: 'removeAccount',
    args: [parameters.target],
    account: parameters.account,
  })
}
