import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import NewsPage from '../../features/content/NewsPage'
import { articleQuery, blogQuery, contentListQuery } from '../../features/content/queries'
import { newsSearch } from '../../features/content/search'
import { localeOfParam } from '../../i18n/locale'
import { loadPage } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/news')({
  validateSearch: newsSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps: { id }, params }) =>
    id === undefined
      ? loadPage(
          context,
          () => context.queryClient.ensureQueryData(contentListQuery('news', localeOfParam(params.locale))),
          () => context.queryClient.ensureQueryData(blogQuery()),
        )
      : loadPage(context, () => context.queryClient.ensureQueryData(articleQuery(id))),
  staticData: {
    page: {
      title: msg`News`,
      description: msg`News, announcements and the blog.`,
    },
  },
  component: NewsPage,
})
