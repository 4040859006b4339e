// Build-time pre-render (run by scripts/prerender.mjs on the SSR build of this file): the HTML of a page as the
// browser's first render draws it, so the page paints before any JavaScript runs; src/main.tsx then renders the
// live page over it.
import { text } from 'node:stream/consumers'
import { createMemoryHistory } from '@tanstack/react-router'
import { prerenderToNodeStream } from 'react-dom/static'
import { App, createQueryClient } from './app'
import { SHORT_NAME } from './config'
import { activatePage, catalogsOfPath, i18n, SCREENS } from './i18n/i18n'
import { HTML_LANG, LOCALES, type Locale, localeFromPath, localizePath } from './i18n/locale'
import { pageOfMatches, prerenderedPaths } from './pages'
import { createAppRouter } from './router'
import { routeTree } from './routeTree.gen'

/** The screen folders (each with its own catalog), for the preloads of scripts/prerender.mjs. */
export const screens: readonly string[] = SCREENS

export type Prerendered = {
  path: string
  locale: Locale
  lang: string
  title: string
  html: string
  /** The catalogs the page loads beside the main one (`catalogsOfPath`: preloaded with the page's code). */
  catalogs: string[]
}

/** Every pre-rendered URL: the data-free pages of the route tree in both languages. */
export function prerenderPaths(): string[] {
  const paths = prerenderedPaths(routeTree)
  return LOCALES.flatMap((locale) => paths.map((path) => localizePath(path, locale)))
}

/** Renders one URL of the site to HTML, with its `<html lang>` and title. */
export async function render(path: string): Promise<Prerendered> {
  const locale = localeFromPath(path)
  await activatePage(path)
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }), {
    prerendered: true,
  })
  await router.load()
  // `prerenderToNodeStream` waits for every Suspense boundary (the route's own code-split component among them), so
  // a screen is written whole, its texts painted before any JavaScript runs, not as its loading skeleton.
  const { prelude } = await prerenderToNodeStream(<App router={router} queryClient={queryClient} />)
  const html = await text(prelude)
  const page = pageOfMatches(router.state.matches)
  const title =
    !page || localizePath(path, 'en') === '/' ? SHORT_NAME : `${i18n._(page.title)} | ${SHORT_NAME}`
  return { path, locale, lang: HTML_LANG[locale], title, html, catalogs: catalogsOfPath(path) }
}
