// Input the routes must refuse cleanly, never with a 5xx: ids beyond int4, NUL bytes, amounts wider than their
// columns, dates outside 1-9999, and every bad value in every field of every endpoint of the contract.
import { type EndpointDefinition, endpoints } from '@finaverse/sdk/rest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggableError } from '../../src/app.js'
import { seedDemoData } from '../../src/seed.js'
import {
  call,
  createTestApp,
  expectError,
  FORM,
  fixedPrices,
  form,
  type Jar,
  PASSWORD,
  register,
  type TestApp,
  uniqueEmail,
} from '../helpers.js'

let t: TestApp
let jar: Jar
beforeAll(async () => {
  t = await createTestApp({ prices: fixedPrices })
  jar = (await register(t.app, uniqueEmail('input'))).jar
  await seedDemoData(t.database.db)
})
afterAll(() => t.close())

describe('fields beyond their columns', () => {
  it('an id beyond int4 is a 400, not a 500', async () => {
    for (const id of ['2147483648', '99999999999999999999', '-1', '1.5'])
      expectError(
        await call(t.app, jar, 'POST', '/account/withdrawalCancel', { id, idempotencyKey: 'key-int4-12345' }),
        400,
        'INVALID_REQUEST',
      )
    expectError(
      await call(t.app, undefined, 'GET', '/content/news/getById?id=2147483648'),
      400,
      'INVALID_REQUEST',
    )
  })

  it('a NUL byte in any free-text field is refused with 400', async () => {
    const nul = 'a\u0000b'
    const admin = { authorization: 'Bearer local-admin-token' }
    const ingest = { authorization: 'Bearer local-ingest-token' }
    const game = { authorization: `Bearer ${t.config.gameServerToken}` }
    const cases: [string, string, Record<string, string>, Record<string, string>?][] = [
      ['/account/login', 'login', { email: 'a@b.co', password: nul }],
      [
        '/account/create',
        'create',
        {
          email: 'a@b.co',
          code: '123456',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          message: nul,
          signature: '0x12',
          pow: 'x',
          inviteCode: nul,
        },
      ],
      [
        '/hero/arena/results',
        'ingest',
        {
          matchId: nul,
          season: '1',
          winner: `0x${'1'.repeat(40)}`,
          loser: `0x${'2'.repeat(40)}`,
          winnerFormation: '1',
          loserFormation: '2',
          playedAt: '2024-01-01',
        },
        ingest,
      ],
      [
        '/game/earnings',
        'earnings',
        { address: `0x${'1'.repeat(40)}`, amount: '1', reference: nul, idempotencyKey: 'key-nul-12345' },
        game,
      ],
      ['/admin/content/news', 'admin', { lang: 'en', title: nul }, admin],
      ['/analytics/pageview', 'pageview', { route: nul }],
    ]
    for (const [url, , body, headers] of cases) {
      const response = await call(t.app, jar, 'POST', url, body, headers)
      expect(response.statusCode, `${url} ${response.body}`).toBe(400)
    }
  })

  it('amounts and rewards beyond the columns and dates beyond 1-9999 are 400; failed queries log no parameters', async () => {
    const game = { authorization: `Bearer ${t.config.gameServerToken}` }
    const ingest = { authorization: 'Bearer local-ingest-token' }
    expectError(
      await call(
        t.app,
        undefined,
        'POST',
        '/game/earnings',
        {
          address: `0x${'1'.repeat(40)}`,
          amount: '9'.repeat(70),
          reference: 'r',
          idempotencyKey: 'key-wide-12345',
        },
        game,
      ),
      400,
      'INVALID_AMOUNT',
    )
    expectError(
      await call(t.app, jar, 'POST', '/account/withdrawFina', {
        amount: '9'.repeat(70),
        idempotencyKey: 'key-wide-12346',
      }),
      400,
      'INVALID_AMOUNT',
    )
    expectError(
      await call(
        t.app,
        undefined,
        'POST',
        '/hero/arena/results',
        {
          matchId: 'm-wide',
          season: '1',
          winner: `0x${'1'.repeat(40)}`,
          loser: `0x${'2'.repeat(40)}`,
          winnerFormation: '1',
          loserFormation: '2',
          reward: '9'.repeat(31),
          playedAt: '2024-01-01',
        },
        ingest,
      ),
      400,
      'INVALID_AMOUNT',
    )
    for (const date of ['+010000-01-01T00:00:00Z', '-000001-01-01T00:00:00Z'])
      expectError(
        await call(t.app, jar, 'GET', `/account/transactions?start=${encodeURIComponent(date)}`),
        400,
        'INVALID_DATE',
      )
    // What a failed INSERT leaves in the log: the statement and the database's code, not its parameters.
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "accounts" ("password_hash") values ($1)\nparams: $argon2id$v=19$secret',
      ),
      {
        query: 'insert into "accounts" ("password_hash") values ($1)',
        params: ['$argon2id$v=19$secret'],
        cause: Object.assign(new Error('invalid byte sequence'), {
          code: '22021',
          detail: 'Key (email)=(x@y.z)',
        }),
      },
    )
    const logged = JSON.stringify(loggableError(failed))
    expect(logged).toContain('22021')
    expect(logged).not.toContain('argon2id')
    expect(logged).not.toContain('x@y.z')
  })
})

describe('bad-input sweep', () => {
  const bad = [
    '\u0000',
    'a\u0000',
    '2147483648',
    '-2147483649',
    '9'.repeat(80),
    '1e309',
    '-0',
    'NaN',
    '+010000-01-01',
    '0000-00-00',
    '0x',
    'x'.repeat(5000),
    '%00',
    '[object Object]',
    ' ',
  ]
  it('sends every bad value in every field of every endpoint of the contract and never gets a 5xx', async () => {
    const jar = (await register(t.app, uniqueEmail('input'))).jar
    const headers = {
      cookie: jar.header(),
      authorization: `Bearer ${t.config.gameServerToken}`,
    }
    let sent = 0
    for (const endpoint of Object.values(endpoints as Record<string, EndpointDefinition>)) {
      const shape = (endpoint.input as { shape?: Record<string, unknown> }).shape ?? {}
      const fields = [...Object.keys(shape), 'extra']
      const url = endpoint.path.replace(':kind', 'news')
      const auth =
        endpoint.auth === 'ingest' && endpoint.path.startsWith('/hero/')
          ? { ...headers, authorization: 'Bearer local-ingest-token' }
          : headers
      for (const field of fields) {
        // The values of one field go together (the database sees them concurrently too).
        const answers = await Promise.all(
          bad.map(async (value) => {
            const query = form({ [field]: value })
            const response =
              endpoint.method === 'GET'
                ? await t.app.inject({ url: `${url}?${query}`, headers: auth })
                : await t.app.inject({ method: 'POST', url, headers: { ...auth, ...FORM }, payload: query })
            return { value, response }
          }),
        )
        for (const { value, response } of answers) {
          sent++
          expect(
            response.statusCode,
            `${endpoint.method} ${url} ${field}=${JSON.stringify(value)}: ${response.body}`,
          ).toBeLessThan(500)
        }
      }
    }
    expect(sent).toBeGreaterThan(500)
  }, 120_000)
})
