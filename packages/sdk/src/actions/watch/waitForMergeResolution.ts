import { heroCardAbi } from '@finaverse/contracts'
import type { Address, Hash } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import type { WatchOptions } from '../../internal/wait.js'
import { waitForContractEvent } from '../events/waitForContractEvent.js'

export type WaitForMergeResolutionParameters = {
  /** The merge id (`addMerge`'s result, or `MergeAdded.mergeId`). */
  mergeId: bigint
  /** The block of the merge transaction; default: the current block. */
  fromBlock?: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
} & WatchOptions
/** The outcome: on success `upgradedTokenId` went up one rarity and `burnedTokenId` was burned; on failure nothing changed. */
export type WaitForMergeResolutionReturnType = {
  readonly mergeId: bigint
  readonly success: boolean
  readonly upgradedTokenId: bigint
  readonly burnedTokenId: bigint
  readonly transactionHash: Hash
  readonly blockNumber: bigint
}
/** `REQUEST_TIMEOUT` when the merge was not resolved in time (nobody fulfilled it nor called `resolveTimedOut` after the randomness timeout), `UNKNOWN_ERROR` when aborted. */
export type WaitForMergeResolutionErrorType = FinaverseError

/**
 * Waits for `MergeResolved(mergeId, success, upgradedTokenId, burnedTokenId)`, emitted when the randomness of the
 * merge is fulfilled.
 *
 * @example
 * const { success, upgradedTokenId } = await waitForMergeResolution(clients.bsc, { mergeId: prepared.result, fromBlock: receipt.blockNumber })
 */
export async function waitForMergeResolution(
  client: AnyClient,
  parameters: WaitForMergeResolutionParameters,
): Promise<WaitForMergeResolutionReturnType> {
  const { mergeId, heroCard, ...watch } = parameters
  const log = await waitForContractEvent(client, {
    ...watch,
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', heroCard),
    eventName: 'MergeResolved',
    args: { mergeId },
  })
  const { success, upgradedTokenId, burnedTokenId } = log.args as {
    success: boolean
    upgradedTokenId: bigint
    burnedTokenId: bigint
  }
  return {
    mergeId,
    success,
    upgradedTokenId,
    burnedTokenId,
    transactionHash: log.transactionHash,
    blockNumber: log.blockNumber,
  }
}
