import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ProfileScreen } from '../../features/profile/ProfileScreen'
import { profileSearchSchema } from '../../features/profile/search'

export const Route = createFileRoute('/{-$locale}/profile')({
  // The selected tab (`?tab=game`), so each tab can be linked; an unknown value shows the first tab.
  validateSearch: profileSearchSchema,
  staticData: {
    page: {
      title: msg`Profile`,
      description: msg`Your game account, assets and transactions.`,
    },
  },
  component: ProfileScreen,
})
