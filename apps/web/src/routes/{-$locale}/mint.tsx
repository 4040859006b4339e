import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MintScreen } from '../../features/mint/MintScreen'

export const Route = createFileRoute('/{-$locale}/mint')({
  staticData: {
    page: {
      title: msg`Mint`,
      description: msg`Buy and open mystery boxes to reveal hero cards.`,
    },
  },
  component: MintScreen,
})
