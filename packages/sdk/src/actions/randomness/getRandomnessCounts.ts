import { randomnessAdapterAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { readGetters } from '../../internal/read.js'

export type GetRandomnessCountsParameters = {
  /** The randomness adapter; default: the chain's RandomnessAdapter. */
  coordinator?: Address
}
export type GetRandomnessCountsReturnType = {
  /** Requests made so far (ids run from 1 to `requestCount`). */
  requestCount: bigint
  /** Requests neither fulfilled by Chainlink VRF nor cancelled (in any order: none waits for another). */
  pendingCount: bigint
}
/** The node's error (`NETWORK_ERROR`). */
export type GetRandomnessCountsErrorType = FinaverseError

/**
 * Reads the randomness adapter's counters at once (one multicall on a batching client): requests made, and those
 * still waiting for Chainlink VRF. The admin can change the VRF coordinator only while none is pending.
 *
 * @example
 * const { requestCount, pendingCount } = await getRandomnessCounts(clients.bsc)
 */
export async function getRandomnessCounts(
  client: AnyClient,
  parameters: GetRandomnessCountsParameters = {},
): Promise<GetRandomnessCountsReturnType> {
  const address = contractAddress(client, 'RandomnessAdapter', parameters.coordinator)
  return readGetters(client, { abi: randomnessAdapterAbi, address }, ['requestCount', 'pendingCount'])
}
