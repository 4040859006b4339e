import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type RecordEntropyParameters = {
  account: Account | Address
  /** A pending request. */
  requestId: bigint
  /** The coordinator; default: the chain's RandomnessCoordinator. */
  coordinator?: Address
}
export type RecordEntropyReturnType = PreparedWrite<typeof randomnessCoordinatorAbi, 'recordEntropy'>
/** E.g. `EntropyNotReady(requestId, readyAtBlock)` before the entropy block is mined, `RequestNotPending`. */
export type RecordEntropyErrorType = FinaverseError

/**
 * Simulates `recordEntropy(requestId)` (anyone): stores the hash of the request's entropy block, or, when that hash
 * can no longer be read, moves the entropy block to the next block (`EntropyReanchored`). The keeper sends it
 * before `resolveTimedOut` for a request it missed; a request whose entropy is recorded already is left as it is.
 *
 * @example
 * const prepared = await recordEntropy(clients.bsc, { account: keeper, requestId })
 */
export async function recordEntropy(
  client: AnyClient,
  parameters: RecordEntropyParameters,
): Promise<RecordEntropyReturnType> {
  return prepareWrite(client, {
    abi: randomnessCoordinatorAbi,
    address: contractAddress(client, 'RandomnessCoordinator', parameters.coordinator),
    functionName: 'recordEntropy',
    args: [parameters.requestId],
    account: parameters.account,
  })
}
