import { randomnessAdapterAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetRandomnessRequestParameters = {
  /** The adapter's request id (a consumer's `requestId`: `BoxesOpened`, `MergeAdded`, `MintAdded`). */
  requestId: bigint
  /** The randomness adapter; default: the chain's RandomnessAdapter. */
  coordinator?: Address
}
/**
 * `none` (unknown id), `pending` (waiting for Chainlink VRF), `fulfilled` (the word is recorded but its consumer
 * still has to run: `deliverRandomness`), `delivered`, `cancelled` (its refund still has to run:
 * `deliverRandomness`), `refunded`.
 */
export type RandomnessStatus = 'none' | 'pending' | 'fulfilled' | 'delivered' | 'cancelled' | 'refunded'
export type GetRandomnessRequestReturnType = {
  status: RandomnessStatus
  /** The contract that asked (a box, the card contract's merges and mints, the raffle). */
  consumer: Address
  /** The VRF coordinator's request id (its `RandomWordsRequested` and `RandomWordsFulfilled` events name it). */
  vrfRequestId: bigint
  /** Unix time from which the request can be cancelled if VRF has not answered (`cancelRandomness`). */
  cancelAfter: bigint
  /** The block of a cancellation request (0: none); `completeCancelRandomness` works from the next block on. */
  cancelBlock: bigint
  /** The random word VRF gave (0 until fulfilled). */
  randomness: bigint
}
/** The node's error (`NETWORK_ERROR`), `WRONG_NETWORK` without a coordinator. */
export type GetRandomnessRequestErrorType = FinaverseError

const STATUSES = ['none', 'pending', 'fulfilled', 'delivered', 'cancelled', 'refunded'] as const

/**
 * Reads a randomness request of the VRF adapter: its status, VRF request id, word, and from when it can be
 * cancelled, so a page can show "waiting for Chainlink VRF" and, if VRF never answers, "take back".
 *
 * @example
 * const { status, cancelAfter } = await getRandomnessRequest(clients.bsc, { requestId })
 */
export async function getRandomnessRequest(
  client: AnyClient,
  parameters: GetRandomnessRequestParameters,
): Promise<GetRandomnessRequestReturnType> {
  const request = await read(client, {
    abi: randomnessAdapterAbi,
    address: contractAddress(client, 'RandomnessAdapter', parameters.coordinator),
    functionName: 'getRequest',
    args: [parameters.requestId],
  })
  return {
    status: STATUSES[request.status] ?? 'none',
    consumer: request.consumer,
    vrfRequestId: request.vrfRequestId,
    cancelAfter: BigInt(request.cancelAfter),
    cancelBlock: BigInt(request.cancelBlock),
    randomness: request.randomness,
  }
}
