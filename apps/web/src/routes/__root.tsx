import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { ErrorPage } from '../components/ErrorPage'
import { NotFound } from '../components/NotFound'
import { Shell } from '../components/Shell'
import { activateLocale } from '../i18n/i18n'
import { localeFromPath } from '../i18n/locale'

/** What every route's `beforeLoad` and `loader` receive: the query cache they fill for the page components. */
export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  // The URL's language (its catalog loaded) is active before anything renders; a preload (idle prefetch, hover on
  // the language switch) leaves it alone, so the page on screen keeps its language and the other catalog is
  // loaded only when the visitor changes language.
  beforeLoad: async ({ location, preload }) => {
    if (!preload) await activateLocale(localeFromPath(location.pathname))
  },
  component: Shell,
  notFoundComponent: NotFound,
  errorComponent: ErrorPage,
})
