// What the World Cup screen reads from the API: the full ranking (the chain holds the top 3 only).
import { queryOptions } from '@tanstack/react-query'

const rest = () => import('../../data/client')

/** The API's ranking by winning points, first page of 100. */
export const worldCupLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: ['worldcup', 'leaderboard'],
    queryFn: async () => {
      const { api, unwrap } = await rest()
      return unwrap(await api.worldCupLeaderboard({ page: 1, pageSize: 100 }))
    },
    staleTime: 30_000,
  })
