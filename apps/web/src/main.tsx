import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { StaticFallback } from './components/ErrorPage'
import { activateLocale, i18n } from './i18n/i18n'
import { localeFromPath } from './i18n/locale'
import { installChunkReloadGuard } from './lib/chunk-reload'
import { createAppRouter } from './router'
import './styles/app.css'

installChunkReloadGuard()

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
})
const router = createAppRouter(queryClient)

async function start() {
  const element = document.getElementById('app')
  if (!element) return
  try {
    await activateLocale(localeFromPath(window.location.pathname))
  } catch (error) {
    console.warn('[finaverse] could not load the catalog:', error)
  }
  createRoot(element).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  )
}

start().catch((error: unknown) => {
  console.warn('[finaverse] start failed:', error)
  const element = document.getElementById('app')
  if (element) createRoot(element).render(<StaticFallback />)
})
