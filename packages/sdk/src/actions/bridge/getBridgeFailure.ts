import { cardBridgeMinterAbi } from '@finaverse/contracts'
import type { Address, Hash, Hex } from 'viem'
import { getContractEvents } from 'viem/actions'
import type { AnyClient } from '../../clients.js'
import { decodeFinaverseError, type FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'

export type GetBridgeFailureParameters = {
  messageId: Hex
  /** First Polygon block to search; default `'earliest'` (fine on the devnet and on nodes without a range limit). */
  fromBlock?: bigint
  /** The Polygon side of the bridge; default: the chain's CardBridgeMinter. */
  minter?: Address
}
/** The last failure of a message on Polygon, or null when it never failed. */
export type GetBridgeFailureReturnType = {
  /** The message's data: what `retryBridgeMessage` and `refundBridgeMessage` take. */
  readonly data: Hex
  /** The revert data of the failed minting (decode it with the SDK's errors). */
  readonly reason: Hex
  readonly transactionHash: Hash
  readonly blockNumber: bigint
} | null
/** The node's error (`NETWORK_ERROR`, or a log range the node refuses: pass `fromBlock`). */
export type GetBridgeFailureErrorType = FinaverseError

/**
 * The Polygon side's `MessageFailed(messageId, data, reason)` of a message: why it was not minted, and the data to
 * retry or refund it with.
 *
 * @example
 * const failure = await getBridgeFailure(clients.polygon, { messageId })
 */
export async function getBridgeFailure(
  client: AnyClient,
  parameters: GetBridgeFailureParameters,
): Promise<GetBridgeFailureReturnType> {
  try {
    const logs = await getContractEvents(client, {
      abi: cardBridgeMinterAbi,
      address: contractAddress(client, 'CardBridgeMinter', parameters.minter),
      eventName: 'MessageFailed',
      args: { messageId: parameters.messageId },
      fromBlock: parameters.fromBlock ?? 'earliest',
      strict: true,
    })
    const log = logs.at(-1)
    if (!log) return null
    return {
      data: log.args.data,
      reason: log.args.reason,
      transactionHash: log.transactionHash,
      blockNumber: log.blockNumber,
    }
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}
