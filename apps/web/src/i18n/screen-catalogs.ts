// The screens' catalog loaders (`src/features/<screen>/locales/<locale>.po`, found by file name), in their own
// lazy chunk: `/` does not load the list (src/i18n/i18n.ts imports it on the first screen).
import type { Messages } from '@lingui/core'
import type { Locale } from './locale'

export type CatalogLoader = () => Promise<{ messages: Messages }>

function byScreen(
  modules: Record<string, CatalogLoader>,
): Record<string, Partial<Record<Locale, CatalogLoader>>> {
  const out: Record<string, Partial<Record<Locale, CatalogLoader>>> = {}
  for (const [file, load] of Object.entries(modules)) {
    const match = /\/features\/([^/]+)\/locales\/(\w+)\.po$/.exec(file)
    if (!match) continue
    const [, screen, locale] = match as unknown as [string, string, Locale]
    out[screen] = { ...out[screen], [locale]: load }
  }
  return out
}

/** screen -> locale -> loader. */
export const SCREEN_CATALOGS: Readonly<Record<string, Partial<Record<Locale, CatalogLoader>>>> = byScreen(
  import.meta.glob<{ messages: Messages }>('../features/*/locales/*.po'),
)
