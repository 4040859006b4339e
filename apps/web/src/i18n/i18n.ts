import { i18n, type Messages } from '@lingui/core'
import { HTML_LANG, type Locale, localeFromPath, stripLocale } from './locale'

// Catalogs (lingui.config.ts), each language of each its own chunk (vite.config.ts): the main one (`catalog-<locale>`:
// shell, route titles, landing page), the pages one (`catalog-pages-<locale>`: the other content pages and the
// shared feature folders) and one per screen folder (`catalog-<screen>-<locale>`). Only the active language is
// loaded: its main catalog before the first render, the pages catalog with every page but `/` (and on `/` with the
// wallet dialog or the first error text, `needCatalog`), a screen's catalog with the screen's route (the root
// route's `beforeLoad`, before the page renders; a pre-rendered page or the shell preloads them,
// scripts/prerender.mjs). A language switch loads, in the new language, every catalog already in use.
type Loader = () => Promise<{ messages: Messages }>

const MAIN: Record<Locale, Loader> = {
  en: () => import('../locales/en/messages.po'),
  zh: () => import('../locales/zh/messages.po'),
}

/** The catalog of the content pages and the shared folders. */
export const PAGES_CATALOG = 'pages'
const PAGES: Record<Locale, Loader> = {
  en: () => import('../locales/en/pages.po'),
  zh: () => import('../locales/zh/pages.po'),
}

/** The screen folders (lingui.config.ts `SCREEN_FEATURES`, given by vite.config.ts at build time). */
declare const __SCREENS__: readonly string[]
export const SCREENS: readonly string[] = __SCREENS__

/** The screens' catalog loaders: their own chunk, since `/` needs none. */
const screenCatalogs = () => import('./screen-catalogs').then((m) => m.SCREEN_CATALOGS)

/**
 * The screen whose catalog a path needs: its first segment (after the language), lowercased, when it is a screen
 * folder (`/zh/magic-eden-Mbox` -> `magic-eden-mbox`); none for `/` and the content pages.
 */
export function screenOfPath(pathname: string): string | undefined {
  const segment = stripLocale(pathname).split('/')[1]?.toLowerCase()
  return segment && SCREENS.includes(segment) ? segment : undefined
}

/** The catalogs a page needs beside the main one: none for `/`, else the pages catalog and its screen's. */
export function catalogsOfPath(pathname: string): string[] {
  if (stripLocale(pathname) === '/') return []
  const screen = screenOfPath(pathname)
  return screen ? [PAGES_CATALOG, screen] : [PAGES_CATALOG]
}

/** Catalogs (beside the main one) a page has needed: a language switch loads them in the new language too. */
const inUse = new Set<string>()
/** Loads under way or done, by `<catalog or ''>:<locale>`. */
const loading = new Map<string, Promise<Messages>>()

/** A catalog's messages (loaded once; a failed load is tried again next time). */
function loadCatalog(locale: Locale, name?: string): Promise<Messages> {
  const key = `${name ?? ''}:${locale}`
  let load = loading.get(key)
  if (!load) {
    // A screen folder without catalog files yet (not extracted) has no texts of its own: an empty catalog.
    const loader: Loader =
      name === undefined
        ? MAIN[locale]
        : name === PAGES_CATALOG
          ? PAGES[locale]
          : () => screenCatalogs().then((all) => all[name]?.[locale]?.() ?? { messages: {} })
    load = loader().then(
      ({ messages }) => messages,
      (error: unknown) => {
        loading.delete(key)
        throw error
      },
    )
    loading.set(key, load)
  }
  return load
}

/** Catalogs already given to Lingui, by the same key: loading one again would re-render every text for nothing. */
const given = new Set<string>()

/**
 * Loads the language's main catalog, the named `catalogs` and every catalog in use, then activates the language and
 * sets `<html lang>`. Lingui is told once, after every catalog is there.
 */
export async function activateLocale(locale: Locale, catalogs: readonly string[] = []): Promise<void> {
  for (const name of catalogs) inUse.add(name)
  const names = [...inUse]
  const loaded = await Promise.all([loadCatalog(locale), ...names.map((name) => loadCatalog(locale, name))])
  const keys = [`:${locale}`, ...names.map((name) => `${name}:${locale}`)]
  const fresh = loaded.filter((_, i) => !given.has(keys[i] as string))
  if (fresh.length > 0) {
    i18n.load(locale, Object.assign({}, ...fresh) as Messages)
    for (const key of keys) given.add(key)
  }
  if (i18n.locale !== locale) i18n.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale]
}

/** `activateLocale` for a page: the language of its path, the pages catalog unless it is `/`, its screen's. */
export function activatePage(pathname: string): Promise<void> {
  return activateLocale(localeFromPath(pathname), catalogsOfPath(pathname))
}

/**
 * Loads a catalog in the active language (and later ones), for code that shows its texts outside the page's own
 * catalogs: on `/`, the wallet dialog and the error texts use the pages catalog.
 */
export function needCatalog(name: string): Promise<void> {
  return activateLocale((i18n.locale || 'en') as Locale, [name])
}

export { i18n }
