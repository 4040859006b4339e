// Lingui: English is the source language; Chinese must be complete (a unit test checks every message of every
// catalog). The Vite plugin compiles the .po catalogs on the fly, so no compiled catalog is committed.
//
// Catalogs, so that a page loads only the texts it can show (`/` loads only the first one):
// - the main catalog, `src/locales/{locale}/messages.po`: the shell (header, menu, footer, wallet), the route files
//   (titles and descriptions, which the menu shows), the landing page and everything outside `src/features/` but `src/ui/`;
// - the pages catalog, `src/locales/{locale}/pages.po`: the other content pages, the shared feature folders (the
//   write flow, the error texts, the card pickers, the game account), the screens' building blocks (`src/ui/`:
//   dialog, pager, countdown, amount field) and the World Cup screens' common folder (`src/features/worldcup/common/`),
//   which only those pages, the screens and the wallet dialog use: loaded for every page but `/`, and on `/` with the wallet dialog or the
//   first error text;
// - one catalog per screen, `src/features/<name>/locales/{locale}.po`, with the texts of that folder: every folder
//   of `src/features/` that is not shared or `content` is a screen; the list is read from the disk, so a new screen
//   folder gets its catalog at the next `extract` without an edit here. Loaded with the screen's route (its first
//   path segment, lowercased, is the folder's name).
// A text used in two places is in both catalogs. src/i18n/i18n.ts loads them.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SHARED_FEATURES } from './src/lib/feature-imports'

/** Feature folders that are not screens: the shared ones and the content pages. Their texts stay in the main catalog. */
export const NOT_SCREENS: readonly string[] = [...SHARED_FEATURES, 'content']

const featuresDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'features')

/** The content pages other than the landing page (`src/features/content/*Page.tsx`): the pages catalog. */
const CONTENT_PAGES: readonly string[] = readdirSync(path.join(featuresDir, 'content')).filter(
  (file) => /Page\.tsx$/.test(file) && file !== 'HomePage.tsx',
)

/**
 * Files of the shared folders that the shell itself renders on every page (so `/` needs their texts): they are in
 * the main catalog too. `pnpm build` fails when the first page's code shows a text that is missing from the main
 * catalog (scripts/prerender.mjs), naming it.
 */
const SHELL_FILES: readonly string[] = ['tx/TxToasts.tsx']

/** Every file under a folder, as paths relative to it. */
const filesUnder = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  )

/** The files of the shared folders whose texts are only in the pages catalog. */
const SHARED_FILES: readonly string[] = SHARED_FEATURES.flatMap((name) =>
  filesUnder(path.join(featuresDir, name), `${name}/`),
).filter((file) => !SHELL_FILES.includes(file))

/**
 * The wallet dialog and bars (`src/wallet/`, a lazy chunk loaded on the first interaction, which loads the pages
 * catalog with it, src/wallet/lazy.tsx): only the header's inert placeholder (`lazy.tsx`) is on the first page.
 */
const WALLET_FILES: readonly string[] = filesUnder(path.join(featuresDir, '..', 'wallet')).filter(
  (file) => file !== 'lazy.tsx' && !/\.test\.tsx?$/.test(file),
)

/**
 * The world cup's shared texts (`src/features/worldcup/common/`: teams, matches, the match list), used by the three
 * world cup screens (which load the pages catalog): in the pages catalog, not in the `worldcup` screen's own (the
 * other two do not load it), nor in the main catalog (not on the first page).
 */
const WORLDCUP_SHARED = '<rootDir>/src/features/worldcup/common'

/** The building blocks the screens and the wallet dialog share (`src/ui/`): not on the first page. */
const SHARED_UI = '<rootDir>/src/ui'

/** The sources of the pages catalog: the shared feature folders and the content pages but the landing page. */
const PAGES_SOURCES: readonly string[] = [
  ...WALLET_FILES.map((file) => `<rootDir>/src/wallet/${file}`),
  SHARED_UI,
  WORLDCUP_SHARED,
  ...SHARED_FEATURES.map((name) => `<rootDir>/src/features/${name}`),
  ...CONTENT_PAGES.map((file) => `<rootDir>/src/features/content/${file}`),
]

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
      exclude: [
        ...SCREEN_FEATURES.map((name) => `<rootDir>/src/features/${name}/**`),
        ...SHARED_FILES.map((file) => `<rootDir>/src/features/${file}`),
        ...WALLET_FILES.map((file) => `<rootDir>/src/wallet/${file}`),
        ...CONTENT_PAGES.map((file) => `<rootDir>/src/features/content/${file}`),
        `${SHARED_UI}/**`,
        `${WORLDCUP_SHARED}/**`,
      ],
    },
    { path: '<rootDir>/src/locales/{locale}/pages', include: [...PAGES_SOURCES] },
    ...SCREEN_FEATURES.map((name) => ({
      path: `<rootDir>/src/features/${name}/locales/{locale}`,
      include: [`<rootDir>/src/features/${name}`],
      exclude: [`${WORLDCUP_SHARED}/**`],
    })),
  ],
  orderBy: 'messageId' as const,
}

export default config
