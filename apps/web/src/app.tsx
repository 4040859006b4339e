// The application element, shared by the browser entry (src/main.tsx) and the build-time pre-render
// (src/prerender.tsx), so the pre-rendered HTML is the page the client then renders.
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'
import { i18n } from './i18n/i18n'
import type { AppRouter } from './router'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  })
}
/** A page's first reads get this long to settle before the page is marked live anyway (a read that hangs). */
const FIRST_READS_MS = 10_000

/**
 * The pre-rendered marker goes once the page is live and its first reads have settled, or after `FIRST_READS_MS`
 * (tests wait for it). A hydrated page's components start their reads as it mounts (src/lib/route-data.ts), so the
 * first commit alone would mark a page live before its data is drawn.
 */
function LiveMark() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const element = document.getElementById('app')
    if (!element?.hasAttribute('data-prerendered')) return
    const live = () => element.removeAttribute('data-prerendered')
    if (queryClient.isFetching() === 0) return live()
    const timer = setTimeout(() => {
      live()
      stop()
    }, FIRST_READS_MS)
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return
      live()
      stop()
    })
    const stop = () => {
      clearTimeout(timer)
      unsubscribe()
    }
    return stop
  }, [queryClient])
  return null
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <LiveMark />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  )
}
