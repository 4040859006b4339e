import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { WorldCupProfileScreen } from '../../features/worldcup-profile/WorldCupProfileScreen'

export const Route = createFileRoute('/{-$locale}/worldcup-profile')({
  staticData: {
    page: {
      title: msg`Event profile`,
      description: msg`Your World Cup credits, cheers and rewards.`,
    },
  },
  component: WorldCupProfileScreen,
})
