import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import GamePage from '../../features/content/GamePage'
import { downloadCountQuery } from '../../features/content/queries'
import { settled } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/game')({
  loader: ({ context: { queryClient } }) => settled(queryClient.ensureQueryData(downloadCountQuery())),
  staticData: {
    page: {
      title: msg`Game`,
      description: msg`Form a team of heroes, fight in the arena and download the game.`,
    },
  },
  component: GamePage,
})
