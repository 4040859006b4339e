// Locales and URLs: English has no prefix, Chinese lives under /zh (docs/product.md#languages-and-urls). Pure functions, unit tested.
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage'

export const LOCALES = ['en', 'zh'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Name of the locale cookie (365 days), for the server and for a future server-side render. */
export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/** BCP 47 tag for `<html lang>`. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-CN' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The `{-$locale}` segment of a route: none (English) or `zh`; any other value is not a page of the site. */
export function isLocaleParam(param: string | undefined): boolean {
  return param === undefined || param === 'zh'
}

/** The locale of a valid `{-$locale}` segment. */
export function localeOfParam(param: string | undefined): Locale {
  return param === 'zh' ? 'zh' : 'en'
}

/** The locale a path is in: `/zh` and `/zh/...` are Chinese, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/zh' || pathname.startsWith('/zh/') ? 'zh' : 'en'
}

/** The path without its locale prefix: `/zh/news` -> `/news`, `/zh` -> `/`. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'en') return pathname || '/'
  const rest = pathname.slice(3)
  return rest === '' ? '/' : rest
}

/** The path of a page in a locale: (`/news`, zh) -> `/zh/news`, (`/`, zh) -> `/zh`. */
export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocale(path)
  if (locale === 'en') return bare
  return bare === '/' ? '/zh' : `/zh${bare}`
}

/** Where the language switch goes: the same page (and query and hash) in the other language. */
export function switchLocaleHref(
  location: { pathname: string; search?: string; hash?: string },
  locale: Locale,
) {
  const hash = location.hash ? (location.hash.startsWith('#') ? location.hash : `#${location.hash}`) : ''
  return `${localizePath(location.pathname, locale)}${location.search ?? ''}${hash}`
}

/** The saved language (local storage key `language`), if valid. */
export function savedLanguage(): Locale | null {
  const value = readStorage(STORAGE_KEYS.language)
  return isLocale(value) ? value : null
}

/** Saves the language: local storage `language` and the 365-day locale cookie. */
export function saveLanguage(locale: Locale, doc: Document = document): void {
  writeStorage(STORAGE_KEYS.language, locale)
  doc.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`
}
