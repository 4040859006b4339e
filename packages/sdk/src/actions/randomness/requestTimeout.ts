import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type RequestTimeoutParameters = {
  /** The coordinator; default: the chain's RandomnessCoordinator. */
  coordinator?: Address
}
/** Blocks after its request block during which a request may be fulfilled with the operator's preimage. */
export type RequestTimeoutReturnType = bigint
/** The node's error (`NETWORK_ERROR`). */
export type RequestTimeoutErrorType = FinaverseError

/**
 * Reads the coordinator's `requestTimeout`: a request made in block `b` can be resolved with the public fallback
 * value (`resolveTimedOut`) from block `b + requestTimeout + 1`.
 *
 * @example
 * const blocks = await requestTimeout(clients.bsc, {})
 */
export async function requestTimeout(
  client: AnyClient,
  parameters: RequestTimeoutParameters = {},
): Promise<RequestTimeoutReturnType> {
  return read(client, {
    abi: randomnessCoordinatorAbi,
    address: contractAddress(client, 'RandomnessCoordinator', parameters.coordinator),
    functionName: 'requestTimeout',
    args: [],
  })
}
