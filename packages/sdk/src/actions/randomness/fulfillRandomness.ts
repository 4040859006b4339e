import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import type { Account, Address, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type FulfillRandomnessParameters = {
  account: Account | Address
  /** The next pending request (requests resolve in order). */
  requestId: bigint
  /** The preimage at the request's index of its hash chain: `H^(size - index)(seed)`. */
  preimage: Hex
  /** The coordinator; default: the chain's RandomnessCoordinator. */
  coordinator?: Address
}
export type FulfillRandomnessReturnType = PreparedWrite<typeof randomnessCoordinatorAbi, 'fulfillRandomness'>
/**
 * E.g. `InvalidPreimage(requestId)`, `OutOfOrder(requestId, next)`, `EntropyNotReady(requestId, readyAtBlock)`,
 * `FulfilmentClosed(requestId, deadlineBlock)` past the window (resolve with `resolveTimedOut`), `RequestNotPending`.
 */
export type FulfillRandomnessErrorType = FinaverseError

/**
 * Simulates the operator's `fulfillRandomness(requestId, preimage)` (the keeper's job; anyone holding the preimage
 * may send it): reveals the hash chain's preimage at the request's index, which resolves the request with
 * `keccak256(abi.encode(preimage, requestId, entropy))` and calls its consumer back (box opened, merge resolved...).
 *
 * @example
 * const prepared = await fulfillRandomness(clients.bsc, { account: keeper, requestId, preimage })
 */
export async function fulfillRandomness(
  client: AnyClient,
  parameters: FulfillRandomnessParameters,
): Promise<FulfillRandomnessReturnType> {
  return prepareWrite(client, {
    abi: randomnessCoordinatorAbi,
    address: contractAddress(client, 'RandomnessCoordinator', parameters.coordinator),
    functionName: 'fulfillRandomness',
    args: [parameters.requestId, parameters.preimage],
    account: parameters.account,
  })
}
