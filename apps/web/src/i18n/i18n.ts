import { i18n, type Messages } from '@lingui/core'
import { messages as enMessages } from '../locales/en/messages.po'
import { HTML_LANG, type Locale } from './locale'

// English ships with the page; Chinese is loaded when first needed.
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => enMessages,
  zh: async () => (await import('../locales/zh/messages.po')).messages,
}
const loaded = new Set<Locale>(['en'])
i18n.load('en', enMessages)
i18n.activate('en')

/** Loads a locale's catalog without activating it (route preloads). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return
  i18n.load(locale, await loaders[locale]())
  loaded.add(locale)
}

/** Loads the catalog if needed, activates the locale and sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocale(locale)
  if (i18n.locale !== locale) i18n.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale]
}

export { i18n }
