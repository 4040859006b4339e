import type { BridgeFollowStatus } from '@finaverse/domain'
import type { Address, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { sleep, timeoutError, type WatchOptions } from '../../internal/wait.js'
import type { GetBridgeRequestReturnType } from '../bridge/getBridgeRequest.js'
import { getBridgeStatus } from '../bridge/getBridgeStatus.js'

/** A bridge request's status on BSC (`ICardBridge.Status`: 0 unknown nonce, 1 sent, 2 refunded). */
export type BridgeStatus = 'unknown' | 'sent' | 'refunded'

const STATUSES: readonly BridgeStatus[] = ['unknown', 'sent', 'refunded']

/** The status name of a `userHistory` / `getBridgeRequest` record's numeric status. */
export function bridgeStatus(status: number): BridgeStatus {
  return STATUSES[status] ?? 'unknown'
}

export type WaitForBridgeCompletionParameters = {
  /** The request's CCIP message id (`ExchangeRequested.messageId`). */
  messageId: Hex
  /** The Polygon client (where the message is minted). */
  polygon: AnyClient
  /**
   * Called with each status the message reaches, in order (the first call gives the status at the start):
   * pending -> inFlight -> completed, or -> retryable (-> refunding -> refunded).
   */
  onStatusChange?: (status: BridgeFollowStatus, request: GetBridgeRequestReturnType | null) => void
  /** Also stop at `retryable` (the site offers the retry and the refund); default false: wait on. */
  stopWhenRetryable?: boolean
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
  /** The Polygon side of the bridge; default: the chain's CardBridgeMinter. */
  minter?: Address
} & WatchOptions
/** Where the message stopped: `completed` (minted on Polygon), `refunded` (cards back on BSC), or `retryable`. */
export type WaitForBridgeCompletionReturnType = {
  readonly status: 'completed' | 'refunded' | 'retryable'
  readonly request: GetBridgeRequestReturnType | null
}
/** `REQUEST_TIMEOUT` when not settled in time, `UNKNOWN_ERROR` when aborted, or the node's error. */
export type WaitForBridgeCompletionErrorType = FinaverseError

/**
 * Follows a bridge message across both chains until it settles (`completed` or `refunded`; or `retryable` with
 * `stopWhenRetryable`), reporting each status through `onStatusChange`. It polls `getBridgeStatus`; a message not
 * on BSC yet (`pending`) is waited for. Two transitions between polls show as the later one.
 *
 * @example
 * const { status } = await waitForBridgeCompletion(clients.bsc, {
 *   messageId,
 *   polygon: clients.polygon,
 *   onStatusChange: (status) => setStep(status),
 *   timeout: 30 * 60_000,
 * })
 */
export async function waitForBridgeCompletion(
  client: AnyClient,
  parameters: WaitForBridgeCompletionParameters,
): Promise<WaitForBridgeCompletionReturnType> {
  const { messageId, polygon, onStatusChange, bridge, minter, timeout = 600_000, signal } = parameters
  const pollingInterval = parameters.pollingInterval ?? client.pollingInterval
  const deadline = Date.now() + timeout
  const what = `Bridge message ${messageId}`
  let last: BridgeFollowStatus | undefined
  for (;;) {
    const { status, request } = await getBridgeStatus(client, {
      messageId,
      polygon,
      ...(bridge ? { bridge } : {}),
      ...(minter ? { minter } : {}),
    })
    if (status !== last) {
      last = status
      onStatusChange?.(status, request)
    }
    if (status === 'completed' || status === 'refunded') return { status, request }
    if (status === 'retryable' && parameters.stopWhenRetryable) return { status, request }
    if (Date.now() + pollingInterval > deadline) throw timeoutError(`${what} not settled`, timeout)
    await sleep(pollingInterval, signal, what)
  }
}
