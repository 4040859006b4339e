// Build-time pre-render (run by scripts/prerender.mjs on the SSR build of this file): the HTML of a page as the
// browser's first render draws it, so the page paints before any JavaScript runs; src/main.tsx then renders the
// live page over it.
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App, createQueryClient } from './app'
import { SHORT_NAME } from './config'
import { activateLocale, i18n } from './i18n/i18n'
import { HTML_LANG, LOCALES, localeFromPath, localizePath, stripLocale } from './i18n/locale'
import { PRERENDERED_PATHS } from './page-routes'
import { pageFor } from './pages'
import { createAppRouter } from './router'

export type Prerendered = { path: string; lang: string; title: string; html: string }

/** Every pre-rendered URL: the pages of PRERENDERED_PATHS in both languages. */
export function prerenderPaths(): string[] {
  return LOCALES.flatMap((locale) => PRERENDERED_PATHS.map((path) => localizePath(path, locale)))
}

/** Renders one URL of the site to HTML, with its `<html lang>` and title. */
export async function render(path: string): Promise<Prerendered> {
  const locale = localeFromPath(path)
  await activateLocale(locale)
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  const html = renderToString(<App router={router} queryClient={queryClient} />)
  const page = pageFor(stripLocale(path))
  const title = !page || page.path === '/' ? SHORT_NAME : `${i18n._(page.title)} | ${SHORT_NAME}`
  return { path, lang: HTML_LANG[locale], title, html }
}
