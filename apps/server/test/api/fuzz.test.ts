import { type EndpointDefinition, endpoints } from '@finaverse/sdk/rest'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPriceService } from '../../src/market-data/prices.js'
import { seedDemoData } from '../../src/seed.js'
import { createTestApp, form, type Jar, register, type TestApp } from '../helpers.js'

// Property-based fuzzing of every endpoint's input: never a 500, and a refused request changes no row.
// By design two counters do change on refusal and are left out of the fingerprint: failed logins (the hourly
// limit) and wrong guesses of an e-mail code (the attempt limit); rate-limit counters (PostgreSQL) count every hit.

let t: TestApp
let jar: Jar
const numRuns = Number(process.env['FUZZ_RUNS'] ?? 25)

const fingerprintSql = sql`
  select
    (select count(*) from accounts) || ':' || (select coalesce(md5(string_agg(a::text, ',' order by a.id)), '') from accounts a) || '|' ||
    (select count(*) from sessions) || '|' ||
    (select count(*) from siwe_nonces) || ':' || (select count(used_at) from siwe_nonces) || '|' ||
    (select count(*) from mail_codes) || ':' || (select count(used_at) from mail_codes) || '|' ||
    (select count(*) from captchas) || ':' || (select count(used_at) from captchas) || '|' ||
    (select count(*) from outbox) || '|' ||
    (select coalesce(md5(string_agg(c::text, ',' order by c.id)), '') from content c) || '|' ||
    (select coalesce(md5(string_agg(x::text, ',' order by x.name)), '') from counters x) || '|' ||
    (select coalesce(md5(string_agg(p::text, ',' order by p.route, p.day)), '') from page_views p) || '|' ||
    (select coalesce(md5(string_agg(tm::text, ',' order by tm.account_id)), '') from teams tm) || '|' ||
    (select count(*) from arena_matches) || ':' || (select coalesce(md5(string_agg(ap::text, ',' order by ap.season, ap.player)), '') from arena_players ap) || '|' ||
    (select count(*) from applied_events) as fingerprint`

async function fingerprint(): Promise<string> {
  const result = await t.database.db.execute<{ fingerprint: string }>(fingerprintSql)
  return result.rows[0]?.fingerprint ?? ''
}

beforeAll(async () => {
  t = await createTestApp({ prices: createPriceService(() => [], 0) })
  await seedDemoData(t.database.db)
  jar = (await register(t.app, 'fuzz@example.com')).jar
})
afterAll(() => t.close())

const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '0x',
  `0x${'f'.repeat(40)}`,
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  'a'.repeat(3000),
  "' or 1=1 --",
  'createdate; drop table content',
  'is_recommend desc, createdate',
  '<script>alert(1)</script>',
  '123456',
  'Secret#123',
  'a@b.co',
  '2024-13-45',
  '2024-01-01',
  '1,2,3,4',
  '/news',
  '\u0000',
  '🦄',
)
const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  nasty,
  fc.integer().map(String),
)
const jsonValue = fc.oneof(
  scalar,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 2 }),
)

function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape
  return shape ? Object.keys(shape) : []
}

const inputFor = (keys: string[], value: fc.Arbitrary<unknown>) =>
  fc.record(Object.fromEntries([...keys, 'extra'].map((key) => [key, value])), { requiredKeys: [] })

type Target = {
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  keys: string[]
  headers?: Record<string, string>
}

const kinds = fc.constantFrom('news', 'updates', 'fanart', 'heroes', 'blog', '', '..', '%00', 'NEWS')
const targets: Target[] = Object.values(endpoints as Record<string, EndpointDefinition>).map((endpoint) => ({
  method: endpoint.method,
  path: endpoint.path,
  keys: fieldsOf(endpoint.input),
  ...(endpoint.auth === 'ingest' ? { headers: { authorization: 'Bearer local-ingest-token' } } : {}),
}))
targets.push(
  {
    method: 'POST',
    path: '/admin/content/:kind',
    keys: ['gameId', 'lang', 'title', 'summary', 'body', 'imageUrl', 'isRecommend'],
    headers: { authorization: 'Bearer local-admin-token' },
  },
  {
    method: 'POST',
    path: '/admin/content/:kind/:id',
    keys: ['lang', 'title'],
    headers: { authorization: 'Bearer local-admin-token' },
  },
  {
    method: 'DELETE',
    path: '/admin/content/:kind/:id',
    keys: [],
    headers: { authorization: 'Bearer local-admin-token' },
  },
  {
    method: 'GET',
    path: '/admin/analytics/pageviews',
    keys: ['from', 'to'],
    headers: { authorization: 'Bearer local-admin-token' },
  },
  { method: 'GET', path: '/verifyCode/tmimgNumber', keys: ['t'] },
)

const text = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))

async function send(
  target: Target,
  kind: string,
  id: string,
  input: Record<string, unknown>,
  encoding: 'form' | 'json',
  withSession: boolean,
) {
  const url = target.path.replace(':kind', encodeURIComponent(kind)).replace(':id', encodeURIComponent(id))
  const headers: Record<string, string> = {
    ...target.headers,
    ...(withSession ? { cookie: jar.header() } : {}),
  }
  if (target.method === 'GET' || target.method === 'DELETE') {
    const query = form(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, text(v)])))
    return t.app.inject({ method: target.method, url: query ? `${url}?${query}` : url, headers })
  }
  if (encoding === 'json') {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    })
  }
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(input)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, text(v))
  }
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: params.toString(),
  })
}

describe('fuzzing every endpoint', () => {
  for (const target of targets) {
    it(`${target.method} ${target.path}: never 500, refusals change nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(
          inputFor(target.keys, jsonValue),
          kinds,
          fc.oneof(fc.integer({ min: -5, max: 100 }).map(String), nasty),
          fc.constantFrom('form', 'json') as fc.Arbitrary<'form' | 'json'>,
          fc.boolean(),
          async (input, kind, id, encoding, withSession) => {
            const before = await fingerprint()
            const response = await send(target, kind, id, input, encoding, withSession)
            expect(response.statusCode, response.body).not.toBe(500)
            if (response.statusCode >= 400) {
              expect(response.statusCode === 503 || response.statusCode < 500, response.body).toBe(true)
              const body = response.json()
              expect(typeof body.code).toBe('string')
              expect(typeof body.msg).toBe('string')
              expect(body.ret).toBe(response.statusCode)
              expect(await fingerprint()).toBe(before)
            }
          },
        ),
        { numRuns },
      )
    })
  }

  it('raw bodies of any content type never answer 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ...targets
            .filter((x) => x.method === 'POST')
            .map((x) => x.path.replace(':kind', 'news').replace(':id', '1')),
        ),
        fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'text/plain',
          'multipart/form-data',
          'application/xml',
        ),
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom('{', '[]', 'null', '{"email":{"$ne":1}}', 'a=1&a=2&a[b]=3', '%%%'),
        ),
        async (url, contentType, payload) => {
          const response = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': contentType, cookie: jar.header() },
            payload,
          })
          expect(response.statusCode, response.body).not.toBe(500)
        },
      ),
      { numRuns: numRuns * 4 },
    )
  })
})
