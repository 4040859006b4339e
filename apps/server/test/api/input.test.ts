import net from 'node:net'
import { MESSAGES } from '@finaverse/domain'
import { type EndpointDefinition, endpoints } from '@finaverse/sdk/rest'
import { and, count, eq, inArray } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { Registry } from 'prom-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, loggableError } from '../src/app.js'
import { ConfigError, loadConfig } from '../src/config.js'
import {
  accounts,
  captchas,
  idempotencyKeys,
  loginFailures,
  mailCodes,
  mailQuota,
  outbox,
  powSpent,
  sessions,
  signInLinks,
  siweNonces,
} from '../src/db/schema.js'
import { rateLimits, registerFormParser, route } from '../src/http.js'
import { loadKeeperConfig } from '../src/keeper/config.js'
import { KeeperMetrics, startMetricsServer } from '../src/keeper/metrics.js'
import { seedDemoData } from '../src/seed.js'
import { clientKey } from '../src/services/client-key.js'
import { createSweepJob } from '../src/services/sweep.js'
import {
  call,
  clockWithinOneDay,
  createTestApp,
  FORM,
  fixedPrices,
  form,
  Jar,
  lastCode,
  PASSWORD,
  pow,
  register,
  sendMailCode,
  type TestApp,
  testConfig,
  uniqueEmail,
} from './helpers.js'

// The abuse paths: guessing, flooding, oversized or malformed input, foreign origins, unguarded endpoints; the races
// run on both databases (the PostgreSQL project proves them with real concurrent transactions).

let t: TestApp
let clock = Date.now()
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock), prices: fixedPrices })
})
afterAll(() => t.close())

const expectError = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
  const body = response.json() as { ret: number; msg: string; code: string }
  expect(response.statusCode, JSON.stringify(body)).toBe(status)
  expect(body.code).toBe(code)
  expect(body.msg).toBe(
    code in MESSAGES
      ? MESSAGES[code as keyof typeof MESSAGES]
      : `${MESSAGES.UNKNOWN_ERROR} Error Code: ${code}`,
  )
}

describe('high', () => {
  it('300 concurrent guesses of one code evaluate at most 5, the right one among the later ones included', async () => {
    const email = uniqueEmail('abuse')
    // The browser that asked for the code (its fv_code cookie): its guesses take the code's own attempts.
    const holder = new Jar()
    expect((await sendMailCode(t.app, email, 'register', holder)).statusCode).toBe(200)
    const code = await lastCode(t.app, email)
    const guesses = Array.from({ length: 300 }, (_, i) =>
      i === 100 ? code : String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    )
    const answers = await Promise.all(
      guesses.map((guess) =>
        call(t.app, holder, 'POST', '/account/checkMailCaptcha', { email, code: guess }),
      ),
    )
    const codes = answers.map((answer) => answer.json().code ?? 'OK')
    const evaluated = codes.filter((c) => c === 'CODE_INCORRECT' || c === 'OK')
    expect(evaluated.length).toBe(5)
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS').length).toBe(295)
    const [row] = await t.database.db.select().from(mailCodes).where(eq(mailCodes.email, email))
    expect(row?.attempts).toBe(5)
    // The code is used up: even the right code is refused now.
    expectError(
      await call(t.app, holder, 'POST', '/account/checkMailCaptcha', { email, code }),
      429,
      'TOO_MANY_REQUESTS',
    )
    // 300 requests at once: beside the browser suite in `pnpm test` it took 33 s once (the suite's default is 30 s).
  }, 120_000)

  it('a daily cap of codes per client address and per recipient', async () => {
    // A few minutes of clock within one UTC day (the caps count per day).
    clock = clockWithinOneDay()
    const limited = await createTestApp({
      database: t.database,
      now: () => new Date(clock),
      config: testConfig({ mailDailyLimits: { global: 1000, domain: 1000, recipient: 2, client: 3 } }),
    })
    try {
      const from = (remoteAddress: string, email: string) =>
        pow(limited.app).then((solved) =>
          limited.app.inject({
            method: 'POST',
            url: '/account/sendMailCaptcha',
            remoteAddress,
            headers: FORM,
            payload: form({ email, pow: solved }),
          }),
        )
      const victim = uniqueEmail('abuse')
      expect((await from('10.1.0.1', victim)).statusCode).toBe(200)
      clock += 61_000
      expect((await from('10.1.0.2', victim)).statusCode).toBe(200)
      clock += 61_000
      // A third code to the same recipient the same day, from yet another client.
      expectError(await from('10.1.0.3', victim), 429, 'TOO_MANY_REQUESTS')
      // One client: 3 codes a day to whomever.
      for (let i = 0; i < 3; i++) expect((await from('10.1.0.9', uniqueEmail('abuse'))).statusCode).toBe(200)
      expectError(await from('10.1.0.9', uniqueEmail('abuse')), 429, 'TOO_MANY_REQUESTS')
    } finally {
      clock = Date.now()
      await limited.app.close()
    }
  })
})

describe('medium', () => {
  it('TRUST_PROXY takes hops or addresses/CIDRs, refuses true; the client is the first untrusted hop', async () => {
    expect(() => loadConfig({ FINAVERSE_MODE: 'local', TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY.*every hop/s,
    )
    expect(() => loadConfig({ FINAVERSE_MODE: 'local', TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/)
    expect(loadConfig({ FINAVERSE_MODE: 'local', TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ FINAVERSE_MODE: 'local', TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ])
    for (const [hop, trustProxy] of [1, ['10.0.0.0/8']].entries()) {
      const behind = await createTestApp({
        database: t.database,
        config: testConfig({ rateLimitFactor: 1, trustProxy: trustProxy as never }),
      })
      try {
        // The client writes whatever it likes on the left of X-Forwarded-For; the proxy appends what it saw.
        const statuses: number[] = []
        for (let i = 0; i <= rateLimits.mail; i++) {
          const response = await behind.app.inject({
            method: 'POST',
            url: '/account/sendMailCaptcha',
            remoteAddress: '10.0.0.2',
            headers: { ...FORM, 'x-forwarded-for': `198.51.100.${i}, 203.0.113.${hop + 10}` },
            payload: form({ email: 'x@example.com' }),
          })
          statuses.push(response.statusCode)
        }
        expect(statuses).toEqual([...Array(rateLimits.mail).fill(400), 429])
      } finally {
        await behind.app.close()
      }
    }
  })

  it('IPv6 clients are counted by their /64', async () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:ffff::9'))
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'))
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    const limited = await createTestApp({ database: t.database, config: testConfig({ rateLimitFactor: 1 }) })
    try {
      const statuses: number[] = []
      for (let i = 1; i <= rateLimits.mail + 1; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/account/sendMailCaptcha',
          remoteAddress: `2001:db8:5:6:${i.toString(16)}::${i}`,
          headers: FORM,
          payload: form({ email: 'x@example.com' }),
        })
        statuses.push(response.statusCode)
      }
      expect(statuses.at(-1)).toBe(429)
    } finally {
      await limited.app.close()
    }
  })

  it('a concurrent burst of wrong passwords gets at most the threshold evaluated, then needs proofs of work', async () => {
    const email = uniqueEmail('abuse')
    await register(t.app, email)
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(t.app, undefined, 'POST', '/account/login', { email, password: 'Wrong#1234' }),
      ),
    )
    const codes = answers.map((answer) => answer.json().code)
    expect(codes.filter((c) => c === 'PASSWORD_INCORRECT').length).toBeLessThanOrEqual(
      t.config.loginPowThreshold,
    )
    expect(codes.filter((c) => c === 'PROOF_OF_WORK_REQUIRED').length).toBeGreaterThanOrEqual(
      40 - t.config.loginPowThreshold,
    )
    expect(codes.every((c) => c === 'PASSWORD_INCORRECT' || c === 'PROOF_OF_WORK_REQUIRED')).toBe(true)
  })

  it('past the threshold the owner still gets in with a proof of work; a guesser pays one per guess', async () => {
    const email = uniqueEmail('abuse')
    await register(t.app, email)
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.email, email))
    await t.database.db
      .insert(loginFailures)
      .values(Array.from({ length: 50 }, () => ({ accountId: account!.id, at: new Date(clock) })))
    const login = async (password: string, solved?: string) =>
      call(t.app, new Jar(), 'POST', '/account/login', { email, password, pow: solved })
    expectError(await login(PASSWORD), 429, 'PROOF_OF_WORK_REQUIRED')
    expectError(await login('Wrong#1234'), 429, 'PROOF_OF_WORK_REQUIRED')
    expectError(await login('Wrong#1234', await pow(t.app)), 401, 'PASSWORD_INCORRECT')
    const solved = await pow(t.app)
    expect((await login(PASSWORD, solved)).statusCode).toBe(200)
    expectError(await login(PASSWORD, solved), 429, 'PROOF_OF_WORK_REQUIRED')
  })

  it('creating an account needs a proof of work', async () => {
    const email = uniqueEmail('abuse')
    expectError(
      await call(t.app, undefined, 'POST', '/account/sendMailCaptcha', { email, captcha: 'k7pq' }),
      400,
      'PROOF_OF_WORK_REQUIRED',
    )
    const challenge = await t.app.inject({ url: '/account/powChallenge' })
    expect(challenge.headers['cache-control']).toBe('no-store')
    expect(challenge.json().data.signature).toMatch(/^[0-9a-f]{64}$/)
    expect((await sendMailCode(t.app, email)).statusCode).toBe(200)
    const created = await call(t.app, undefined, 'POST', '/account/create', {
      email,
      code: await lastCode(t.app, email),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      message: 'm',
      signature: '0x12',
    })
    expectError(created, 400, 'PROOF_OF_WORK_REQUIRED')
  })

  it('a body that never completes is dropped after the request timeout', async () => {
    const app = await buildApp({
      database: t.database,
      logger: false,
      config: testConfig({
        timeouts: { requestMs: 1_500, connectionMs: 10_000, keepAliveMs: 5_000, headersMs: 1_000 },
      }),
    })
    const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }))
    try {
      const started = Date.now()
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(address.port), address.hostname)
        let received = ''
        socket.setEncoding('utf8')
        socket.on('data', (chunk) => {
          received += chunk
        })
        socket.on('close', () => resolve(received))
        socket.on('error', reject)
        socket.write(
          'POST /account/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nemail=',
        )
        // A byte now and then keeps the socket busy: only the request timeout can end this.
        const trickle = setInterval(() => socket.writable && socket.write('a'), 200)
        socket.on('close', () => clearInterval(trickle))
      })
      const took = Date.now() - started
      expect(answer).toMatch(/^HTTP\/1\.1 408/)
      expect(took).toBeGreaterThanOrEqual(1_000)
      expect(took).toBeLessThan(8_000)
      expect(testConfig().timeouts).toEqual({
        requestMs: 30_000,
        connectionMs: 10_000,
        keepAliveMs: 5_000,
        headersMs: 10_000,
      })
    } finally {
      await app.close()
    }
  })
})

describe('low', () => {
  let jar: Jar
  beforeAll(async () => {
    jar = (await register(t.app, uniqueEmail('abuse'))).jar
    await seedDemoData(t.database.db)
  })

  it('an id beyond int4 is a 400, not a 500', async () => {
    for (const id of ['2147483648', '99999999999999999999', '-1', '1.5'])
      expectError(
        await call(t.app, jar, 'POST', '/account/withdrawalCancel', { id, idempotencyKey: 'key-f6-12345' }),
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
        { address: `0x${'1'.repeat(40)}`, amount: '1', reference: nul, idempotencyKey: 'key-f7-12345' },
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
          idempotencyKey: 'key-f8-12345',
        },
        game,
      ),
      400,
      'INVALID_AMOUNT',
    )
    expectError(
      await call(t.app, jar, 'POST', '/account/withdrawFina', {
        amount: '9'.repeat(70),
        idempotencyKey: 'key-f8-12346',
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
          matchId: 'm-f8',
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

  it('codes of signed-in purposes are checked only with the session of the account that asked', async () => {
    const email = uniqueEmail('abuse')
    const owner = await register(t.app, email)
    expect((await sendMailCode(t.app, email, 'verify', owner.jar)).statusCode).toBe(200)
    const code = await lastCode(t.app, email)
    const wrong = code === '000000' ? '111111' : '000000'
    // Anonymous guesses are refused before they touch the code, however many.
    for (let i = 0; i < 10; i++)
      expectError(
        await call(t.app, undefined, 'POST', '/account/checkMailCaptcha', {
          email,
          purpose: 'verify',
          code: wrong,
        }),
        401,
        'UNAUTHORIZED',
      )
    // Another account's session does not reach this code either.
    const other = await register(t.app, uniqueEmail('abuse'))
    for (let i = 0; i < 6; i++)
      expectError(
        await call(t.app, other.jar, 'POST', '/account/checkMailCaptcha', {
          email,
          purpose: 'verify',
          code: wrong,
        }),
        400,
        'CODE_EXPIRED',
      )
    const [row] = await t.database.db
      .select()
      .from(mailCodes)
      .where(and(eq(mailCodes.email, email), eq(mailCodes.purpose, 'verify')))
    expect(row?.attempts).toBe(0)
    expect((await call(t.app, owner.jar, 'POST', '/account/verify', { code })).statusCode).toBe(200)
  })

  it('global and per-domain daily caps, counted for the keeper metric', async () => {
    const limited = await createTestApp({
      database: t.database,
      config: testConfig({ mailDailyLimits: { global: 1000, domain: 2, recipient: 10, client: 1000 } }),
    })
    try {
      const domain = `d${Math.random().toString(36).slice(2, 8)}.example`
      for (let i = 0; i < 2; i++)
        expect((await sendMailCode(limited.app, `u${i}@${domain}`)).statusCode).toBe(200)
      expectError(await sendMailCode(limited.app, `u9@${domain}`), 429, 'TOO_MANY_REQUESTS')
      const day = new Date().toISOString().slice(0, 10)
      const [row] = await t.database.db
        .select()
        .from(mailQuota)
        .where(eq(mailQuota.key, `domain:${domain}`))
      // The refused third send counts against no cap (only the `refused` counter).
      expect(row).toMatchObject({ day, count: 2 })
    } finally {
      await limited.app.close()
    }
    const global = await createTestApp({
      database: t.database,
      config: testConfig({ mailDailyLimits: { global: 0, domain: 1000, recipient: 10, client: 1000 } }),
    })
    try {
      expectError(await sendMailCode(global.app, uniqueEmail('abuse')), 429, 'TOO_MANY_REQUESTS')
    } finally {
      await global.app.close()
    }
    const registry = new Registry()
    const logs: object[] = []
    await createSweepJob().run(
      {
        db: t.database.db,
        now: () => new Date(),
        metrics: registry,
        chains: {} as never,
        log: { info: (o) => logs.push(o), warn: () => {}, error: () => {} },
      },
      new AbortController().signal,
    )
    const text = await registry.metrics()
    expect(text).toMatch(/api_mail_codes_today\{kind="refused"\} [1-9]/)
    expect(text).toMatch(/api_mail_codes_today\{kind="sent"\} [1-9]/)
  })

  it('the keeper sweep deletes expired nonces, captchas, codes, sign-in links, failures, sessions, keys and outbox rows, and keeps live ones', async () => {
    const db = t.database.db
    const owner = await register(t.app, uniqueEmail('abuse'))
    const [account] = await db.select().from(accounts).where(eq(accounts.address, owner.account.address))
    const old = new Date(Date.now() - 40 * 24 * 3_600_000)
    const live = new Date(Date.now() + 3_600_000)
    const tag = Math.random().toString(36).slice(2, 10)
    await db.insert(siweNonces).values([
      { nonce: `old${tag}`, expiresAt: old },
      { nonce: `new${tag}`, expiresAt: live },
    ])
    await db.insert(captchas).values([
      { id: `old${tag}`, answerHash: 'x', expiresAt: old },
      { id: `new${tag}`, answerHash: 'x', expiresAt: live },
    ])
    await db.insert(mailCodes).values([
      { email: `old${tag}@x.io`, purpose: 'register', codeHash: 'x', createdAt: old, expiresAt: old },
      { email: `new${tag}@x.io`, purpose: 'register', codeHash: 'x', createdAt: new Date(), expiresAt: live },
    ])
    await db.insert(powSpent).values([
      { nonce: `old${tag}`, expiresAt: old },
      { nonce: `new${tag}`, expiresAt: live },
    ])
    await db.insert(sessions).values([
      { tokenHash: `old${tag}`, accountId: account!.id, expiresAt: old },
      { tokenHash: `new${tag}`, accountId: account!.id, expiresAt: live },
    ])
    await db.insert(signInLinks).values([
      { tokenHash: `old${tag}`, accountId: account!.id, email: 'x@x.io', createdAt: old, expiresAt: old },
      {
        tokenHash: `new${tag}`,
        accountId: account!.id,
        email: 'x@x.io',
        createdAt: new Date(),
        expiresAt: live,
      },
    ])
    await db.insert(loginFailures).values([
      { accountId: account!.id, at: old },
      { accountId: account!.id, at: new Date() },
    ])
    await db.insert(idempotencyKeys).values([
      { scope: tag, key: 'old', requestHash: 'x', response: { ok: 1 }, createdAt: old },
      { scope: tag, key: 'new', requestHash: 'x', response: { ok: 1 }, createdAt: new Date() },
      { scope: tag, key: 'inflight', requestHash: 'x', response: null, createdAt: old },
    ])
    await db.insert(outbox).values([
      { to: `old${tag}@x.io`, subject: 's', text: 't', createdAt: old },
      { to: `new${tag}@x.io`, subject: 's', text: 't' },
    ])
    await db.insert(mailQuota).values({ key: `old${tag}`, day: old.toISOString().slice(0, 10), count: 1 })
    await createSweepJob().run(
      {
        db,
        now: () => new Date(),
        metrics: new Registry(),
        chains: {} as never,
        log: { info: () => {}, warn: () => {}, error: () => {} },
      },
      new AbortController().signal,
    )
    const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n
    const links = await db
      .select({ hash: signInLinks.tokenHash })
      .from(signInLinks)
      .where(inArray(signInLinks.tokenHash, [`old${tag}`, `new${tag}`]))
    expect(links.map((l) => l.hash)).toEqual([`new${tag}`])
    expect(
      await n(
        db
          .select({ n: count() })
          .from(siweNonces)
          .where(eq(siweNonces.nonce, `old${tag}`)),
      ),
    ).toBe(0)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(siweNonces)
          .where(eq(siweNonces.nonce, `new${tag}`)),
      ),
    ).toBe(1)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(captchas)
          .where(eq(captchas.id, `old${tag}`)),
      ),
    ).toBe(0)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(captchas)
          .where(eq(captchas.id, `new${tag}`)),
      ),
    ).toBe(1)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(mailCodes)
          .where(eq(mailCodes.email, `old${tag}@x.io`)),
      ),
    ).toBe(0)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(mailCodes)
          .where(eq(mailCodes.email, `new${tag}@x.io`)),
      ),
    ).toBe(1)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(powSpent)
          .where(eq(powSpent.nonce, `old${tag}`)),
      ),
    ).toBe(0)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(powSpent)
          .where(eq(powSpent.nonce, `new${tag}`)),
      ),
    ).toBe(1)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(sessions)
          .where(eq(sessions.tokenHash, `old${tag}`)),
      ),
    ).toBe(0)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(sessions)
          .where(eq(sessions.tokenHash, `new${tag}`)),
      ),
    ).toBe(1)
    expect(
      await n(db.select({ n: count() }).from(loginFailures).where(eq(loginFailures.accountId, account!.id))),
    ).toBe(1)
    const keys = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, tag))
    expect(keys.map((k) => k.key).sort()).toEqual(['inflight', 'new'])
    expect(
      await n(
        db
          .select({ n: count() })
          .from(outbox)
          .where(eq(outbox.to, `old${tag}@x.io`)),
      ),
    ).toBe(0)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(outbox)
          .where(eq(outbox.to, `new${tag}@x.io`)),
      ),
    ).toBe(1)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(mailQuota)
          .where(eq(mailQuota.key, `old${tag}`)),
      ),
    ).toBe(0)
  })

  it('/docs is not served in mainnet mode unless API_DOCS enables it', async () => {
    const mainnet = (env: Record<string, string>) =>
      loadConfig({
        FINAVERSE_MODE: 'mainnet',
        SESSION_SECRET: 's'.repeat(32),
        ADMIN_TOKEN: 'a'.repeat(16),
        INGEST_TOKEN: 'i'.repeat(16),
        GAME_SERVER_TOKEN: 'g'.repeat(32),
        SMTP_URL: 'smtp://127.0.0.1:1',
        SIWE_DOMAINS: 'finaverse.io',
        ...env,
      })
    expect(mainnet({}).docs).toBe(false)
    expect(mainnet({ API_DOCS: 'true' }).docs).toBe(true)
    expect(testConfig().docs).toBe(true)
    const app = await buildApp({ database: t.database, logger: false, config: mainnet({}) })
    try {
      expect((await app.inject({ url: '/docs' })).statusCode).toBe(404)
      expect((await app.inject({ url: '/docs/json' })).statusCode).toBe(404)
      expect((await t.app.inject({ url: '/docs/json' })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('FINAVERSE_MODE has no default, and local mode listens on loopback only', () => {
    expect(() => loadConfig({})).toThrow(ConfigError)
    expect(() => loadConfig({})).toThrow(/FINAVERSE_MODE/)
    expect(() => loadKeeperConfig({})).toThrow(/FINAVERSE_MODE: required/)
    expect(() => loadConfig({ FINAVERSE_MODE: 'local', API_HOST: '0.0.0.0' })).toThrow(/API_HOST.*loopback/)
    expect(loadConfig({ FINAVERSE_MODE: 'local', API_HOST: '::1' }).host).toBe('::1')
    expect(loadConfig({ FINAVERSE_MODE: 'local', API_HOST: 'localhost' }).host).toBe('localhost')
  })

  it('changing the e-mail ends the other sessions of the account', async () => {
    const email = uniqueEmail('abuse')
    const { jar: mine } = await register(t.app, email)
    const other = new Jar()
    expect(
      (await call(t.app, other, 'POST', '/account/login', { email, password: PASSWORD })).statusCode,
    ).toBe(200)
    const next = uniqueEmail('abuse')
    expect((await sendMailCode(t.app, next, 'changeEmail', mine)).statusCode).toBe(200)
    const changed = await call(t.app, mine, 'POST', '/account/changeEmail', {
      newEmail: next,
      code: await lastCode(t.app, next),
      password: PASSWORD,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expectError(await call(t.app, other, 'GET', '/account/session'), 401, 'UNAUTHORIZED')
    expect((await call(t.app, mine, 'GET', '/account/session')).statusCode).toBe(200)
  })

  it('state-changing requests from a foreign origin are refused', async () => {
    const body = { route: '/news' }
    expectError(
      await call(t.app, undefined, 'POST', '/analytics/pageview', body, { 'sec-fetch-site': 'cross-site' }),
      403,
      'FORBIDDEN',
    )
    expectError(
      await call(t.app, undefined, 'POST', '/analytics/pageview', body, { origin: 'https://evil.example' }),
      403,
      'FORBIDDEN',
    )
    expectError(
      await call(t.app, undefined, 'POST', '/analytics/pageview', body, { origin: 'null' }),
      403,
      'FORBIDDEN',
    )
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:5173' },
      {},
    ] as Record<string, string>[])
      expect((await call(t.app, undefined, 'POST', '/analytics/pageview', body, headers)).statusCode).toBe(
        200,
      )
    // Reads are not state-changing.
    expect(
      (await call(t.app, undefined, 'GET', '/price', undefined, { 'sec-fetch-site': 'cross-site' }))
        .statusCode,
    ).toBe(200)
  })

  it('security headers on every answer, no-store on every private one', async () => {
    const pub = await t.app.inject({ url: '/price' })
    expect(pub.headers['x-content-type-options']).toBe('nosniff')
    expect(pub.headers['strict-transport-security']).toBeDefined()
    expect(pub.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(pub.headers['x-frame-options']).toBe('DENY')
    expect(pub.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(pub.headers['referrer-policy']).toBe('no-referrer')
    expect(pub.headers['cache-control']).toMatch(/^public, /)
    // Refusals too (the CSRF check runs in the same hook, after the headers are set).
    const refused = await t.app.inject({
      method: 'POST',
      url: '/content/news/getList',
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.headers['x-content-type-options']).toBe('nosniff')
    expect(refused.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    // The /docs UI, an HTML page, gets helmet's page policy.
    const docs = await t.app.inject({ url: '/docs/json' })
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'")
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin')
    const sessionEndpoints = Object.values(endpoints as Record<string, EndpointDefinition>).filter(
      (e) => e.auth === 'session',
    )
    for (const endpoint of sessionEndpoints) {
      const url = endpoint.path
      for (const cookie of [jar.header(), '']) {
        const response = await t.app.inject({ method: endpoint.method, url, headers: { cookie } })
        expect(response.headers['cache-control'], `${endpoint.method} ${url}`).toBe('no-store')
      }
    }
    const login = await t.app.inject({ method: 'POST', url: '/account/login', headers: FORM, payload: '' })
    expect(login.headers['cache-control']).toBe('no-store')
  })

  it('the keeper /metrics needs a token beyond loopback', async () => {
    const metrics = new KeeperMetrics()
    await expect(
      startMetricsServer(metrics, {
        host: '0.0.0.0',
        port: 0,
        health: () => ({ status: 'active' }),
        token: '',
      }),
    ).rejects.toThrow(/KEEPER_METRICS_TOKEN/)
    await expect(
      startMetricsServer(metrics, {
        host: '127.0.0.1',
        port: 0,
        health: () => ({ status: 'active' }),
        token: 'short',
      }),
    ).rejects.toThrow(/16/)
    const token = 'metrics-token-0123456789'
    const server = await startMetricsServer(metrics, {
      host: '0.0.0.0',
      port: 0,
      health: () => ({ status: 'active' }),
      token,
    })
    try {
      const url = server.url.replace('0.0.0.0', '127.0.0.1')
      expect((await fetch(`${url}/metrics`)).status).toBe(401)
      expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401)
      const ok = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
      expect(ok.status).toBe(200)
      expect(await ok.text()).toContain('keeper_active')
      expect((await fetch(`${url}/healthz`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('admin content takes https: image URLs only', async () => {
    const admin = { authorization: 'Bearer local-admin-token' }
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://example.com/a.png',
      'JAVASCRIPT:alert(1)',
    ])
      expectError(
        await call(
          t.app,
          undefined,
          'POST',
          '/admin/content/news',
          { lang: 'en', title: 'x', imageUrl },
          admin,
        ),
        400,
        'INVALID_REQUEST',
      )
    const created = await call(
      t.app,
      undefined,
      'POST',
      '/admin/content/news',
      { lang: 'en', title: 'x', imageUrl: 'https://cdn.example/a.png' },
      admin,
    )
    expect(created.statusCode, created.body).toBe(200)
  })
})

/**
 * Guarded endpoints of the contract (`auth: 'session'`, `'admin'` or `'ingest'`) that answer anything but 401
 * UNAUTHORIZED to a caller without a session or a bearer token (with a body that would not even validate, so a
 * route that validates first shows up too).
 */
async function unguardedEndpoints(app: FastifyInstance, table: Record<string, EndpointDefinition>) {
  const failures: string[] = []
  for (const [name, endpoint] of Object.entries(table)) {
    if (endpoint.auth === undefined) continue
    const url = endpoint.path.replace(':kind', 'news')
    const response =
      endpoint.method === 'GET'
        ? await app.inject({ url: `${url}?page=-1&address=nope&season=x&start=x` })
        : await app.inject({ method: 'POST', url, headers: FORM, payload: 'amount=x&code=x&heroIds=x&id=-1' })
    const body = response.statusCode === 401 ? response.json() : undefined
    if (body?.code !== 'UNAUTHORIZED')
      failures.push(`${name} ${endpoint.method} ${url}: ${response.statusCode}`)
  }
  return failures
}

describe('the session and bearer checks come from the contract, in route()', () => {
  const table = endpoints as Record<string, EndpointDefinition>

  it('every auth session endpoint answers 401 without a session, before validating its input', async () => {
    const session = Object.fromEntries(Object.entries(table).filter(([, e]) => e.auth === 'session'))
    expect(Object.keys(session).length).toBeGreaterThan(15)
    expect(await unguardedEndpoints(t.app, session)).toEqual([])
  })

  it('every auth ingest or admin endpoint answers 401 without a bearer token, before validating', async () => {
    const bearer = Object.fromEntries(
      Object.entries(table).filter(([, e]) => e.auth === 'ingest' || e.auth === 'admin'),
    )
    expect(Object.keys(bearer).length).toBeGreaterThanOrEqual(4)
    expect(await unguardedEndpoints(t.app, bearer)).toEqual([])
  })

  it('a deliberately unguarded session endpoint fails the walk', async () => {
    const app = Fastify()
    registerFormParser(app)
    app.post(endpoints.setTeam.path, async () => ({ ret: 0, msg: 'ok', data: null }))
    app.post(endpoints.gameStake.path, async () => ({ ret: 0, msg: 'ok', data: null }))
    try {
      expect(
        await unguardedEndpoints(app, { setTeam: endpoints.setTeam, gameStake: endpoints.gameStake }),
      ).toEqual(['setTeam POST /account/team: 200', 'gameStake POST /game/stake: 200'])
    } finally {
      await app.close()
    }
  })

  it('route() refuses to register a bearer endpoint without its token', async () => {
    const app = Fastify()
    try {
      expect(() => route(app, endpoints.gameStake, async () => ({}) as never)).toThrow(
        /auth: 'ingest' in the contract/,
      )
    } finally {
      await app.close()
    }
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
    const jar = (await register(t.app, uniqueEmail('abuse'))).jar
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
  }, 180_000)
})
