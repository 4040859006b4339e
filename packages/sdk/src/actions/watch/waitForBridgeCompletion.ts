import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { sleep, timeoutError, type WatchOptions } from '../../internal/wait.js'
import { type GetBridgeRequestReturnType, getBridgeRequest } from '../bridge/getBridgeRequest.js'

/** A bridge request's status (`ICardBridge.Status` 1..5; `unknown` is 0, no such nonce). */
export type BridgeStatus = 'unknown' | 'pending' | 'processing' | 'completed' | 'failed' | 'refunded'

const STATUSES: readonly BridgeStatus[] = [
  'unknown',
  'pending',
  'processing',
  'completed',
  'failed',
  'refunded',
]

/** The status name of a `userHistory` / `getBridgeRequest` record's numeric status. */
export function bridgeStatus(status: number): BridgeStatus {
  return STATUSES[status] ?? 'unknown'
}

export type WaitForBridgeCompletionParameters = {
  /** The request's nonce (`exchange`'s result, or `ExchangeRequested.nonce`). */
  nonce: bigint
  /**
   * Called with each status the request reaches, in order (the first call gives the status at the start):
   * pending -> processing -> completed, or -> failed -> refunded (a failed request may still complete).
   */
  onStatusChange?: (status: BridgeStatus, request: GetBridgeRequestReturnType) => void
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
} & WatchOptions
/** The settled request: `status` is `completed` (cards minted on Polygon, `destTxHash` their transaction) or `refunded` (cards and fee back). */
export type WaitForBridgeCompletionReturnType = {
  readonly status: 'completed' | 'refunded'
  readonly request: GetBridgeRequestReturnType
}
/** `REQUEST_TIMEOUT` when not settled in time, `UNKNOWN_ERROR` when aborted, or the node's error. */
export type WaitForBridgeCompletionErrorType = FinaverseError

/**
 * Follows a bridge request on BSC until it is settled (`completed` or `refunded`), reporting each status
 * transition through `onStatusChange`. It polls `getRequest(nonce)`; a nonce not known yet (`UnknownRequest`: the
 * exchange is not mined yet) is waited for. Two transitions between polls show as the later one.
 *
 * @example
 * const { status, request } = await waitForBridgeCompletion(clients.bsc, {
 *   nonce: prepared.result,
 *   onStatusChange: (status) => setStep(status),
 *   timeout: 5 * 60_000,
 * })
 */
export async function waitForBridgeCompletion(
  client: AnyClient,
  parameters: WaitForBridgeCompletionParameters,
): Promise<WaitForBridgeCompletionReturnType> {
  const { nonce, onStatusChange, bridge, timeout = 600_000, signal } = parameters
  const pollingInterval = parameters.pollingInterval ?? client.pollingInterval
  const deadline = Date.now() + timeout
  const what = `Bridge request ${nonce}`
  let last: BridgeStatus | undefined
  for (;;) {
    const request = await getBridgeRequest(client, { nonce, ...(bridge ? { bridge } : {}) }).catch(
      (error: FinaverseError) => {
        // The request's transaction may not be mined yet: keep waiting for it.
        if (error.contractError?.name === 'UnknownRequest') return undefined
        throw error
      },
    )
    const status = request ? bridgeStatus(request.status) : 'unknown'
    if (request && status !== last) {
      last = status
      onStatusChange?.(status, request)
    }
    if (request && (status === 'completed' || status === 'refunded')) return { status, request }
    if (Date.now() + pollingInterval > deadline) throw timeoutError(`${what} not settled`, timeout)
    await sleep(pollingInterval, signal, what)
  }
}
