import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { worldCupLeaderboardQueryOptions } from '../../features/worldcup/queries'
import { WorldCupScreen } from '../../features/worldcup/WorldCupScreen'
import { settled } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/worldcup')({
  // The API's ranking; the chain reads start in the screen (they need the network mode).
  loader: ({ context: { queryClient } }) =>
    settled(queryClient.ensureQueryData(worldCupLeaderboardQueryOptions())),
  staticData: {
    page: {
      title: msg`World Cup`,
      description: msg`Cheer for your teams with your heroes and win from the prize pool.`,
    },
  },
  component: WorldCupScreen,
})
