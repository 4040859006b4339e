// What the event profile reads from the API: the player's place in the ranking.
import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'

const rest = () => import('../../data/client')

/** The API's World Cup profile of an address (rank and counters; null before its first activity). */
export const worldCupProfileQueryOptions = (address: Address) =>
  queryOptions({
    queryKey: ['finaverse', 'worldcupProfile', address],
    queryFn: async () => {
      const { api, unwrap } = await rest()
      return unwrap(await api.worldCupProfile({ address }))
    },
    staleTime: 10_000,
  })
