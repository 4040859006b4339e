// The bridge history the screen shows: the contract's records of the player (`userHistory`: every request with its
// CCIP message id), each message's state on Polygon (minted, failed, refunded), and the API's rows
// (`/bridge/history`) for the BSC transaction of each request.
import { type BridgeFollowStatus, bridgeFollowStatus } from '@finaverse/domain'
import type { BridgeMessageState } from '@finaverse/sdk/actions'

/** A request as `userHistory` returns it (the fields the table uses). */
export type ChainBridgeRecord = {
  readonly nonce: bigint
  readonly tokenIds: readonly bigint[]
  readonly fee: bigint
  readonly ccipFee: bigint
  readonly timestamp: bigint
  /** 1 sent, 2 refunded (`ICardBridge.Status`). */
  readonly status: number
  readonly messageId: `0x${string}`
}

/** A row of the API's `/bridge/history` (the fields the join uses). */
export type ApiBridgeRecord = {
  readonly time: string
  readonly nftIds: readonly string[]
  readonly bscTransaction: string
  readonly polygonTransaction: string | null
}

/** A row of the history table. */
export type BridgeRow = {
  readonly nonce: bigint
  readonly messageId: `0x${string}`
  readonly time: Date
  readonly tokenIds: readonly bigint[]
  readonly status: BridgeFollowStatus
  /** The bridge fee and CCIP's fee the request paid. */
  readonly fee: bigint
  readonly ccipFee: bigint
  /** The request's BSC transaction, once the API indexed it. */
  readonly bscTransaction: string | null
  /** The Polygon transaction that minted the cards, once the API indexed it. */
  readonly polygonTransaction: string | null
}

/** Settled requests: their status no longer changes. */
export function isSettled(status: BridgeFollowStatus): boolean {
  return status === 'completed' || status === 'refunded'
}

const sameIds = (a: readonly bigint[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => String(id) === b[i])

/**
 * The table's rows, newest first: each contract record with its message's Polygon state (`states`, by message id;
 * unknown yet reads as not delivered) and the API row of the same cards closest in time (each API row used once: a
 * refunded card can be bridged again).
 * @example historyRows([{ nonce: 1n, tokenIds: [5n], fee: 10n, ccipFee: 1n, timestamp: 1700000000n, status: 1, messageId: '0xab' }], [], {})
 * // [{ nonce: 1n, status: 'inFlight', bscTransaction: null, ... }]
 */
export function historyRows(
  chain: readonly ChainBridgeRecord[],
  api: readonly ApiBridgeRecord[],
  states: Readonly<Record<string, BridgeMessageState | undefined>>,
): BridgeRow[] {
  const unused = [...api]
  return [...chain]
    .sort((a, b) => (a.nonce < b.nonce ? 1 : a.nonce > b.nonce ? -1 : 0))
    .map((record) => {
      const time = new Date(Number(record.timestamp) * 1000)
      let best = -1
      for (const [i, row] of unused.entries()) {
        if (!sameIds(record.tokenIds, row.nftIds)) continue
        const distance = Math.abs(Date.parse(row.time) - time.getTime())
        const current = unused[best]
        if (best < 0 || (current && distance < Math.abs(Date.parse(current.time) - time.getTime()))) best = i
      }
      const match = best >= 0 ? unused.splice(best, 1)[0] : undefined
      const source = record.status === 2 ? 'refunded' : 'sent'
      return {
        nonce: record.nonce,
        messageId: record.messageId,
        time,
        tokenIds: record.tokenIds,
        status: bridgeFollowStatus(source, states[record.messageId] ?? 'none'),
        fee: record.fee,
        ccipFee: record.ccipFee,
        bscTransaction: match?.bscTransaction ?? null,
        polygonTransaction: match?.polygonTransaction ?? null,
      }
    })
}

/**
 * The progress bar of a request: settled 100; sent and in flight, the share of the announced waiting time elapsed
 * (at most 95 until Polygon mints); recorded for a retry 50; on its way back 75.
 * @example progressPercent('inFlight', 600, 1200) // 50
 */
export function progressPercent(
  status: BridgeFollowStatus,
  elapsedSeconds: number,
  waitingSeconds: number,
): number {
  switch (status) {
    case 'completed':
    case 'refunded':
      return 100
    case 'retryable':
      return 50
    case 'refunding':
      return 75
    case 'pending':
      return 0
    default:
      return waitingSeconds <= 0
        ? 95
        : Math.min(95, Math.max(0, Math.floor((100 * elapsedSeconds) / waitingSeconds)))
  }
}

/** Whole minutes of a waiting time in seconds, rounded up (README-bridge: "shown in whole minutes"). */
export function waitingMinutes(seconds: bigint): number {
  return Number((seconds + 59n) / 60n)
}
