import { randomnessAdapterAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type DeliverRandomnessParameters = {
  account: Account | Address
  /** The adapter's request id (a consumer's `requestId`: `BoxesOpened`, `MergeAdded`, `MintAdded`). */
  requestId: bigint
  /** The randomness adapter; default: the chain's RandomnessAdapter. */
  coordinator?: Address
}
export type DeliverRandomnessReturnType = PreparedWrite<typeof randomnessAdapterAbi, 'deliver'>
/** E.g. `WrongStatus` when there is nothing to deliver; the consumer's own error when it fails again. */
export type DeliverRandomnessErrorType = FinaverseError

/**
 * Simulates `deliver(requestId)`: runs a recorded outcome whose consumer call failed (too little callback gas for a
 * large batch), or a refund that failed, again (anyone). The word is the one Chainlink VRF gave: nothing is re-drawn.
 *
 * @example
 * const prepared = await deliverRandomness(clients.bsc, { account, requestId })
 */
export async function deliverRandomness(
  client: AnyClient,
  parameters: DeliverRandomnessParameters,
): Promise<DeliverRandomnessReturnType> {
  return prepareWrite(client, {
    abi: randomnessAdapterAbi,
    address: contractAddress(client, 'RandomnessAdapter', parameters.coordinator),
    functionName: 'deliver',
    args: [parameters.requestId],
    account: parameters.account,
  })
}
