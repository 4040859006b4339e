import { i18n, type Messages } from '@lingui/core'
import { HTML_LANG, type Locale, localeFromPath, stripLocale } from './locale'

// Catalogs (lingui.config.ts): the main one (shell, route titles, content pages, shared folders) and one per screen
// folder (`src/features/<screen>/locales/<locale>.po`). Each catalog of each language is its own chunk
// (`catalog-<locale>`, `catalog-<screen>-<locale>`, vite.config.ts). Only the active language is loaded: its main
// catalog before the first render, a screen's catalog with the screen's route (the root route's `beforeLoad`,
// before the screen renders; a page pre-rendered or served from the shell preloads it, scripts/prerender.mjs).
// `/` and the content pages load no screen catalog.
type CatalogModule = { messages: Messages }
type Loader = () => Promise<CatalogModule>

const MAIN: Record<Locale, Loader> = {
  en: () => import('../locales/en/messages.po'),
  zh: () => import('../locales/zh/messages.po'),
}

/** The screens' catalogs, found by file name: screen -> locale -> loader. */
export const SCREEN_CATALOGS: Readonly<Record<string, Partial<Record<Locale, Loader>>>> = screenCatalogs(
  import.meta.glob<CatalogModule>('../features/*/locales/*.po'),
)

function screenCatalogs(modules: Record<string, Loader>): Record<string, Partial<Record<Locale, Loader>>> {
  const out: Record<string, Partial<Record<Locale, Loader>>> = {}
  for (const [file, load] of Object.entries(modules)) {
    const match = /\/features\/([^/]+)\/locales\/(\w+)\.po$/.exec(file)
    if (!match) continue
    const [, screen, locale] = match as unknown as [string, string, Locale]
    out[screen] = { ...out[screen], [locale]: load }
  }
  return out
}

/**
 * The screen whose catalog a path needs: its first segment (after the language), lowercased, when a screen
 * folder of that name has catalogs (`/zh/magic-eden-Mbox` -> `magic-eden-mbox`); none for `/` and content pages.
 */
export function screenOfPath(pathname: string): string | undefined {
  const segment = stripLocale(pathname).split('/')[1]?.toLowerCase()
  return segment && Object.hasOwn(SCREEN_CATALOGS, segment) ? segment : undefined
}

/** Screens whose catalog a page has needed: a language switch loads theirs in the new language too. */
const screensInUse = new Set<string>()
/** Loads under way or done, by `<screen or ''>:<locale>`. */
const loading = new Map<string, Promise<Messages>>()

/** A catalog's messages (loaded once; a failed load is tried again next time). */
function loadCatalog(locale: Locale, screen?: string): Promise<Messages> {
  const key = `${screen ?? ''}:${locale}`
  let load = loading.get(key)
  if (!load) {
    const loader = screen === undefined ? MAIN[locale] : SCREEN_CATALOGS[screen]?.[locale]
    load = (loader ? loader() : Promise.resolve({ messages: {} })).then(
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
 * Loads the language's main catalog, the catalog of `screen` (if any) and of every screen in use, then activates
 * the language and sets `<html lang>`. Lingui is told once, after every catalog is there.
 */
export async function activateLocale(locale: Locale, screen?: string): Promise<void> {
  if (screen !== undefined) screensInUse.add(screen)
  const screens = [...screensInUse]
  const catalogs = await Promise.all([loadCatalog(locale), ...screens.map((s) => loadCatalog(locale, s))])
  const keys = [`:${locale}`, ...screens.map((s) => `${s}:${locale}`)]
  const fresh = catalogs.filter((_, i) => !given.has(keys[i] as string))
  if (fresh.length > 0) {
    i18n.load(locale, Object.assign({}, ...fresh) as Messages)
    for (const key of keys) given.add(key)
  }
  if (i18n.locale !== locale) i18n.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale]
}

/** `activateLocale` for a page: the language of its path and the catalog of its screen. */
export function activatePage(pathname: string): Promise<void> {
  return activateLocale(localeFromPath(pathname), screenOfPath(pathname))
}

export { i18n }
