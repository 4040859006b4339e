import { randomnessAdapterAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type CancelRandomnessParameters = {
  account: Account | Address
  /** The adapter's request id (a consumer's `requestId`: `BoxesOpened`, `MergeAdded`, `MintAdded`). */
  requestId: bigint
  /** The randomness adapter; default: the chain's RandomnessAdapter. */
  coordinator?: Address
}
export type CancelRandomnessReturnType = PreparedWrite<typeof randomnessAdapterAbi, 'cancel'>
/** E.g. `NotTimedOut(requestId, cancelAfter)` before the timeout, `WrongStatus` once fulfilled or already cancelled. */
export type CancelRandomnessErrorType = FinaverseError

/**
 * Simulates `cancel(requestId)`: marks a request Chainlink VRF did not answer by its `cancelAfter` time for
 * cancellation (anyone). A fulfilment mined in the same block still wins; from the next block on
 * `completeCancelRandomness` gives back what the request holds.
 *
 * @example
 * const prepared = await cancelRandomness(clients.bsc, { account, requestId })
 */
export async function cancelRandomness(
  client: AnyClient,
  parameters: CancelRandomnessParameters,
): Promise<CancelRandomnessReturnType> {
  return prepareWrite(client, {
    abi: randomnessAdapterAbi,
    address: contractAddress(client, 'RandomnessAdapter', parameters.coordinator),
    functionName: 'cancel',
    args: [parameters.requestId],
    account: parameters.account,
  })
}
