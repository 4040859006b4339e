import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import VisionPage from '../../features/content/VisionPage'

export const Route = createFileRoute('/{-$locale}/vision')({
  staticData: {
    page: {
      title: msg`Vision`,
      description: msg`Where the Finaverse is going.`,
    },
  },
  component: VisionPage,
})
