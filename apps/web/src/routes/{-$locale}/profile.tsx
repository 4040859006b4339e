import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ProfileScreen } from '../../features/profile/ProfileScreen'

export const Route = createFileRoute('/{-$locale}/profile')({
  staticData: {
    page: {
      title: msg`Profile`,
      description: msg`Your game account, assets and transactions.`,
    },
  },
  component: ProfileScreen,
})
