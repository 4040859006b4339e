import { SITE_ROUTES } from '@finaverse/domain'
import { describe, expect, it } from 'vitest'
import { buildMenu } from './menu'
import { PAGE_ROUTES } from './page-routes'
import { PAGES } from './pages'

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

describe('route table', () => {
  it("has exactly the spec's routes", () => {
    expect(PAGES.map((p) => p.path).sort()).toEqual([...SPEC_ROUTES].sort())
  })

  it('gives every route a lazy component', () => {
    for (const route of PAGE_ROUTES) {
      const c = route.component
      expect(typeof c === 'function' || typeof c.eager === 'function', route.path).toBe(true)
    }
    expect(PAGE_ROUTES).toHaveLength(SPEC_ROUTES.length)
  })

  it('parses search parameters of news, heroes and leaderboard', () => {
    const byPath = Object.fromEntries(PAGE_ROUTES.map((r) => [r.path, r]))
    expect(byPath['/news']?.validateSearch?.({ id: '12' })).toEqual({ id: 12 })
    expect(byPath['/news']?.validateSearch?.({ id: 'x' })).toEqual({})
    expect(byPath['/heroes']?.validateSearch?.({ rarity: 'SS+', faction: 'Ouroboros' })).toEqual({
      rarity: 'SS+',
      faction: 'Ouroboros',
    })
    expect(byPath['/leaderboard']?.validateSearch?.({ season: 3 })).toEqual({ season: 3 })
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

  it('points every entry to a route of the table when nothing is configured', () => {
    for (const entry of entries) {
      expect(entry.target.kind).toBe('route')
      if (entry.target.kind === 'route') expect(SPEC_ROUTES).toContain(entry.target.to)
    }
    const target = (id: string) => entries.find((e) => e.id === id)?.target
    expect(target('open-box')).toEqual({ kind: 'route', to: '/mint' })
    expect(target('news')).toEqual({ kind: 'route', to: '/news' })
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
})
