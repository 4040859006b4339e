import { emailBindingAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type AcceptDelegationParameters = {
  account: Account | Address
  /** The account that offered its binding with `delegateAccount(account's address)`. */
  delegator: Address
  binding?: Address
}
export type AcceptDelegationReturnType = PreparedWrite<typeof emailBindingAbi, 'acceptDelegation'>
/** E.g. `InvalidDelegate(account)` without an offer to it, `NotBound(delegator)`. */
export type AcceptDelegationErrorType = FinaverseError

/**
 * Simulates `acceptDelegation(delegator)`: the second step of a delegation; `delegateAccount` only offers it.
 *
 * @example
 * const prepared = await acceptDelegation(clients.bsc, { account: delegate, delegator })
 */
export async function acceptDelegation(
  client: AnyClient,
  parameters: AcceptDelegationParameters,
): Promise<AcceptDelegationReturnType> {
  return prepareWrite(client, {
    abi: emailBindingAbi,
    address: contractAddress(client, 'EmailBinding', parameters.binding),
    functionName: 'acceptDelegation',
    args: [parameters.delegator],
    account: parameters.account,
  })
}
