import type { FinaverseBareClient } from '@finaverse/sdk'
import {
  bridgeProgressQueryOptions,
  owedRefundsQueryOptions,
  userHistoryQueryOptions,
} from '@finaverse/sdk/query'
import { useQueries, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { type BridgeRow, historyRows, isSettled } from '../history'
import { bridgeHistoryQueryOptions } from '../queries'

/** How often an unsettled request is read again (the devnet's BSC-role block time). */
const LIVE_MS = 2_000

/**
 * The player's bridge history, live: the contract's records joined with the API's rows, each unsettled request's
 * `progress` polled until it settles, and what the contract owes the player after a refund (`owedRefunds`).
 */
export function useBridgeHistory(client: FinaverseBareClient, account: Address) {
  const live = (rows: BridgeRow[] | undefined) => (rows?.some((r) => !isSettled(r.status)) ? LIVE_MS : false)
  const chain = useQuery({
    ...userHistoryQueryOptions(client, { user: account }),
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.status !== 3 && r.status !== 5) ? LIVE_MS : false,
  })
  const unsettledOnChain = chain.data?.some((r) => r.status !== 3 && r.status !== 5) ?? false
  const api = useQuery({
    ...bridgeHistoryQueryOptions(account),
    // The API indexes a request a little after it is mined: ask again until every request has its transaction.
    refetchInterval: (query) =>
      unsettledOnChain || (chain.data?.length ?? 0) > (query.state.data?.items.length ?? 0) ? LIVE_MS : false,
  })
  const rows = chain.data ? historyRows(chain.data, api.data?.items ?? []) : undefined
  const progress = useQueries({
    queries: (rows ?? []).map((row) => ({
      ...bridgeProgressQueryOptions(client, { nonce: row.nonce }),
      enabled: !isSettled(row.status),
      refetchInterval: isSettled(row.status) ? (false as const) : LIVE_MS,
    })),
  })
  const owed = useQuery(owedRefundsQueryOptions(client, { user: account }))
  return {
    rows,
    pending: chain.isPending,
    error: chain.error,
    /** Percent of each row (100 once settled). */
    percent: (index: number): number | undefined => {
      const row = rows?.[index]
      if (!row) return undefined
      if (isSettled(row.status)) return 100
      const p = progress[index]?.data?.percent
      return p === undefined ? undefined : Number(p)
    },
    owed: owed.data ?? 0n,
    live: live(rows) !== false,
  }
}
