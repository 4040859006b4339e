import { randomnessAdapterAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type RequestTimeoutParameters = {
  /** The randomness adapter; default: the chain's RandomnessAdapter. */
  coordinator?: Address
}
/** Seconds after a request from which it can be cancelled if Chainlink VRF never answered it (new requests). */
export type RequestTimeoutReturnType = bigint
/** The node's error (`NETWORK_ERROR`). */
export type RequestTimeoutErrorType = FinaverseError

/**
 * Reads the adapter's `requestTimeout` in seconds (default 24 hours). Each request keeps the timeout of the time it
 * was made: its `cancelAfter` ({@link getRandomnessRequest}).
 *
 * @example
 * const seconds = await requestTimeout(clients.bsc, {})
 */
export async function requestTimeout(
  client: AnyClient,
  parameters: RequestTimeoutParameters = {},
): Promise<RequestTimeoutReturnType> {
  return read(client, {
    abi: randomnessAdapterAbi,
    address: contractAddress(client, 'RandomnessAdapter', parameters.coordinator),
    functionName: 'requestTimeout',
    args: [],
  })
}
