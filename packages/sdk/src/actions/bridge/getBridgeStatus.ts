import { type BridgeFollowStatus, bridgeFollowStatus } from '@finaverse/domain'
import type { Address, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { getBridgeMessageState } from './getBridgeMessageState.js'
import { type GetBridgeRequestReturnType, getBridgeRequest } from './getBridgeRequest.js'
import { nonceOfMessage } from './nonceOfMessage.js'

export type GetBridgeStatusParameters = {
  /** The CCIP message id of the request. */
  messageId: Hex
  /** The Polygon client (the message's destination). */
  polygon: AnyClient
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
  /** The Polygon side of the bridge; default: the chain's CardBridgeMinter. */
  minter?: Address
}
export type GetBridgeStatusReturnType = {
  /** pending (not on BSC yet), inFlight, completed, retryable, refunding, refunded. */
  readonly status: BridgeFollowStatus
  /** The BSC request, once the message is known there. */
  readonly request: GetBridgeRequestReturnType | null
}
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetBridgeStatusErrorType = FinaverseError

/**
 * Follows a bridge message by its CCIP message id across both chains: the request on BSC (`nonceOfMessage`,
 * `getRequest`) and the message's state on Polygon (`messageState`), folded by the domain's `bridgeFollowStatus`.
 *
 * @example
 * const { status } = await getBridgeStatus(clients.bsc, { messageId, polygon: clients.polygon })
 */
export async function getBridgeStatus(
  client: AnyClient,
  parameters: GetBridgeStatusParameters,
): Promise<GetBridgeStatusReturnType> {
  const { messageId, bridge, minter } = parameters
  const nonce = await nonceOfMessage(client, { messageId, ...(bridge ? { bridge } : {}) })
  const request =
    nonce === 0n ? null : await getBridgeRequest(client, { nonce, ...(bridge ? { bridge } : {}) })
  const destination = request
    ? await getBridgeMessageState(parameters.polygon, { messageId, ...(minter ? { minter } : {}) })
    : 'none'
  const source = request === null ? 'unknown' : request.status === 2 ? 'refunded' : 'sent'
  return { status: bridgeFollowStatus(source, destination), request }
}
