import { cardBridgeMinterAbi } from '@finaverse/contracts'
import type { Address, Hash } from 'viem'
import { getContractEvents } from 'viem/actions'
import type { AnyClient } from '../../clients.js'
import { decodeFinaverseError, type FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'

export type GetBridgeCancellationParameters = {
  /** The BSC chain id of the request (31337 on the devnet, 56 on mainnet). */
  sourceChainId: bigint
  nonce: bigint
  /** First Polygon block to search; default `'earliest'` (fine on the devnet and on nodes without a log range limit). */
  fromBlock?: bigint
  /** The Polygon side of the bridge; default: the chain's CardBridgeMinter. */
  minter?: Address
}
/** The Polygon cancellation of a request, or null while it is not cancelled (see `nonceState`). */
export type GetBridgeCancellationReturnType = {
  /** The Polygon transaction (the BSC refund's `destTxHash`). */
  readonly transactionHash: Hash
  readonly blockNumber: bigint
} | null
/** The node's error (`NETWORK_ERROR`, or a log range the node refuses: pass `fromBlock`). */
export type GetBridgeCancellationErrorType = FinaverseError

/**
 * The Polygon side's cancellation of a failed BSC request: its `BridgeCancelled(sourceChainId, nonce)` event, whose
 * transaction the relayer attests to refund the request on BSC (the counterpart of `getBridgeCompletion`).
 *
 * @example
 * const cancelled = await getBridgeCancellation(clients.polygon, { sourceChainId: 31337n, nonce: 1n })
 */
export async function getBridgeCancellation(
  client: AnyClient,
  parameters: GetBridgeCancellationParameters,
): Promise<GetBridgeCancellationReturnType> {
  const { sourceChainId, nonce } = parameters
  try {
    const [log] = await getContractEvents(client, {
      abi: cardBridgeMinterAbi,
      address: contractAddress(client, 'CardBridgeMinter', parameters.minter),
      eventName: 'BridgeCancelled',
      args: { sourceChainId, nonce },
      fromBlock: parameters.fromBlock ?? 'earliest',
      strict: true,
    })
    return log ? { transactionHash: log.transactionHash, blockNumber: log.blockNumber } : null
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}
