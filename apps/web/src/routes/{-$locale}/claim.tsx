import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ClaimScreen } from '../../features/claim/ClaimScreen'

export const Route = createFileRoute('/{-$locale}/claim')({
  staticData: {
    page: {
      title: msg`Claim mystery boxes`,
      description: msg`Claim the mystery boxes your wallet is entitled to.`,
    },
  },
  component: ClaimScreen,
})
