import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { contentListQuery } from '../../features/content/queries'
import UpdatesPage from '../../features/content/UpdatesPage'
import { localeOfParam } from '../../i18n/locale'
import { loadPage } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/updates')({
  loader: ({ context, params }) =>
    loadPage(context, () =>
      context.queryClient.ensureQueryData(contentListQuery('updates', localeOfParam(params.locale))),
    ),
  staticData: {
    page: {
      title: msg`Updates`,
      description: msg`Game updates and release notes.`,
    },
  },
  component: UpdatesPage,
})
