import { SITE_ROUTES } from '@finaverse/domain'
import { describe, expect, it } from 'vitest'
import { heroesSearch, leaderboardSearch, newsSearch } from './features/content/search'
import { buildMenu, FOOTER_LINKS, HEADER_LINKS } from './menu'
import { prerenderedPaths, sitePages, sitePath } from './pages'
import { routeTree } from './routeTree.gen'

// The spec's route table, as @finaverse/domain holds it (its own test checks it against the spec).
const SPEC_ROUTES = SITE_ROUTES

const NO_LINKS = {
  whitepaper: null,
  docs: null,
  market: null,
  swap: null,
  miningGame: null,
  events: null,
  community: null,
}

const PAGES = sitePages(routeTree)

describe('route tree', () => {
  it("has exactly the spec's routes, each with a title and a description", () => {
    expect(PAGES.map((p) => p.path).sort()).toEqual([...SPEC_ROUTES].sort())
    for (const { path, page } of PAGES) {
      expect(page.title.id, path).toBeTruthy()
      expect(page.description.id, path).toBeTruthy()
    }
  })

  it('maps route paths to the paths of the site', () => {
    expect(sitePath('/{-$locale}/')).toBe('/')
    expect(sitePath('/{-$locale}')).toBe('/')
    expect(sitePath('/{-$locale}/news')).toBe('/news')
    expect(sitePath('/{-$locale}/magic-eden-Mbox')).toBe('/magic-eden-Mbox')
  })

  it('pre-renders every page of the site, those that wait for server data among them', () => {
    const paths = prerenderedPaths(routeTree)
    expect([...paths].sort()).toEqual([...SITE_ROUTES].sort())
  })

  it('parses the search parameters of news, heroes and leaderboard, dropping invalid values', () => {
    expect(newsSearch.parse({ id: '12' })).toEqual({ id: 12 })
    expect(newsSearch.parse({ id: 'x' }).id).toBeUndefined()
    expect(newsSearch.parse({ id: -3 }).id).toBeUndefined()
    expect(newsSearch.parse({}).id).toBeUndefined()
    expect(heroesSearch.parse({ rarity: 'SS+', faction: 'Ouroboros' })).toEqual({
      rarity: 'SS+',
      faction: 'Ouroboros',
    })
    expect(heroesSearch.parse({ rarity: 'Z', faction: 'Ouroboros' })).toEqual({
      rarity: undefined,
      faction: 'Ouroboros',
    })
    expect(leaderboardSearch.parse({ season: 3 })).toEqual({ season: 3 })
    expect(leaderboardSearch.parse({ season: 1.5 }).season).toBeUndefined()
  })
})

describe('menu', () => {
  const entries = buildMenu(NO_LINKS).flatMap((g) => g.entries)
  const ids = entries.map((e) => e.id)

  it('has every navigation entry of the spec that is a link (wallet, language and network live in the header)', () => {
    for (const id of [
      'mining-game',
      'staking',
      'worldcup',
      'events',
      'whitepaper',
      'stake-and-cheer',
      'mirror',
      'buy-mystery-box',
      'merge',
      'mint',
      'event-profile',
      'game',
      'download',
      'leaderboard',
      'heroes',
      'token',
      'market',
      'swap',
      'open-box',
      'news',
      'fan-art',
      'vision',
      'docs',
    ]) {
      expect(ids).toContain(id)
    }
  })

  it('reaches every screen of the spec: each feature screen is a menu entry', () => {
    const targets = entries.flatMap((e) => (e.target.kind === 'route' ? [sitePath(e.target.to)] : []))
    for (const screen of [
      '/staking',
      '/worldcup',
      '/worldcup-cheer',
      '/worldcup-profile',
      '/magic-eden-Mbox',
      '/mint',
      '/merge',
      '/mirror',
      '/nft-bridge',
      '/claim',
      '/profile',
      '/token',
    ]) {
      expect(targets, screen).toContain(screen)
    }
  })

  it('points every entry to a route of the table when nothing is configured', () => {
    for (const entry of entries) {
      expect(entry.target.kind).toBe('route')
      if (entry.target.kind === 'route') expect(SPEC_ROUTES).toContain(sitePath(entry.target.to))
    }
    const target = (id: string) => entries.find((e) => e.id === id)?.target
    expect(target('open-box')).toEqual({ kind: 'route', to: '/{-$locale}/mint' })
    expect(target('news')).toEqual({ kind: 'route', to: '/{-$locale}/news' })
    expect(target('download')).toEqual({ kind: 'route', to: '/{-$locale}/game', hash: 'download' })
  })

  it('uses configured external links', () => {
    const menu = buildMenu({ ...NO_LINKS, whitepaper: 'https://example.org/whitepaper.pdf' }).flatMap(
      (g) => g.entries,
    )
    expect(menu.find((e) => e.id === 'whitepaper')?.target).toEqual({
      kind: 'external',
      href: 'https://example.org/whitepaper.pdf',
    })
  })

  it('links the header and the footer to pages of the tree, each with a name', () => {
    const byPath = new Map(PAGES.map((p) => [p.path, p.page]))
    for (const to of [...HEADER_LINKS, ...FOOTER_LINKS]) {
      expect(byPath.get(sitePath(to)), to).toBeDefined()
    }
    expect(HEADER_LINKS.map(sitePath)).toEqual(['/staking', '/mint', '/heroes', '/leaderboard', '/news'])
    expect(FOOTER_LINKS).toHaveLength(8)
  })
})
