// The bridge history the screen shows: the contract's records of the player (`userHistory`: every request with its
// status, including the failed and refunded ones the API's read model leaves out), joined with the API's rows
// (`/bridge/history`) for the BSC transaction of each request.
import { type BridgeStatus, bridgeStatus } from '@finaverse/sdk/actions'

/** A request as `userHistory` returns it (the fields the table uses). */
export type ChainBridgeRecord = {
  readonly nonce: bigint
  readonly tokenIds: readonly bigint[]
  readonly fee: bigint
  readonly timestamp: bigint
  readonly status: number
  readonly destTxHash: `0x${string}`
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
  readonly time: Date
  readonly tokenIds: readonly bigint[]
  readonly status: BridgeStatus
  readonly fee: bigint
  /** The request's BSC transaction, once the API indexed it. */
  readonly bscTransaction: string | null
  /** The Polygon transaction (mint or cancel), once settled. */
  readonly polygonTransaction: string | null
}

const ZERO_HASH = `0x${'0'.repeat(64)}`

/** Settled requests: their status and progress no longer change. */
export function isSettled(status: BridgeStatus): boolean {
  return status === 'completed' || status === 'refunded'
}

const sameIds = (a: readonly bigint[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => String(id) === b[i])

/**
 * The table's rows, newest first: each contract record with the API row of the same cards closest in time (each
 * API row used once: a refunded card can be bridged again).
 * @example historyRows([{ nonce: 1n, tokenIds: [5n], fee: 10n, timestamp: 1700000000n, status: 1, destTxHash: '0x00…' }], [])
 * // [{ nonce: 1n, status: 'pending', bscTransaction: null, ... }]
 */
export function historyRows(
  chain: readonly ChainBridgeRecord[],
  api: readonly ApiBridgeRecord[],
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
      const dest = record.destTxHash !== ZERO_HASH ? record.destTxHash : (match?.polygonTransaction ?? null)
      return {
        nonce: record.nonce,
        time,
        tokenIds: record.tokenIds,
        status: bridgeStatus(record.status),
        fee: record.fee,
        bscTransaction: match?.bscTransaction ?? null,
        polygonTransaction: dest,
      }
    })
}

/** Whole minutes of a waiting time in seconds, rounded up (README-bridge: "shown in whole minutes"). */
export function waitingMinutes(seconds: bigint): number {
  return Number((seconds + 59n) / 60n)
}
