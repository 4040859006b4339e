import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import HomePage from '../../features/content/HomePage'
import { contentListQuery, priceQuery } from '../../features/content/queries'
import { localeOfParam } from '../../i18n/locale'
import { loadPage } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/')({
  // The landing page does not wait for its data: the hero renders at once, news and price fill in.
  loader: ({ context, params }) => {
    void loadPage(
      context,
      () => context.queryClient.ensureQueryData(contentListQuery('news', localeOfParam(params.locale))),
      () => context.queryClient.ensureQueryData(priceQuery()),
    )
  },
  staticData: {
    page: {
      title: msg`Home`,
      description: msg`Collect hero cards, stake FINA and fight for glory in the Finaverse.`,
    },
  },
  component: HomePage,
})
