// What the profile reads from the API for the signed-in game account (balances, withdrawals and deposits, NFTs in
// the game, NFT moves, vouchers, team). Every key starts with `profile`, so one invalidation refreshes them all.
import type { EndpointInput } from '@finaverse/sdk/rest'
import { queryOptions } from '@tanstack/react-query'
import { restApi } from '../account/session'

export const PROFILE_KEY = ['profile'] as const

export const balancesQuery = () =>
  queryOptions({
    queryKey: [...PROFILE_KEY, 'balances'],
    queryFn: async () => {
      const { api, unwrap } = await restApi()
      return unwrap(await api.gameBalances({}))
    },
    refetchInterval: 5_000,
  })

export type HistoryRange = { start?: string; end?: string }

export const transactionsQuery = (range: HistoryRange) =>
  queryOptions({
    queryKey: [...PROFILE_KEY, 'transactions', range],
    queryFn: async () => {
      const { api, unwrap } = await restApi()
      const input: EndpointInput<'transactionHistory'> = { type: 'all', pageSize: 100, ...range }
      return unwrap(await api.transactionHistory(input))
    },
    refetchInterval: 5_000,
  })

export const nftsInGameQuery = () =>
  queryOptions({
    queryKey: [...PROFILE_KEY, 'nfts'],
    queryFn: async () => {
      const { api, unwrap } = await restApi()
      return unwrap(await api.nftsInGame({}))
    },
    refetchInterval: 5_000,
  })

export const nftTransfersQuery = () =>
  queryOptions({
    queryKey: [...PROFILE_KEY, 'nftTransfers'],
    queryFn: async () => {
      const { api, unwrap } = await restApi()
      return unwrap(await api.nftTransfers({ pageSize: 100 }))
    },
    refetchInterval: 5_000,
  })

export const voucherHistoryQuery = () =>
  queryOptions({
    queryKey: [...PROFILE_KEY, 'vouchers'],
    queryFn: async () => {
      const { api, unwrap } = await restApi()
      return unwrap(await api.voucherHistory({}))
    },
  })

export const teamQuery = () =>
  queryOptions({
    queryKey: [...PROFILE_KEY, 'team'],
    queryFn: async () => {
      const { api, unwrap } = await restApi()
      return unwrap(await api.getTeam({}))
    },
  })

/** A fresh idempotency key for one state-changing request. */
export const idempotencyKey = () => crypto.randomUUID()
