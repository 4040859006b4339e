import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import NewsPage from '../../features/content/NewsPage'
import { articleQuery, blogQuery, contentListQuery } from '../../features/content/queries'
import { newsSearch } from '../../features/content/search'
import { localeOfParam } from '../../i18n/locale'
import { settled } from '../../lib/route-data'

export const Route = createFileRoute('/{-$locale}/news')({
  validateSearch: newsSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient }, deps, params }) =>
    deps.id === undefined
      ? settled(
          queryClient.ensureQueryData(contentListQuery('news', localeOfParam(params.locale))),
          queryClient.ensureQueryData(blogQuery()),
        )
      : settled(queryClient.ensureQueryData(articleQuery(deps.id))),
  staticData: {
    page: {
      title: msg`News`,
      description: msg`News, announcements and the blog.`,
    },
  },
  component: NewsPage,
})
