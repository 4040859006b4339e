import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
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

/** The HTML in `#app` was pre-rendered for this very path (a host may serve it for another one). */
function isPrerendered(element: HTMLElement, pathname: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p)
  const prerendered = element.getAttribute('data-prerendered')
  return prerendered !== null && trim(prerendered) === trim(pathname)
}

async function start() {
  const element = document.getElementById('app')
  if (!element) return
  // Evaluating the entry was one task; the router's set-up, the catalogs, the route's load and the render each get
  // their own.
  await yieldToBrowser()
  const router = createAppRouter(queryClient)
  // The page's catalogs (the language's main one and its screen's, each its own chunk, preloaded by the HTML) are
  // there before anything renders.
  await activatePage(window.location.pathname)
  await yieldToBrowser()
  const app = <App router={router} queryClient={queryClient} />
  // A page pre-rendered at build time (scripts/prerender.mjs) is on screen already: it stays until the route's
  // code is loaded, then React's first commit replaces it with the same page, live (no pending state between).
  // It is not hydrated: TanStack Router renders its server tree differently unless it runs under its own SSR
  // framework. HTML pre-rendered for another path (a host's fallback) is dropped at once.
  const root = createRoot(element)
  if (isPrerendered(element, window.location.pathname)) {
    await router.load()
    await yieldToBrowser()
    // The page is on screen already: render it as a transition, which React splits into short tasks that keep
    // the main thread responsive, instead of one long task.
    startTransition(() => root.render(app))
  } else {
    element.replaceChildren()
    root.render(app)
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
