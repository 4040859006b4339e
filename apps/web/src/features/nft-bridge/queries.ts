// What the bridge screen reads from the API: the player's bridge requests as the keeper indexed them.
import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'

const rest = () => import('../../data/client')

/** The API's bridge history of an address (newest first; the BSC transaction of each request). */
export const bridgeHistoryQueryOptions = (address: Address) =>
  queryOptions({
    queryKey: ['finaverse', 'bridgeHistory', address],
    queryFn: async () => {
      const { api, unwrap } = await rest()
      return unwrap(await api.bridgeHistory({ address, page: 1, pageSize: 100 }))
    },
    staleTime: 2_000,
  })
