import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import GamePage from '../../features/content/GamePage'
import { downloadCountQuery } from '../../features/content/queries'
import { loadPage } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/game')({
  loader: ({ context }) => loadPage(context, () => context.queryClient.ensureQueryData(downloadCountQuery())),
  staticData: {
    page: {
      title: msg`Game`,
      description: msg`Form a team of heroes, fight in the arena and download the game.`,
    },
  },
  component: GamePage,
})
