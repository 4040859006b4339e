import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { readGetters } from '../../internal/read.js'

export type GetRandomnessCountsParameters = {
  /** The coordinator; default: the chain's RandomnessCoordinator. */
  coordinator?: Address
}
export type GetRandomnessCountsReturnType = {
  /** Requests made so far (ids run from 1 to `requestCount`). */
  requestCount: bigint
  /** Requests resolved so far (fulfilled or timed out; they resolve in order). */
  resolvedCount: bigint
  /** Hash chains committed so far (epochs 0 to `chainCount - 1`). */
  chainCount: number
}
/** The node's error (`NETWORK_ERROR`). */
export type GetRandomnessCountsErrorType = FinaverseError

/**
 * Reads the coordinator's counters at once (one multicall on a batching client): requests made and resolved, and
 * chains committed. Requests `resolvedCount + 1 .. requestCount` are pending; a new chain can only be committed when
 * none is.
 *
 * @example
 * const { requestCount, resolvedCount } = await getRandomnessCounts(clients.bsc)
 */
export async function getRandomnessCounts(
  client: AnyClient,
  parameters: GetRandomnessCountsParameters = {},
): Promise<GetRandomnessCountsReturnType> {
  const address = contractAddress(client, 'RandomnessCoordinator', parameters.coordinator)
  return readGetters(client, { abi: randomnessCoordinatorAbi, address }, [
    'requestCount',
    'resolvedCount',
    'chainCount',
  ])
}
