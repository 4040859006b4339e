import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import PrivacyPage from '../../features/content/PrivacyPage'

export const Route = createFileRoute('/{-$locale}/privacy')({
  staticData: {
    page: {
      title: msg`Privacy policy`,
      description: msg`What we collect and why.`,
    },
  },
  component: PrivacyPage,
})
