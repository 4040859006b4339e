import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import FanArtPage from '../../features/content/FanArtPage'
import { contentListQuery } from '../../features/content/queries'
import { localeOfParam } from '../../i18n/locale'
import { loadPage } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/fanart')({
  loader: ({ context, params }) =>
    loadPage(context, () =>
      context.queryClient.ensureQueryData(contentListQuery('fanart', localeOfParam(params.locale))),
    ),
  staticData: {
    page: {
      title: msg`Fan art`,
      description: msg`Artwork made by the Finaverse community.`,
    },
  },
  component: FanArtPage,
})
