import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import HomePage from '../../features/content/HomePage'
import { contentListQuery, priceQuery } from '../../features/content/queries'
import { localeOfParam } from '../../i18n/locale'
import { settled } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/')({
  // The landing page does not wait for its data: the hero renders at once (and is pre-rendered), news and price
  // fill in.
  loader: ({ context: { queryClient }, params }) => {
    void settled(
      queryClient.ensureQueryData(contentListQuery('news', localeOfParam(params.locale))),
      queryClient.ensureQueryData(priceQuery()),
    )
  },
  staticData: {
    page: {
      title: msg`Home`,
      description: msg`Collect hero cards, stake FINA and fight for glory in the Finaverse.`,
      prerender: true,
    },
  },
  component: HomePage,
})
