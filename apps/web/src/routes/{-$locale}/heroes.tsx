import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import HeroesPage from '../../features/content/HeroesPage'
import { contentListQuery } from '../../features/content/queries'
import { heroesSearch } from '../../features/content/search'
import { localeOfParam } from '../../i18n/locale'
import { loadPage } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/heroes')({
  validateSearch: heroesSearch,
  loader: ({ context, params }) =>
    loadPage(context, () =>
      context.queryClient.ensureQueryData(contentListQuery('heroes', localeOfParam(params.locale))),
    ),
  staticData: {
    page: {
      title: msg`Heroes`,
      description: msg`Every hero of the Finaverse, by rarity and faction.`,
    },
  },
  component: HeroesPage,
})
