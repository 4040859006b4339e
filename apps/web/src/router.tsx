// The site's router over the generated file-route tree (src/routes, src/routeTree.gen.ts): one tree for both
// languages through the optional `{-$locale}` segment. No root redirect; unknown paths get the 404 page.
import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { ErrorPage } from './components/ErrorPage'
import { NotFound } from './components/NotFound'
import { PendingBar } from './components/PendingBar'
import { routeTree } from './routeTree.gen'

/** Spec: data loads show their pending state only after 200 ms, so fast loads do not flicker. */
export const MIN_PENDING_MS = 200

/**
 * The site's router; `history` is the browser's unless given (the build-time pre-render passes a memory one).
 * `prerendered`: the first load draws the page as its pre-rendered HTML has it (its loaders read nothing,
 * src/lib/route-data.ts); the build-time pre-render and the browser's hydration of that HTML set it.
 */
export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  options: { prerendered?: boolean } = {},
) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, prerendered: options.prerendered === true },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: MIN_PENDING_MS,
    defaultPendingMinMs: MIN_PENDING_MS,
    defaultPendingComponent: PendingBar,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
