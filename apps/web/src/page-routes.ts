// How each page of the spec's table is loaded: its lazy component, its search parameters and its data loader.
// Loaders import the data layer on demand, so the schemas and the REST client stay out of the initial bundle.
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { Locale } from './i18n/locale'
import { PAGES, type PagePath } from './pages'
import HomePage from './pages/HomePage'

/** The search parameters pages read (`/news?id=`, `/heroes?rarity=&faction=`, `/leaderboard?season=`). */
type Search = { id?: unknown; rarity?: unknown; faction?: unknown; season?: unknown }

export type PageRoute = {
  path: PagePath
  /** A lazy chunk, or the component itself for the landing page (so `/` renders without a second request). */
  component: (() => Promise<{ default: ComponentType }>) | { eager: ComponentType }
  validateSearch?: (search: Search) => Search
  load?: (queryClient: QueryClient, search: Search, locale: Locale) => Promise<unknown>
}

const data = () => import('./data/content')

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
const int = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isInteger(n) && n > 0 ? n : undefined
}
function compact(search: Search): Search {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as Search
}

const feature = () => import('./pages/FeaturePage')

const routes: Record<PagePath, Omit<PageRoute, 'path'>> = {
  '/': {
    component: { eager: HomePage },
    // The landing page does not wait for its data: the hero renders at once, news and price fill in.
    load: async (qc, _s, locale) => {
      void data().then((d) => d.loadHome(qc, locale))
    },
  },
  '/claim': { component: feature },
  '/downloadCount': {
    component: () => import('./pages/DownloadCountPage'),
    load: async (qc) => (await data()).loadDownloadCount(qc),
  },
  '/error': { component: () => import('./pages/ErrorRoutePage') },
  '/fanart': {
    component: () => import('./pages/FanArtPage'),
    load: async (qc, _s, locale) => (await data()).loadContentList(qc, 'fanart', locale),
  },
  '/finaverse': { component: () => import('./pages/FinaversePage') },
  '/game': {
    component: () => import('./pages/GamePage'),
    load: async (qc) => (await data()).loadDownloadCount(qc),
  },
  '/heroes': {
    component: () => import('./pages/HeroesPage'),
    validateSearch: (s) => compact({ rarity: str(s.rarity), faction: str(s.faction) }),
    load: async (qc, _s, locale) => (await data()).loadContentList(qc, 'heroes', locale),
  },
  '/leaderboard': {
    component: () => import('./pages/LeaderboardPage'),
    validateSearch: (s) => compact({ season: int(s.season) }),
    load: async (qc, s) => (await data()).loadLeaderboard(qc, int(s.season)),
  },
  '/magic-eden-Mbox': { component: feature },
  '/merge': { component: feature },
  '/mint': { component: feature },
  '/mirror': { component: feature },
  '/news': {
    component: () => import('./pages/NewsPage'),
    validateSearch: (s) => compact({ id: int(s.id) }),
    load: async (qc, s, locale) => (await data()).loadNews(qc, int(s.id), locale),
  },
  '/nft-bridge': { component: feature },
  '/privacy': { component: () => import('./pages/PrivacyPage') },
  '/profile': { component: feature },
  '/staking': { component: feature },
  '/terms': { component: () => import('./pages/TermsPage') },
  '/token': {
    component: () => import('./pages/TokenPage'),
    load: async (qc) => (await data()).loadPrice(qc),
  },
  '/updates': {
    component: () => import('./pages/UpdatesPage'),
    load: async (qc, _s, locale) => (await data()).loadContentList(qc, 'updates', locale),
  },
  '/vision': { component: () => import('./pages/VisionPage') },
  '/worldcup': { component: feature },
  '/worldcup-cheer': { component: feature },
  '/worldcup-profile': { component: feature },
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
