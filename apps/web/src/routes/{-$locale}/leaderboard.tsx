import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import LeaderboardPage from '../../features/content/LeaderboardPage'
import { leaderboardQuery } from '../../features/content/queries'
import { leaderboardSearch } from '../../features/content/search'
import { loadPage } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/leaderboard')({
  validateSearch: leaderboardSearch,
  loaderDeps: ({ search }) => ({ season: search.season }),
  loader: ({ context, deps }) =>
    loadPage(context, () => context.queryClient.ensureQueryData(leaderboardQuery(deps.season))),
  staticData: {
    page: {
      title: msg`Arena leaderboard`,
      description: msg`The best players of each arena season.`,
      label: msg`Leaderboard`,
    },
  },
  component: LeaderboardPage,
})
