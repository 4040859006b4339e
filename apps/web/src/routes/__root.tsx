import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { ErrorPage } from '../components/ErrorPage'
import { NotFound } from '../components/NotFound'
import { Shell } from '../components/Shell'
import { activatePage } from '../i18n/i18n'

/**
 * What every route's `beforeLoad` and `loader` receive: the query cache they fill for the page components, and
 * whether the page is drawn as its pre-rendered HTML has it (its loader then reads nothing: `loadPage`).
 */
export type RouterContext = { queryClient: QueryClient; prerendered?: boolean }

export const Route = createRootRouteWithContext<RouterContext>()({
  // The URL's language (its main catalog and the catalog of the page's screen loaded) is active before anything
  // renders; a preload (idle prefetch, hover on the language switch) leaves it alone, so the page on screen keeps its
  // language, the other language is loaded only when the visitor changes language, and a screen's catalog only when
  // the visitor opens the screen (`/` never loads one).
  beforeLoad: async ({ location, preload }) => {
    if (!preload) await activatePage(location.pathname)
  },
  component: Shell,
  notFoundComponent: NotFound,
  errorComponent: ErrorPage,
})
