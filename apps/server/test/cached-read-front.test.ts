// The front of cached reads (src/cached-reads.ts) answers a question asked again before Fastify's pipeline: over real
// sockets, an app with the front and one without it (the same database, the same services) must send the same status,
// headers and bytes to every request, whether the front answers it or hands it on.
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CachedReadFront, FRONT_BODY_LIMIT, FRONT_QUESTIONS } from '../src/cached-reads.js'
import { ApiError } from '../src/errors.js'
import { seedDemoData } from '../src/seed.js'
import type { PriceService, PriceSnapshot } from '../src/services/prices.js'
import { createTestApp, FORM, openTestDatabase, priceSnapshot, type TestApp } from './helpers.js'

/** Prices the test moves: `current` is the service's fresh snapshot, `failing` makes a load refuse. */
const prices = {
  snapshot: priceSnapshot as PriceSnapshot,
  fresh: true,
  failing: false,
}
const service: PriceService = {
  current: () => (prices.fresh ? prices.snapshot : undefined),
  snapshot: async () => {
    if (prices.failing) throw new ApiError('CHAIN_UNAVAILABLE', 503)
    return prices.snapshot
  },
}

let front: TestApp
let plain: TestApp
const urls = { front: '', plain: '' }
beforeAll(async () => {
  const database = await openTestDatabase()
  await seedDemoData(database.db)
  front = await createTestApp({ database, prices: service })
  plain = await createTestApp({ database, prices: service, cachedReadFront: false })
  urls.front = await front.app.listen({ port: 0, host: '127.0.0.1' })
  urls.plain = await plain.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await plain.app.close()
  await front.close()
})

type Ask = {
  method?: string
  path: string
  headers?: Record<string, string>
  /** The body, sent in these pieces (one write each); without a content-length header when `chunked`. */
  body?: string | string[]
  chunked?: boolean
}
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One request on its own connection; the answer without the headers that change with the moment. */
function ask(
  base: string,
  { method = 'GET', path, headers = {}, body, chunked = false }: Ask,
): Promise<Answer> {
  const pieces = body === undefined ? [] : [body].flat()
  const length = pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0)
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...headers,
          ...(body !== undefined && !chunked ? { 'content-length': String(length) } : {}),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () => {
          const { date: _date, ...rest } = response.headers
          resolve({ status: response.statusCode ?? 0, headers: rest, body: text })
        })
      },
    )
    request.on('error', reject)
    const write = (i: number) => {
      if (i === pieces.length) return void request.end()
      request.write(pieces[i])
      setTimeout(() => write(i + 1), 5)
    }
    write(0)
  })
}

/** Asks both apps `times` times; every answer of the app with the front equals the plain app's. */
async function same(question: Ask, times = 3): Promise<Answer> {
  let last: Answer | undefined
  for (let i = 0; i < times; i++) {
    const plainAnswer = await ask(urls.plain, question)
    const frontAnswer = await ask(urls.front, question)
    expect(frontAnswer, `${question.method ?? 'GET'} ${question.path} ${question.body ?? ''}`).toEqual(
      plainAnswer,
    )
    last = frontAnswer
  }
  return last as Answer
}

const answered = () => front.app.cachedReads?.answered ?? 0
const list = (body: string | string[], headers: Record<string, string> = {}): Ask => ({
  method: 'POST',
  path: '/content/news/getList',
  headers: { ...FORM, ...headers },
  body,
})

describe('cached reads: the front', () => {
  it('answers a question asked again itself, with the same status, headers and bytes', async () => {
    const questions: Ask[] = [
      { path: '/price' },
      { path: '/api/price' },
      { path: '/price?lang=en' },
      { path: '/lps' },
      { path: '/apy' },
      { path: '/tvls' },
      { path: '/content/news/getById?id=1' },
      list('lang=en&pageSize=2'),
      list('lang=zh&pageSize=1'),
      { ...list('lang=en'), path: '/api/content/news/getList' },
      list(''),
    ]
    for (const question of questions) {
      const before = answered()
      const answer = await same(question)
      expect(answer.status, question.path).toBe(200)
      expect(answer.headers['x-frame-options']).toBe('DENY')
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
      // Fastify's path answered the first; the front the two after it.
      expect(answered() - before, `${question.path} ${question.body ?? ''}`).toBe(2)
    }
  })

  it('hands on what it has not seen or may not answer, and the answers stay the same', async () => {
    await same(list('lang=en&pageSize=3'), 1)
    const before = answered()
    const handedOn: Ask[] = [
      // A new body on a known URL (read by the front, then replayed to Fastify), a refused one, a JSON one.
      list('lang=zh&pageSize=3'),
      list('lang=fr&pageSize=3'),
      { ...list('{"lang":"en","pageSize":3}'), headers: { 'content-type': 'application/json' } },
      // The same form split over two writes, sent without a length, or too large for the front.
      { ...list(['lang=en&', 'pageSize=2&page=2']) },
      { ...list('lang=en&pageSize=3'), chunked: true },
      list(`lang=en&pageSize=3&pad=${'x'.repeat(FRONT_BODY_LIMIT)}`),
      // CSRF: a foreign site or origin is refused on Fastify's path, as on every state-changing route.
      list('lang=en&pageSize=3', { 'sec-fetch-site': 'cross-site' }),
      list('lang=en&pageSize=3', { origin: 'https://evil.example' }),
      // HEAD, a GET with a body or a content type, a route never asked.
      { method: 'HEAD', path: '/price' },
      { path: '/price', headers: { 'content-type': 'text/plain' }, body: 'hi' },
      { path: '/price', headers: { 'content-type': 'application/json' } },
      { path: '/content/nope/getList' },
      { path: '/content/news/getById?id=999999' },
    ]
    const statuses: number[] = []
    for (const question of handedOn) statuses.push((await same(question, 1)).status)
    expect(statuses).toEqual([200, 400, 200, 200, 200, 200, 403, 403, 200, 200, 200, 404, 404])
    expect(answered()).toBe(before)
    // A browser on the same site is answered by the front.
    await same(list('lang=en&pageSize=3', { 'sec-fetch-site': 'same-origin' }), 2)
    expect(answered()).toBe(before + 2)
  })

  it('answers what the cache holds now: new prices, content written since, a load that fails and recovers', async () => {
    await same({ path: '/price' })
    prices.snapshot = { ...priceSnapshot, price: { ...priceSnapshot.price, FINA: 0.07 } }
    expect(JSON.parse((await same({ path: '/price' }, 1)).body).data.FINA).toBe(0.07)

    // A stale snapshot: the front waits for the load, and a failed load gets Fastify's error envelope.
    prices.fresh = false
    prices.failing = true
    const refused = await same({ path: '/price' }, 2)
    expect(JSON.parse(refused.body)).toMatchObject({ ret: 503, code: 'CHAIN_UNAVAILABLE' })
    prices.failing = false
    expect(JSON.parse((await same({ path: '/price' }, 2)).body).data.FINA).toBe(0.07)
    prices.fresh = true

    const top = list('lang=en&pageSize=1')
    await same(top)
    const admin = { authorization: `Bearer ${front.config.adminToken}` }
    // Each app clears its own content cache on a write (as each api process does): written through both.
    for (const app of [front.app, plain.app]) {
      const created = await app.inject({
        method: 'POST',
        url: '/admin/content/news',
        headers: { ...admin, ...FORM },
        payload: 'lang=en&title=Front%20page&isRecommend=99',
      })
      expect(created.statusCode, created.body).toBe(200)
    }
    const titles = JSON.parse((await same(top)).body).data.items.map((item: { title: string }) => item.title)
    expect(titles).toEqual(['Front page'])
  })
})

describe('cached reads: the front on its own', () => {
  /** A Fastify request as `route` hands it to `remember`, for a GET of `url`. */
  const fastifyRequest = (url: string) =>
    ({
      raw: { method: 'GET', url, headers: {} },
      input: {},
      params: {},
      formBody: null,
    }) as never as FastifyRequest
  const serveGet = (target: CachedReadFront, url: string) => {
    let handedOn = false
    let sent = ''
    const res = { writeHead: () => res, end: (body: string) => (sent = body) }
    target.serve(
      { method: 'GET', url, headers: {} } as IncomingMessage,
      res as never as ServerResponse,
      () => (handedOn = true),
    )
    return { handedOn, sent }
  }

  it('hands every request on once the app closes', () => {
    const target = new CachedReadFront({}, () => false)
    target.remember(fastifyRequest('/price'), () => '{"ret":0}')
    expect(serveGet(target, '/price')).toEqual({ handedOn: false, sent: '{"ret":0}' })
    target.closing = true
    expect(serveGet(target, '/price')).toEqual({ handedOn: true, sent: '' })
  })

  it(`remembers at most ${FRONT_QUESTIONS} questions, then starts again`, () => {
    const target = new CachedReadFront({}, () => false)
    for (let i = 0; i < FRONT_QUESTIONS; i++) target.remember(fastifyRequest(`/price?n=${i}`), () => `${i}`)
    expect(target.questions).toBe(FRONT_QUESTIONS)
    expect(serveGet(target, '/price?n=0').sent).toBe('0')
    target.remember(fastifyRequest('/price?n=new'), () => 'new')
    expect(target.questions).toBe(1)
    expect(serveGet(target, '/price?n=0').handedOn).toBe(true)
    expect(serveGet(target, '/price?n=new').sent).toBe('new')
  })

  it('hands on a question whose handler throws or gives no string', () => {
    const target = new CachedReadFront({}, () => false)
    target.remember(fastifyRequest('/a'), () => {
      throw new Error('boom')
    })
    target.remember(fastifyRequest('/b'), () => null)
    expect(serveGet(target, '/a').handedOn).toBe(true)
    expect(serveGet(target, '/b').handedOn).toBe(true)
  })
})
