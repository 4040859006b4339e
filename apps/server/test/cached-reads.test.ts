// Cached reads remember the validation of inputs they accepted (src/http.ts): a remembered input never answers
// another one, and a refused input is refused again.
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { ApiError } from '../src/errors.js'
import { seedDemoData } from '../src/seed.js'
import type { PriceSnapshot } from '../src/services/prices.js'
import { createTestApp, FORM, type TestApp, testConfig } from './helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemoData(t.database.db)
})
afterAll(() => t.close())

const list = (payload: string) =>
  t.app.inject({ method: 'POST', url: '/content/news/getList', headers: FORM, payload })

describe('cached reads: remembered validation', () => {
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

describe('cached reads: logging', () => {
  it('writes no request lines for a cached read, keeps them for other routes with the request, logs failures', async () => {
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
      expect(lines.filter((line) => line['msg'] === 'incoming request')).toEqual([])
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
      const incoming = lines.find((line) => line['msg'] === 'incoming request')
      // The request's method and URL (the bigint formatter once handed pino's serializer an empty copy).
      expect(incoming?.['req']).toMatchObject({ method: 'GET', url: '/healthz' })
      expect(lines.find((line) => line['msg'] === 'request completed')?.['res']).toMatchObject({
        statusCode: 200,
      })
      const before = lines.length
      fail = 'refuse'
      expect((await app.inject({ url: '/price' })).statusCode).toBe(503)
      // A refusal is no failure of the server: no line; an unexpected error is logged, with its message.
      expect(lines.length).toBe(before)
      fail = 'crash'
      expect((await app.inject({ url: '/price' })).statusCode).toBe(500)
      expect(lines.slice(before)).toEqual([
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
