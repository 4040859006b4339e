import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import FinaversePage from '../../features/content/FinaversePage'

export const Route = createFileRoute('/{-$locale}/finaverse')({
  staticData: {
    page: {
      title: msg`The Finaverse`,
      description: msg`Four factions, one universe: the world behind the heroes.`,
    },
  },
  component: FinaversePage,
})
