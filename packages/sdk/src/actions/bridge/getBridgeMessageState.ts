import { cardBridgeMinterAbi } from '@finaverse/contracts'
import type { Address, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

/** What happened to a bridge message on Polygon (`ICardBridgeMinter.MessageState`). */
export type BridgeMessageState = 'none' | 'minted' | 'failed' | 'refunded'
const STATES: readonly BridgeMessageState[] = ['none', 'minted', 'failed', 'refunded']

export type GetBridgeMessageStateParameters = {
  /** The CCIP message id (`ExchangeRequested.messageId`, a history record's `messageId`). */
  messageId: Hex
  /** The Polygon side of the bridge; default: the chain's CardBridgeMinter. */
  minter?: Address
}
export type GetBridgeMessageStateReturnType = BridgeMessageState
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetBridgeMessageStateErrorType = FinaverseError

/**
 * Reads the Polygon side's `messageState(messageId)`: `none` (not delivered yet), `minted`, `failed` (recorded for a
 * retry or a refund) or `refunded` (sent back to BSC).
 *
 * @example
 * const state = await getBridgeMessageState(clients.polygon, { messageId })
 */
export async function getBridgeMessageState(
  client: AnyClient,
  parameters: GetBridgeMessageStateParameters,
): Promise<GetBridgeMessageStateReturnType> {
  const state = await read(client, {
    abi: cardBridgeMinterAbi,
    address: contractAddress(client, 'CardBridgeMinter', parameters.minter),
    functionName: 'messageState',
    args: [parameters.messageId],
  })
  return STATES[state] ?? 'none'
}
