import { emailBindingAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type RemoveDelegatorParameters = { account: Account | Address; binding?: Address }
export type RemoveDelegatorReturnType = PreparedWrite<typeof emailBindingAbi, 'removeDelegator'>
/** E.g. `NotDelegated(account)` when the caller acts under nobody's binding. */
export type RemoveDelegatorErrorType = FinaverseError

/**
 * Simulates `removeDelegator()`: the delegate ends the delegation it acts under.
 *
 * @example
 * const prepared = await removeDelegator(clients.bsc, { account: delegate })
 */
export async function removeDelegator(
  client: AnyClient,
  parameters: RemoveDelegatorParameters,
): Promise<RemoveDelegatorReturnType> {
  return prepareWrite(client, {
    abi: emailBindingAbi,
    address: contractAddress(client, 'EmailBinding', parameters.binding),
    functionName: 'removeDelegator',
    args: [],
    account: parameters.account,
  })
}
