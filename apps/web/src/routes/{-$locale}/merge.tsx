import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MergeScreen } from '../../features/merge/MergeScreen'
import { mergeSearchSchema } from '../../features/merge/search'

export const Route = createFileRoute('/{-$locale}/merge')({
  validateSearch: mergeSearchSchema,
  staticData: {
    page: {
      title: msg`Merge`,
      description: msg`Merge two heroes of the same rarity into a stronger one.`,
    },
  },
  component: MergeScreen,
})
