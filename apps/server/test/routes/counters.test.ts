// Downloads and page views are counted (without cookies), and public rankings and counters are throttled per client,
// so one client cannot flood them.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { arenaPlayers } from '../../src/db/schema.js'
import {
  ADMIN,
  call,
  createTestApp,
  FORM,
  fixedPrices,
  form,
  newWallet,
  type TestApp,
  testConfig,
} from '../helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ prices: fixedPrices })
})
afterAll(() => t.close())

// First: the counts start from an empty database (the throttles below count downloads and views of their own).
describe('downloads and page views', () => {
  it('counts Android downloads and redirects to the APK', async () => {
    expect((await call(t.app, undefined, 'GET', '/downloadCount')).json().data).toEqual({ count: 0 })
    const first = await call(t.app, undefined, 'GET', '/account/androidDownload')
    expect(first.statusCode).toBe(302)
    expect(first.headers.location).toBe(t.config.androidApkUrl)
    await call(t.app, undefined, 'GET', '/account/androidDownload')
    expect((await call(t.app, undefined, 'GET', '/downloadCount')).json().data).toEqual({ count: 2 })
  })

  it('aggregates page views per route and day without cookies', async () => {
    for (const route of ['/news', '/zh/news', '/news/', '/news?ref=x', '/']) {
      const response = await call(t.app, undefined, 'POST', '/analytics/pageview', { route })
      expect(response.statusCode, route).toBe(200)
      expect(response.headers['set-cookie']).toBeUndefined()
    }
    for (const route of ['/unknown', '/news/123', 'javascript:alert(1)']) {
      expect((await call(t.app, undefined, 'POST', '/analytics/pageview', { route })).statusCode).toBe(400)
    }
    expect((await call(t.app, undefined, 'GET', '/admin/analytics/pageviews')).statusCode).toBe(401)
    const items = (await call(t.app, undefined, 'GET', '/admin/analytics/pageviews', undefined, ADMIN)).json()
      .data.items
    const today = new Date().toISOString().slice(0, 10)
    expect(items).toEqual(
      expect.arrayContaining([
        { route: '/news', day: today, count: 3 },
        { route: '/zh/news', day: today, count: 1 },
        { route: '/', day: today, count: 1 },
      ]),
    )
  })
})
describe('rankings and counters are throttled per client', () => {
  let strict: TestApp
  beforeAll(async () => {
    strict = await createTestApp({ database: t.database, config: testConfig({ rateLimitFactor: 1 }) })
  })
  afterAll(() => strict.app.close())

  it('page views count at most 30 a minute from one client', async () => {
    const view = (remoteAddress: string) =>
      strict.app.inject({
        method: 'POST',
        url: '/analytics/pageview',
        remoteAddress,
        headers: FORM,
        payload: form({ route: '/news' }),
      })
    for (let i = 0; i < 30; i++) expect((await view('10.8.0.1')).statusCode).toBe(200)
    const refused = await view('10.8.0.1')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS')
    expect((await view('10.8.0.2')).statusCode).toBe(200)
  })

  it('a client counts at most 2 Android downloads an hour, and every one is still served', async () => {
    const countNow = async () =>
      (await strict.app.inject({ url: '/downloadCount' })).json().data.count as number
    const before = await countNow()
    for (let i = 0; i < 10; i++) {
      const download = await strict.app.inject({ url: '/account/androidDownload', remoteAddress: '10.8.1.1' })
      expect(download.statusCode).toBe(302)
    }
    expect(await countNow()).toBe(before + 2)
    await strict.app.inject({ url: '/account/androidDownload', remoteAddress: '10.8.1.2' })
    expect(await countNow()).toBe(before + 3)
  })

  it('rankings answer from a 10-second cache, ranked by place, and at most 60 a minute per client', async () => {
    const players = Array.from({ length: 5 }, () => newWallet().address.toLowerCase())
    const season = 900 + Math.floor(Math.random() * 1000)
    for (const [i, winner] of players.entries())
      for (let k = 0; k <= i; k++) {
        const loser = players[(i + 1) % players.length] as string
        const applied = await call(
          strict.app,
          undefined,
          'POST',
          '/hero/arena/results',
          {
            matchId: `a6-${season}-${i}-${k}`,
            season,
            winner,
            loser,
            winnerFormation: '1,2,3,4',
            loserFormation: '5,6,7,8',
            reward: '1',
            playedAt: '2024-01-01T00:00:00Z',
          },
          { authorization: 'Bearer local-ingest-token' },
        )
        expect(applied.statusCode, applied.body).toBe(200)
      }
    const rank = (query: string, remoteAddress = '10.6.0.1') =>
      strict.app.inject({ url: `/hero/arena/rank?season=${season}&${query}`, remoteAddress })
    const all = (await rank('pageSize=5')).json().data
    expect(all.items.map((item: { player: string }) => item.player)).toEqual([...players].reverse())
    expect(all.items.map((item: { rank: number }) => item.rank)).toEqual([1, 2, 3, 4, 5])
    // A page's ranks are its places in the whole ranking.
    const page2 = (await rank('page=2&pageSize=2')).json().data
    expect(page2.items.map((item: { rank: number; player: string }) => [item.rank, item.player])).toEqual([
      [3, players[2]],
      [4, players[1]],
    ])
    // Kept for 10 s: a new result shows after that, not at once.
    await strict.database.db.delete(arenaPlayers).where(eq(arenaPlayers.season, season))
    expect((await rank('pageSize=5')).json().data.total).toBe(5)
    let refused = 0
    for (let i = 0; i < 60; i++) if ((await rank('pageSize=5')).statusCode === 429) refused++
    expect(refused).toBeGreaterThan(0)
    expect((await rank('pageSize=5', '10.6.0.2')).statusCode).toBe(200)
  })
})
