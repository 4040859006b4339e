import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import ErrorRoutePage from '../../features/content/ErrorRoutePage'

export const Route = createFileRoute('/{-$locale}/error')({
  staticData: {
    page: {
      title: msg`Error`,
      description: msg`Something went wrong. Please try again later.`,
    },
  },
  component: ErrorRoutePage,
})
