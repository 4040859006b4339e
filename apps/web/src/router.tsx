// Code-based route tree: the spec's table (src/pages.ts) once in English at `/...` and once under the `zh` layout
// at `/zh/...`, with the same lazily loaded page components. No root redirect; unknown paths get the 404 page.
import type { QueryClient } from '@tanstack/react-query'
import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  type RouterHistory,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ErrorPage } from './components/ErrorPage'
import { NotFound } from './components/NotFound'
import { PendingBar } from './components/PendingBar'
import { Shell } from './components/Shell'
import { activateLocale, loadLocale } from './i18n/i18n'
import { localeFromPath } from './i18n/locale'
import { PAGE_ROUTES } from './page-routes'

export type RouterContext = { queryClient: QueryClient }

/** Spec: data loads show their pending state only after 200 ms, so fast loads do not flicker. */
export const MIN_PENDING_MS = 200

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The catalog of the URL's language is loaded before anything renders; a preload (idle prefetch, hover on the
  // language switch) only loads it, so the page on screen keeps its language.
  beforeLoad: ({ location, preload }) =>
    preload
      ? loadLocale(localeFromPath(location.pathname))
      : activateLocale(localeFromPath(location.pathname)),
  component: Shell,
  notFoundComponent: NotFound,
  errorComponent: ErrorPage,
})

const zhRoute = createRoute({ getParentRoute: () => rootRoute, path: 'zh', component: Outlet })

function pageRoutes(parent: AnyRoute): AnyRoute[] {
  return PAGE_ROUTES.map((page) => {
    const component =
      'eager' in page.component
        ? (page.component.eager as () => ReactNode)
        : lazyRouteComponent(page.component)
    return createRoute({
      getParentRoute: () => parent,
      path: page.path,
      validateSearch: page.validateSearch ?? (() => ({})),
      loaderDeps: ({ search }) => search,
      loader: ({ context, deps, location }) =>
        page.load?.((context as RouterContext).queryClient, deps, localeFromPath(location.pathname)),
      component,
    })
  })
}

export const routeTree = rootRoute.addChildren([
  ...pageRoutes(rootRoute),
  zhRoute.addChildren(pageRoutes(zhRoute)),
])

/** The site's router; `history` is the browser's unless given (the build-time pre-render passes a memory one). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
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
