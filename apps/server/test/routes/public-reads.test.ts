// Public reads: each input answered with its own validation (cached answers never answer another input), the content
// cache keyed by normalised input and bounded in bytes, HTTP caching (Cache-Control, strong ETag, 304), and
// their logging.
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnswerCache } from '../../src/answer-cache.js'
import { buildApp } from '../../src/app.js'
import { ApiError } from '../../src/errors.js'
import type { PriceSnapshot } from '../../src/market-data/prices.js'
import { seedDemoData } from '../../src/seed.js'
import { createTestApp, FORM, fixedPrices, type TestApp, testConfig } from '../helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ prices: fixedPrices })
  await seedDemoData(t.database.db)
})
afterAll(() => t.close())

const list = (payload: string) =>
  t.app.inject({ method: 'POST', url: '/content/news/getList', headers: FORM, payload })

describe('public reads: validation with cached answers', () => {
  it('answers each input with its own validation, again and again', async () => {
    for (let round = 0; round < 3; round++) {
      const en = (await list('lang=en&pageSize=2')).json()
      expect(en.data.items).toHaveLength(2)
      expect(en.data.items.every((i: { lang: string }) => i.lang === 'en')).toBe(true)
      const zh = (await list('lang=zh&pageSize=1')).json()
      expect(zh.data.items).toHaveLength(1)
      expect(zh.data.items[0].lang).toBe('zh')
      const refused = await list('lang=fr&pageSize=2')
      expect(refused.statusCode).toBe(400)
    }
  })

  it('keeps inputs apart whatever characters their fields hold', async () => {
    // With a plain separator these two forms could give one key: `lang` holding the separators and a second field.
    expect((await list('lang=en&pageSize=2')).statusCode).toBe(200)
    const tricky = await list(`lang=${encodeURIComponent('en\u0001pageSize\u00002')}`)
    expect(tricky.statusCode).toBe(400)
    const twoFields = await list(`lang=en&${encodeURIComponent('x\u0000')}=2`)
    expect(twoFields.statusCode).toBe(200)
    expect(twoFields.json().data.items.length).toBeGreaterThan(0)
  })

  it('keeps an input apart from its own beginning (the same fields and one more)', async () => {
    for (let round = 0; round < 2; round++) {
      const one = (await list('lang=en&pageSize=1')).json()
      expect(one.data.items).toHaveLength(1)
      const all = (await list('lang=en')).json()
      expect(all.data.items.length).toBeGreaterThan(1)
      const two = (await list('lang=en&pageSize=2&page=1')).json()
      expect(two.data.items).toHaveLength(2)
    }
  })

  it('answers a missing item 404 again and again (cached as missing)', async () => {
    for (let round = 0; round < 2; round++) {
      const missing = await t.app.inject({
        method: 'POST',
        url: '/content/news/getById',
        headers: FORM,
        payload: 'id=999999',
      })
      expect(missing.statusCode).toBe(404)
      expect(missing.json().code).toBe('NOT_FOUND')
    }
  })
})

describe('public reads: logging', () => {
  it('writes request lines with the request, no line for a refusal, and logs failures', async () => {
    const lines: Record<string, unknown>[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line))
        done()
      },
    })
    let fail: 'no' | 'refuse' | 'crash' = 'no'
    const snapshot = {
      price: { FINA: 0.05, BNB: 600, MATIC: 0.5, updatedAt: new Date(0).toISOString() },
      lps: { pools: [], updatedAt: new Date(0).toISOString() },
      apy: { pools: {}, updatedAt: new Date(0).toISOString() },
      tvls: { pools: {}, total: 0, updatedAt: new Date(0).toISOString() },
    } satisfies PriceSnapshot
    const app = await buildApp({
      database: t.database,
      config: testConfig(),
      logStream: stream as never,
      prices: {
        snapshot: async () => {
          if (fail === 'refuse') throw new ApiError('CHAIN_UNAVAILABLE', 503)
          if (fail === 'crash') throw new Error('boom')
          return snapshot
        },
      },
    })
    try {
      expect((await app.inject({ url: '/price' })).json().data.FINA).toBe(0.05)
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
      const incoming = lines.find(
        (line) => line['msg'] === 'incoming request' && (line['req'] as { url?: string })?.url === '/healthz',
      )
      // The request's method and URL (the bigint formatter once handed pino's serializer an empty copy).
      expect(incoming?.['req']).toMatchObject({ method: 'GET', url: '/healthz' })
      expect(lines.find((line) => line['msg'] === 'request completed')?.['res']).toMatchObject({
        statusCode: 200,
      })
      const before = lines.length
      fail = 'refuse'
      expect((await app.inject({ url: '/price' })).statusCode).toBe(503)
      // A refusal is no failure of the server: no warning or error line; an unexpected error is logged, with its
      // message.
      const problems = () => lines.slice(before).filter((line) => (line['level'] as number) >= 40)
      expect(problems()).toEqual([])
      fail = 'crash'
      expect((await app.inject({ url: '/price' })).statusCode).toBe(500)
      expect(problems()).toEqual([
        expect.objectContaining({
          level: 50,
          msg: 'request failed',
          err: expect.objectContaining({ message: 'boom' }),
        }),
      ])
    } finally {
      await app.close()
    }
  })
})

describe('the content cache (anonymous input cannot grow memory)', () => {
  const contentCache = () => t.app.answerCaches['content'] as AnswerCache

  it('every spelling of one order is one cache entry and one answer', async () => {
    contentCache().clear()
    const spellings = [
      'id asc,title desc',
      'id  asc,title  desc',
      ' id\tasc , title desc ',
      'id asc',
      'id asc,id desc',
      'id asc,createdate asc,title desc,is_recommend',
      'id   asc,   title',
    ]
    for (let i = 0; i < 40; i++)
      spellings.push(`id${' '.repeat(1 + (i % 7))}asc,${' '.repeat(i % 5)}title desc`)
    const bodies = new Set<string>()
    for (const sort of spellings) {
      for (const order of ['asc', 'desc']) {
        const response = await list(new URLSearchParams({ sort, order, pageSize: '3' }).toString())
        expect(response.statusCode, sort).toBe(200)
        bodies.add(response.body)
      }
    }
    expect(bodies.size).toBe(1)
    expect(contentCache().stats().entries).toBe(1)
  })

  it('orders that differ stay apart (direction, field order, the id tie-break)', async () => {
    const ids = async (sort: string, order = 'desc') =>
      (await list(new URLSearchParams({ sort, order, pageSize: '5' }).toString()))
        .json()
        .data.items.map((item: { id: number }) => item.id)
    expect(await ids('id asc')).toEqual([...(await ids('id desc'))].reverse())
    expect(await ids('is_recommend', 'asc')).not.toEqual(await ids('is_recommend', 'desc'))
  })

  it('the cache stays within its byte bound however many distinct answers are asked', async () => {
    const small = await buildApp({
      database: t.database,
      config: testConfig({ contentCacheBytes: 16 * 1024 }),
      logger: false,
    })
    try {
      const cache = small.answerCaches['content'] as AnswerCache
      let peak = 0
      for (let pageSize = 1; pageSize <= 25; pageSize++) {
        for (const sort of ['id', 'title desc']) {
          const response = await small.inject({
            method: 'POST',
            url: '/content/news/getList',
            headers: FORM,
            payload: new URLSearchParams({ sort, pageSize: String(pageSize) }).toString(),
          })
          expect(response.statusCode).toBe(200)
          peak = Math.max(peak, cache.stats().bytes)
        }
      }
      expect(peak).toBeGreaterThan(0)
      expect(peak).toBeLessThanOrEqual(16 * 1024)
      expect(cache.stats().entries).toBeLessThan(50)
    } finally {
      await small.close()
    }
  })

  it('the byte-bounded cache evicts the least recently used answers and keeps no oversized one', () => {
    const cache = new AnswerCache(10_000, 60_000)
    try {
      for (let i = 0; i < 100; i++) cache.set(`k${i}`, 'x'.repeat(1000))
      expect(cache.stats().bytes).toBeLessThanOrEqual(10_000)
      expect(cache.get('k99')).toBe('x'.repeat(1000))
      expect(cache.get('k0')).toBeUndefined()
      cache.set('huge', 'y'.repeat(5000))
      expect(cache.get('huge')).toBeUndefined()
    } finally {
      cache.close()
    }
  })

  it('expired answers are swept without being asked for again', async () => {
    const cache = new AnswerCache(1_000_000, 50)
    try {
      for (let i = 0; i < 20; i++) cache.set(`k${i}`, 'x'.repeat(1000))
      expect(cache.stats().entries).toBe(20)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(cache.stats().entries).toBe(0)
      expect(cache.stats().bytes).toBe(0)
    } finally {
      cache.close()
    }
  })
})

describe('public reads: HTTP caching', () => {
  it('sends Cache-Control, a strong ETag and no Vary or cookie; answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ url: '/price' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toMatch(
      /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
    )
    const tag = first.headers['etag'] as string
    expect(tag).toMatch(/^"[^"]+"$/)
    expect(first.headers['vary']).toBeUndefined()
    expect(first.headers['set-cookie']).toBeUndefined()
    // The answer is the same bytes, so the same tag.
    expect((await t.app.inject({ url: '/price' })).headers['etag']).toBe(tag)

    for (const match of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const again = await t.app.inject({ url: '/price', headers: { 'if-none-match': match } })
      expect(again.statusCode, match).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers['etag']).toBe(tag)
      expect(again.headers['cache-control']).toBe(first.headers['cache-control'])
    }
    const other = await t.app.inject({ url: '/price', headers: { 'if-none-match': '"other"' } })
    expect(other.statusCode).toBe(200)
    expect(other.body).toBe(first.body)
    // A client asking for a fresh answer gets one.
    const noCache = await t.app.inject({
      url: '/price',
      headers: { 'if-none-match': tag, 'cache-control': 'no-cache' },
    })
    expect(noCache.statusCode).toBe(200)
  })

  it('gives every public read its lifetime, and an item a new tag once an admin changes it', async () => {
    for (const url of ['/price', '/lps', '/apy', '/tvls', '/blog', '/downloadCount', '/hero/kingList'])
      expect((await t.app.inject({ url })).headers['cache-control'], url).toMatch(/^public, /)
    const item = async (headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/content/news/getById?id=1', headers })
    const before = await item()
    expect(before.statusCode).toBe(200)
    expect(before.headers['cache-control']).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=60')
    const tag = before.headers['etag'] as string
    expect((await item({ 'if-none-match': tag })).statusCode).toBe(304)
    const data = before.json().data
    const update = await t.app.inject({
      method: 'POST',
      url: '/admin/content/news/1',
      headers: { authorization: 'Bearer local-admin-token', 'content-type': 'application/json' },
      payload: JSON.stringify({
        gameId: data.gameId,
        lang: data.lang,
        title: `${data.title} (updated)`,
        summary: data.summary,
        body: data.body,
        isRecommend: data.isRecommend,
      }),
    })
    expect(update.statusCode, update.body).toBe(200)
    const after = await item({ 'if-none-match': tag })
    expect(after.statusCode).toBe(200)
    expect(after.headers['etag']).not.toBe(tag)
  })

  it('keeps errors, private answers and POST reads out of caches', async () => {
    const missing = await t.app.inject({ url: '/content/news/getById?id=999999' })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['etag']).toBeUndefined()
    expect(missing.headers['cache-control']).toBeUndefined()
    const session = await t.app.inject({ url: '/account/session' })
    expect(session.headers['cache-control']).toBe('no-store')
    expect(session.headers['etag']).toBeUndefined()
    const posted = await list('lang=en&pageSize=2')
    expect(posted.statusCode).toBe(200)
    expect(posted.headers['etag']).toBeUndefined()
    expect(posted.headers['cache-control']).toBeUndefined()
  })
})
