import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MirrorScreen } from '../../features/mirror/MirrorScreen'

export const Route = createFileRoute('/{-$locale}/mirror')({
  staticData: {
    page: {
      title: msg`Hero mirror`,
      description: msg`Mirror your Genesis heroes on BSC to the new contract.`,
    },
  },
  component: MirrorScreen,
})
