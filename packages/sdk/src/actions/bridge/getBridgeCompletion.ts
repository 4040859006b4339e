import { cardBridgeMinterAbi } from '@finaverse/contracts'
import type { Address, Hash, Hex } from 'viem'
import { getContractEvents } from 'viem/actions'
import type { AnyClient } from '../../clients.js'
import { decodeFinaverseError, type FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'

export type GetBridgeCompletionParameters = {
  /** The CCIP message id of the request (`ExchangeRequested.messageId`). */
  messageId: Hex
  /**
   * First Polygon block to search, e.g. the block at the request's time; default `'earliest'` (fine on the devnet and
   * on nodes without a log range limit).
   */
  fromBlock?: bigint
  /** The Polygon side of the bridge; default: the chain's CardBridgeMinter. */
  minter?: Address
}
/** The Polygon mint of a request, or null while it is not minted (see `getBridgeMessageState`). */
export type GetBridgeCompletionReturnType = {
  readonly receiver: Address
  readonly user: Address
  /** The BSC cards, in request order. */
  readonly sourceTokenIds: readonly bigint[]
  /** The new Polygon cards, in the order of `sourceTokenIds`. */
  readonly tokenIds: readonly bigint[]
  /** The Polygon transaction that minted them (CCIP's delivery, or a retry). */
  readonly transactionHash: Hash
  readonly blockNumber: bigint
} | null
/** The node's error (`NETWORK_ERROR`, or a log range the node refuses: pass `fromBlock`). */
export type GetBridgeCompletionErrorType = FinaverseError

/**
 * The Polygon side's completion of a bridge message: its `BridgeCompleted(messageId, nonce, receiver, user,
 * sourceTokenIds, tokenIds)` event, so the site can show the new card ids on Polygon.
 *
 * @example
 * const minted = await getBridgeCompletion(clients.polygon, { messageId })
 * if (minted) console.log(minted.tokenIds)
 */
export async function getBridgeCompletion(
  client: AnyClient,
  parameters: GetBridgeCompletionParameters,
): Promise<GetBridgeCompletionReturnType> {
  const { messageId } = parameters
  try {
    const [log] = await getContractEvents(client, {
      abi: cardBridgeMinterAbi,
      address: contractAddress(client, 'CardBridgeMinter', parameters.minter),
      eventName: 'BridgeCompleted',
      args: { messageId },
      fromBlock: parameters.fromBlock ?? 'earliest',
      strict: true,
    })
    if (!log) return null
    const { receiver, user, sourceTokenIds, tokenIds } = log.args
    return {
      receiver,
      user,
      sourceTokenIds,
      tokenIds,
      transactionHash: log.transactionHash,
      blockNumber: log.blockNumber,
    }
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}
