import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MagicEdenMboxScreen } from '../../features/magic-eden-mbox/MagicEdenMboxScreen'

export const Route = createFileRoute('/{-$locale}/magic-eden-Mbox')({
  staticData: {
    page: {
      title: msg`Mystery box market sale`,
      description: msg`Buy mystery boxes through a market.`,
    },
  },
  component: MagicEdenMboxScreen,
})
