// First: zod's configuration before any of its schemas parse (see there).
import './lib/zod-jitless'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, createQueryClient } from './app'
import { StaticFallback } from './components/ErrorPage'
import { activatePage } from './i18n/i18n'
import { installChunkReloadGuard } from './lib/chunk-reload'
import { createAppRouter } from './router'
import './styles/app.css'

installChunkReloadGuard()

const queryClient = createQueryClient()

/**
 * Ends the current task, so that start-up runs as several short tasks instead of one long one (the browser can
 * handle input and paint between them; a long task is what Total Blocking Time counts): `scheduler.yield()` where
 * the browser has it (the rest runs before other queued tasks), else a zero-delay timer.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * The HTML in `#app` was pre-rendered for this very view: its path (a host may serve it for another one), without
 * search parameters (a page's HTML shows its default view, not the one `?id=` or a tab asks for).
 */
function isPrerendered(element: HTMLElement, { pathname, search }: Location): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p)
  const prerendered = element.getAttribute('data-prerendered')
  return prerendered !== null && trim(prerendered) === trim(pathname) && search === ''
}

async function start() {
  const element = document.getElementById('app')
  if (!element) return
  // Evaluating the entry was one task; the router's set-up, the catalogs, the route's load and the render each get
  // their own.
  await yieldToBrowser()
  const prerendered = isPrerendered(element, window.location)
  const router = createAppRouter(queryClient, undefined, { prerendered })
  // The page's catalogs (the language's main one and its screen's, each its own chunk, preloaded by the HTML) are
  // there before anything renders.
  await activatePage(window.location.pathname)
  await yieldToBrowser()
  const app = <App router={router} queryClient={queryClient} />
  if (prerendered) {
    // A page pre-rendered at build time (scripts/prerender.mjs) is on screen already. Once the route's code is
    // loaded, React hydrates it: it keeps the pre-rendered nodes and attaches the page's behaviour to them,
    // so nothing is painted a second time and nothing moves. The router renders as it did for the pre-render
    // (`router.ssr`: TanStack Router's mode for a page rendered on a server, without the client's root Suspense
    // wrapper). Its loaders read nothing, as at the pre-render: the components read their data once live. Where the
    // live page still differs from the HTML (a wallet reconnected), React renders that part anew and reports it
    // (`onRecoverableError`, a warning, not an error).
    await router.load()
    await yieldToBrowser()
    router.ssr = { manifest: undefined }
    startTransition(() => {
      hydrateRoot(element, app, {
        onRecoverableError: (error) =>
          console.warn('[finaverse] the pre-rendered page was rendered anew:', error),
      })
    })
    // Later loads (a navigation, a preload) wait for their data again.
    router.update({ context: { queryClient, prerendered: false } })
  } else {
    // HTML pre-rendered for another view (a host's fallback, a page's search parameters) is dropped at once.
    element.replaceChildren()
    createRoot(element).render(app)
  }
}

start().catch((error: unknown) => {
  console.warn('[finaverse] start failed:', error)
  const element = document.getElementById('app')
  if (element) {
    element.replaceChildren()
    createRoot(element).render(<StaticFallback />)
  }
})
