import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import TermsPage from '../../features/content/TermsPage'

export const Route = createFileRoute('/{-$locale}/terms')({
  staticData: {
    page: {
      title: msg`Terms of use`,
      description: msg`The rules of using the Finaverse site.`,
    },
  },
  component: TermsPage,
})
