import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type ResolveTimedOutParameters = {
  account: Account | Address
  /** The coordinator's request id (a consumer's `requestId`: `BoxesOpened`, `MergeAdded`, `MintAdded`). */
  requestId: bigint
  /** The coordinator; default: the chain's RandomnessCoordinator. */
  coordinator?: Address
}
export type ResolveTimedOutReturnType = PreparedWrite<typeof randomnessCoordinatorAbi, 'resolveTimedOut'>
/**
 * E.g. `NotTimedOut(requestId, fromBlock)` while the keeper may still fulfil it, `OutOfOrder(requestId, next)` while
 * an earlier request is pending, `EntropyNotReady` after a re-anchor (`recordEntropy`), `RequestNotPending`.
 */
export type ResolveTimedOutErrorType = FinaverseError

/**
 * Simulates `resolveTimedOut(requestId)` (anyone): a request the keeper did not fulfil within the coordinator's
 * `requestTimeout` blocks resolves with the public fallback value `keccak256(abi.encode(FALLBACK_TAG, requestId,
 * entropy))` through the same callback as a fulfilment (the box opens, the merge resolves, the mint draws its heroes).
 * This replaces the cancels of earlier versions: nothing is refunded or re-drawn.
 *
 * @example
 * const prepared = await resolveTimedOut(clients.bsc, { account, requestId })
 */
export async function resolveTimedOut(
  client: AnyClient,
  parameters: ResolveTimedOutParameters,
): Promise<ResolveTimedOutReturnType> {
  return prepareWrite(client, {
    abi: randomnessCoordinatorAbi,
    address: contractAddress(client, 'RandomnessCoordinator', parameters.coordinator),
    functionName: 'resolveTimedOut',
    args: [parameters.requestId],
    account: parameters.account,
  })
}
