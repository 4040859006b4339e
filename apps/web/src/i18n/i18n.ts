import { i18n, type Messages } from '@lingui/core'
import { HTML_LANG, type Locale } from './locale'

// One catalog at a time: each locale's catalog is its own chunk (`catalog-<locale>`, vite.config.ts), the active
// one loaded before the first render (a page modulepreloads its own, scripts/prerender.mjs), the other one only
// when the language changes.
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  zh: () => import('../locales/zh/messages.po'),
}
const loading = new Map<Locale, Promise<void>>()

/** Loads a locale's catalog (once; a failed load is tried again next time). */
function loadLocale(locale: Locale): Promise<void> {
  let load = loading.get(locale)
  if (!load) {
    load = loaders[locale]().then(
      ({ messages }) => i18n.load(locale, messages),
      (error: unknown) => {
        loading.delete(locale)
        throw error
      },
    )
    loading.set(locale, load)
  }
  return load
}

/** Loads the catalog if needed, activates the locale and sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocale(locale)
  if (i18n.locale !== locale) i18n.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale]
}

export { i18n }
