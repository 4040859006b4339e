// How each page of the spec's table is loaded: its lazy component, its search parameters and its data loader.
// Loaders import the data layer on demand, so the schemas and the REST client stay out of the initial bundle.
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import HomePage from './features/content/HomePage'
import type { Locale } from './i18n/locale'
import { PAGES, type PagePath } from './pages'

/** The search parameters pages read (`/news?id=`, `/heroes?rarity=&faction=`, `/leaderboard?season=`). */
type Search = { id?: unknown; rarity?: unknown; faction?: unknown; season?: unknown }

export type PageRoute = {
  path: PagePath
  /** A lazy chunk, or the component itself for the landing page (so `/` renders without a second request). */
  component: (() => Promise<{ default: ComponentType }>) | { eager: ComponentType }
  validateSearch?: (search: Search) => Search
  load?: (queryClient: QueryClient, search: Search, locale: Locale) => Promise<unknown>
}

const data = () => import('./features/content/queries')

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
const int = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isInteger(n) && n > 0 ? n : undefined
}
function compact(search: Search): Search {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as Search
}

const routes: Record<PagePath, Omit<PageRoute, 'path'>> = {
  '/': {
    component: { eager: HomePage },
    // The landing page does not wait for its data: the hero renders at once, news and price fill in.
    load: async (qc, _s, locale) => {
      void data().then((d) => d.loadHome(qc, locale))
    },
  },
  '/claim': {
    component: () => import('./features/claim/ClaimScreen').then((m) => ({ default: m.ClaimScreen })),
  },
  '/downloadCount': {
    component: () => import('./features/content/DownloadCountPage'),
    load: async (qc) => (await data()).loadDownloadCount(qc),
  },
  '/error': { component: () => import('./features/content/ErrorRoutePage') },
  '/fanart': {
    component: () => import('./features/content/FanArtPage'),
    load: async (qc, _s, locale) => (await data()).loadContentList(qc, 'fanart', locale),
  },
  '/finaverse': { component: () => import('./features/content/FinaversePage') },
  '/game': {
    component: () => import('./features/content/GamePage'),
    load: async (qc) => (await data()).loadDownloadCount(qc),
  },
  '/heroes': {
    component: () => import('./features/content/HeroesPage'),
    validateSearch: (s) => compact({ rarity: str(s.rarity), faction: str(s.faction) }),
    load: async (qc, _s, locale) => (await data()).loadContentList(qc, 'heroes', locale),
  },
  '/leaderboard': {
    component: () => import('./features/content/LeaderboardPage'),
    validateSearch: (s) => compact({ season: int(s.season) }),
    load: async (qc, s) => (await data()).loadLeaderboard(qc, int(s.season)),
  },
  '/magic-eden-Mbox': {
    component: () =>
      import('./features/magic-eden-mbox/MagicEdenMboxScreen').then((m) => ({
        default: m.MagicEdenMboxScreen,
      })),
  },
  '/merge': {
    component: () => import('./features/merge/MergeScreen').then((m) => ({ default: m.MergeScreen })),
  },
  '/mint': { component: () => import('./features/mint/MintScreen').then((m) => ({ default: m.MintScreen })) },
  '/mirror': {
    component: () => import('./features/mirror/MirrorScreen').then((m) => ({ default: m.MirrorScreen })),
  },
  '/news': {
    component: () => import('./features/content/NewsPage'),
    validateSearch: (s) => compact({ id: int(s.id) }),
    load: async (qc, s, locale) => (await data()).loadNews(qc, int(s.id), locale),
  },
  '/nft-bridge': {
    component: () =>
      import('./features/nft-bridge/NftBridgeScreen').then((m) => ({ default: m.NftBridgeScreen })),
  },
  '/privacy': { component: () => import('./features/content/PrivacyPage') },
  '/profile': {
    component: () => import('./features/profile/ProfileScreen').then((m) => ({ default: m.ProfileScreen })),
  },
  '/staking': {
    component: () => import('./features/staking/StakingScreen').then((m) => ({ default: m.StakingScreen })),
  },
  '/terms': { component: () => import('./features/content/TermsPage') },
  '/token': {
    component: () => import('./features/content/TokenPage'),
    load: async (qc) => (await data()).loadPrice(qc),
  },
  '/updates': {
    component: () => import('./features/content/UpdatesPage'),
    load: async (qc, _s, locale) => (await data()).loadContentList(qc, 'updates', locale),
  },
  '/vision': { component: () => import('./features/content/VisionPage') },
  '/worldcup': {
    component: () =>
      import('./features/worldcup/WorldCupScreen').then((m) => ({ default: m.WorldCupScreen })),
  },
  '/worldcup-cheer': {
    component: () =>
      import('./features/worldcup-cheer/WorldCupCheerScreen').then((m) => ({
        default: m.WorldCupCheerScreen,
      })),
  },
  '/worldcup-profile': {
    component: () =>
      import('./features/worldcup-profile/WorldCupProfileScreen').then((m) => ({
        default: m.WorldCupProfileScreen,
      })),
  },
}

export const PAGE_ROUTES: PageRoute[] = PAGES.map((page) => ({ path: page.path, ...routes[page.path] }))

/**
 * The pages pre-rendered to HTML at build time (scripts/prerender.mjs): those whose first render needs no server
 * data. The landing page is one: its data loads in the background. The others wait for their data before they
 * render, so they are rendered in the browser.
 */
export const PRERENDERED_PATHS: PagePath[] = PAGE_ROUTES.filter((r) => r.path === '/' || !r.load).map(
  (r) => r.path,
)
