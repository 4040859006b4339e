import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MergeScreen } from '../../features/merge/MergeScreen'

export const Route = createFileRoute('/{-$locale}/merge')({
  staticData: {
    page: {
      title: msg`Merge`,
      description: msg`Merge two heroes of the same rarity into a stronger one.`,
    },
  },
  component: MergeScreen,
})
