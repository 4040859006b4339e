import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type CompleteCancelRandomnessParameters = {
  account: Account | Address
  /** The adapter's request id (a consumer's `requestId`: `BoxesOpened`, `MergeAdded`, `MintAdded`). */
  requestId: bigint
  /** The coordinator; default: the chain's RandomnessCoordinator. */
  coordinator?: Address
}
export type CompleteCancelRandomnessReturnType = PreparedWrite<
  typeof randomnessCoordinatorAbi,
  'completeCancel'
>
/** E.g. `CancelNotReady` in the block of the cancel or before it, `WrongStatus` once fulfilled. */
export type CompleteCancelRandomnessErrorType = FinaverseError

/**
 * Simulates `completeCancel(requestId)`: completes a cancellation from the block after `cancelRandomness` (anyone).
 * The box comes back as a fresh unopened box, merged cards are freed and their fee refunded, a mint request's payment
 * is refunded, a raffle draw is re-sent as a fresh draw.
 *
 * @example
 * const prepared = await completeCancelRandomness(clients.bsc, { account, requestId })
 */
export async function completeCancelRandomness(
  client: AnyClient,
  parameters: CompleteCancelRandomnessParameters,
): Promise<CompleteCancelRandomnessReturnType> {
  return prepareWrite(client, {
    abi: randomnessCoordinatorAbi,
    address: contractAddress(client, 'RandomnessCoordinator', parameters.coordinator),
    functionName: 'completeCancel',
    args: [parameters.requestId],
    account: parameters.account,
  })
}
