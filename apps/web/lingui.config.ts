// Lingui: English is the source language; Chinese must be complete (a unit test checks every message of every
// catalog). The Vite plugin compiles the .po catalogs on the fly, so no compiled catalog is committed.
//
// Catalogs: one per screen, so that a page loads only its own texts (`/` loads none of the screens'):
// - every folder of `src/features/` that is a screen (all but the shared ones below) has its own catalog,
//   `src/features/<name>/locales/{locale}.po`, with the texts of that folder; the list is read from the disk, so a
//   new screen folder gets its catalog at the next `extract` without an edit here;
// - the main catalog, `src/locales/{locale}/messages.po`, has everything else: the shell, the route files (titles
//   and descriptions, which the menu shows), the content pages and the shared folders.
// A text used both in a screen and outside it is in both catalogs. src/i18n/i18n.ts loads a screen's catalog with
// its route (the route's first path segment, lowercased, is the folder's name).
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SHARED_FEATURES } from './src/lib/feature-imports'

/** Feature folders that are not screens: the shared ones and the content pages. Their texts stay in the main catalog. */
export const NOT_SCREENS: readonly string[] = [...SHARED_FEATURES, 'content']

const featuresDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'features')

/** The screen folders of `src/features/`, each with its own catalog. */
export const SCREEN_FEATURES: readonly string[] = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_SCREENS.includes(entry.name))
  .map((entry) => entry.name)
  .sort()

const config = {
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: SCREEN_FEATURES.map((name) => `<rootDir>/src/features/${name}/**`),
    },
    ...SCREEN_FEATURES.map((name) => ({
      path: `<rootDir>/src/features/${name}/locales/{locale}`,
      include: [`<rootDir>/src/features/${name}`],
    })),
  ],
  orderBy: 'messageId' as const,
}

export default config
