import { randomnessAdapterAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type CompleteCancelRandomnessParameters = {
  account: Account | Address
  /** The adapter's request id (a consumer's `requestId`: `BoxesOpened`, `MergeAdded`, `MintAdded`). */
  requestId: bigint
  /** The randomness adapter; default: the chain's RandomnessAdapter. */
  coordinator?: Address
}
export type CompleteCancelRandomnessReturnType = PreparedWrite<typeof randomnessAdapterAbi, 'completeCancel'>
/**
 * The least gas limit `completeCancelRandomness` sends: the adapter runs the consumer's refund inside a call that
 * catches its failure, so a node's estimate can stop where the refund ran out of gas and the request would be left
 * "cancelled, not refunded" (the adapter also refuses less than 1.5M gas left). 3M covers the largest refund (a
 * 50-pair merge: about 0.93M, measured in the contracts' test/cards/vrf-callback-gas.test.ts) with a margin; the
 * unused part of a limit is not charged.
 */
export const COMPLETE_CANCEL_GAS = 3_000_000n

/** E.g. `CancelNotReady` in the block of the cancel or before it, `WrongStatus` once fulfilled. */
export type CompleteCancelRandomnessErrorType = FinaverseError

/**
 * Simulates `completeCancel(requestId)`: completes a cancellation from the block after `cancelRandomness` (anyone).
 * The box comes back as a fresh unopened box, merged cards are freed and their fee refunded, a mint request's payment
 * is refunded, a raffle draw is re-sent as a fresh draw. Sends a gas limit of at least {@link COMPLETE_CANCEL_GAS}.
 *
 * @example
 * const prepared = await completeCancelRandomness(clients.bsc, { account, requestId })
 */
export async function completeCancelRandomness(
  client: AnyClient,
  parameters: CompleteCancelRandomnessParameters,
): Promise<CompleteCancelRandomnessReturnType> {
  return prepareWrite(client, {
    abi: randomnessAdapterAbi,
    address: contractAddress(client, 'RandomnessAdapter', parameters.coordinator),
    functionName: 'completeCancel',
    args: [parameters.requestId],
    account: parameters.account,
    minGas: COMPLETE_CANCEL_GAS,
    // The adapter refuses less than 1.5M gas left, so a node's estimate searches above its first try; Hardhat's node
    // refuses a search that tries a limit above its per-transaction cap.
    fallbackGas: COMPLETE_CANCEL_GAS,
  })
}
