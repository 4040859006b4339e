import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { WorldCupCheerScreen } from '../../features/worldcup-cheer/WorldCupCheerScreen'

export const Route = createFileRoute('/{-$locale}/worldcup-cheer')({
  staticData: {
    page: {
      title: msg`Stake and cheer`,
      description: msg`Stake heroes and cheer for World Cup matches.`,
    },
  },
  component: WorldCupCheerScreen,
})
