// What the staking screen reads from the API (APY, TVL, LP prices), used by the route's loader and the screen.
// The chain reads are the SDK's queryOptions factories, used in the screen's hooks.
import { queryOptions } from '@tanstack/react-query'

const rest = () => import('../../data/client')

export const apyQueryOptions = () =>
  queryOptions({
    queryKey: ['staking', 'apy'],
    queryFn: async () => {
      const { api, unwrap } = await rest()
      return unwrap(await api.apy({}))
    },
    staleTime: 60_000,
  })

export const tvlsQueryOptions = () =>
  queryOptions({
    queryKey: ['staking', 'tvls'],
    queryFn: async () => {
      const { api, unwrap } = await rest()
      return unwrap(await api.tvls({}))
    },
    staleTime: 60_000,
  })

export const lpsQueryOptions = () =>
  queryOptions({
    queryKey: ['staking', 'lps'],
    queryFn: async () => {
      const { api, unwrap } = await rest()
      return unwrap(await api.lps({}))
    },
    staleTime: 60_000,
  })
