// The application element, shared by the browser entry (src/main.tsx) and the build-time pre-render
// (src/prerender.tsx), so the pre-rendered HTML is the page the client then renders.
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'
import { i18n } from './i18n/i18n'
import type { AppRouter } from './router'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  })
}
/** After the first commit the page is live: the pre-rendered marker goes (tests wait for it). */
function LiveMark() {
  useEffect(() => document.getElementById('app')?.removeAttribute('data-prerendered'), [])
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
