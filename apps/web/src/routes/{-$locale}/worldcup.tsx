import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { WorldCupScreen } from '../../features/worldcup/WorldCupScreen'

export const Route = createFileRoute('/{-$locale}/worldcup')({
  staticData: {
    page: {
      title: msg`World Cup`,
      description: msg`Cheer for your teams with your heroes and win from the prize pool.`,
    },
  },
  component: WorldCupScreen,
})
