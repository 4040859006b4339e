// What the merge screen reads besides the SDK's contract reads: the player's native balance (the merge price is
// paid in the chain's coin), the chain's block number (how far a randomness request is), the merge history of the
// API, and the live resolution of a pending merge.
import type { FinaverseBareClient } from '@finaverse/sdk'
import { waitForMergeResolution } from '@finaverse/sdk/actions'
import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { getBalance, getBlockNumber } from 'viem/actions'
import { restApi } from '../account/session'

/** The player's balance of the chain's native coin, polled; under `['finaverse', ...]`, so a mined write refreshes it. */
export const nativeBalanceQueryOptions = (client: FinaverseBareClient, address: Address) =>
  queryOptions({
    queryKey: ['finaverse', 'nativeBalance', client.chain.id, address],
    queryFn: () => getBalance(client, { address }),
    refetchInterval: 10_000,
  })

/** The latest block, polled while a merge waits for its randomness. */
export const blockNumberQueryOptions = (client: FinaverseBareClient) =>
  queryOptions({
    queryKey: ['merge', 'blockNumber', client.chain.id],
    queryFn: () => getBlockNumber(client, { cacheTime: 0 }),
    refetchInterval: 3_000,
  })

/**
 * The resolution of a merge, from the SDK's watcher (`MergeResolved` logs from the request's block): a query, so a
 * receipt stays in the cache when the player switches tabs, and a reload simply starts watching again.
 */
export const mergeResolutionQueryOptions = (
  client: FinaverseBareClient,
  mergeId: bigint,
  fromBlock: bigint,
) =>
  queryOptions({
    queryKey: ['merge', 'resolution', client.chain.id, String(mergeId)],
    queryFn: ({ signal }) =>
      waitForMergeResolution(client, {
        mergeId,
        fromBlock,
        signal,
        pollingInterval: 2_000,
        timeout: 3_600_000,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 3_600_000,
    retry: 1,
  })

export const MERGE_HISTORY_PAGE_SIZE = 10

/** One page of the player's merges as the API's indexer has them, newest first. */
export const mergeHistoryQueryOptions = (address: Address, page: number) =>
  queryOptions({
    queryKey: ['merge', 'history', address, page],
    queryFn: async () => {
      const { api, unwrap } = await restApi()
      return unwrap(await api.mergeHistory({ address, page, pageSize: MERGE_HISTORY_PAGE_SIZE }))
    },
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending') ? 3_000 : false,
  })
