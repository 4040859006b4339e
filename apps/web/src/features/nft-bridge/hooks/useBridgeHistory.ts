import type { FinaverseBareClient } from '@finaverse/sdk'
import { type BridgeMessageState, getBridgeMessageState } from '@finaverse/sdk/actions'
import { estimatedWaitingTimeQueryOptions, userHistoryQueryOptions } from '@finaverse/sdk/query'
import { useQueries, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { type BridgeRow, historyRows, isSettled, progressPercent } from '../history'
import { bridgeHistoryQueryOptions } from '../queries'

/** How often an unsettled request is read again (the devnet's block time; live lanes take minutes). */
const LIVE_MS = 2_000

/**
 * The player's bridge history, live: the contract's records, each unrefunded message's state on Polygon (polled until
 * it is minted or refunded), joined with the API's rows for the BSC transactions.
 */
export function useBridgeHistory(
  client: FinaverseBareClient,
  polygon: FinaverseBareClient,
  account: Address,
) {
  const chain = useQuery({
    ...userHistoryQueryOptions(client, { user: account }),
    refetchInterval: LIVE_MS,
  })
  const records = chain.data ?? []
  const states = useQueries({
    queries: records.map((record) => ({
      queryKey: ['finaverse', 'getBridgeMessageState', polygon.chain.id, record.messageId],
      queryFn: () => getBridgeMessageState(polygon, { messageId: record.messageId }),
      // A refunded request is final on BSC; a minted message is final on Polygon.
      enabled: record.status !== 2,
      refetchInterval: (query: { state: { data: BridgeMessageState | undefined } }) =>
        query.state.data === 'minted' || query.state.data === 'refunded' ? (false as const) : LIVE_MS,
    })),
  })
  const byMessage: Record<string, BridgeMessageState | undefined> = {}
  for (const [i, record] of records.entries()) byMessage[record.messageId] = states[i]?.data
  const api = useQuery({
    ...bridgeHistoryQueryOptions(account),
    // The API indexes a request a little after it is mined: ask again until every request has its transaction.
    refetchInterval: (query) => (records.length > (query.state.data?.items.length ?? 0) ? LIVE_MS : false),
  })
  const waiting = useQuery(estimatedWaitingTimeQueryOptions(client, {}))
  const rows: BridgeRow[] | undefined = chain.data
    ? historyRows(chain.data, api.data?.items ?? [], byMessage)
    : undefined
  return {
    rows,
    pending: chain.isPending,
    error: chain.error,
    /** Percent of a row (100 once settled; in flight, the share of the announced waiting time elapsed). */
    percent: (row: BridgeRow): number =>
      progressPercent(row.status, (Date.now() - row.time.getTime()) / 1000, Number(waiting.data ?? 0n)),
    live: rows?.some((r) => !isSettled(r.status)) ?? false,
  }
}
