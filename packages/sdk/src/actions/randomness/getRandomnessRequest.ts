import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetRandomnessRequestParameters = {
  /** The coordinator's request id (a consumer's `requestId`: `BoxesOpened`, `MergeAdded`, `MintAdded`). */
  requestId: bigint
  /** The coordinator; default: the chain's RandomnessCoordinator. */
  coordinator?: Address
  /** The coordinator's `requestTimeout` when the caller knows it (a keeper reading many requests): one read less. */
  requestTimeout?: bigint
}
export type GetRandomnessRequestReturnType = {
  /** `none` (unknown id), `pending`, `fulfilled` (operator preimage) or `timedOut` (public fallback). */
  status: 'none' | 'pending' | 'fulfilled' | 'timedOut'
  /** The block of the request. */
  blockNumber: bigint
  /** The block whose hash is the entropy (`blockNumber + 1` unless re-anchored). */
  entropyBlock: bigint
  /** The first block from which anyone may call `resolveTimedOut` (`blockNumber + requestTimeout + 1`). */
  timeoutBlock: bigint
  epoch: number
  index: bigint
  /** The contract that asked (a box, the card contract's merges and mints, the raffle). */
  consumer: Address
  /** Whether the entropy block's hash is stored (by a resolution or `recordEntropy`). */
  entropyRecorded: boolean
}
/** The node's error (`NETWORK_ERROR`), `WRONG_NETWORK` without a coordinator. */
export type GetRandomnessRequestErrorType = FinaverseError

const STATUSES = ['none', 'pending', 'fulfilled', 'timedOut'] as const

/**
 * Reads a randomness request of the coordinator: its status, block, entropy block, and the block from which it can be
 * resolved with the public fallback (`resolveTimedOut`), so a page can show "waiting" and then "resolve now".
 *
 * @example
 * const { status, timeoutBlock } = await getRandomnessRequest(clients.bsc, { requestId })
 */
export async function getRandomnessRequest(
  client: AnyClient,
  parameters: GetRandomnessRequestParameters,
): Promise<GetRandomnessRequestReturnType> {
  const address = contractAddress(client, 'RandomnessCoordinator', parameters.coordinator)
  const [request, timeout] = await Promise.all([
    read(client, {
      abi: randomnessCoordinatorAbi,
      address,
      functionName: 'getRequest',
      args: [parameters.requestId],
    }),
    parameters.requestTimeout ??
      read(client, { abi: randomnessCoordinatorAbi, address, functionName: 'requestTimeout' }),
  ])
  return {
    status: STATUSES[request.status] ?? 'none',
    blockNumber: request.blockNumber,
    entropyBlock: request.entropyBlock,
    timeoutBlock: request.blockNumber + timeout + 1n,
    epoch: request.epoch,
    index: request.index,
    consumer: request.consumer,
    entropyRecorded: request.entropyRecorded,
  }
}
