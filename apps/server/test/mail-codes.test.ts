// The API's second review (A-1..A-8 and its info items), each test titled with its finding's id; A-1 is in
// public-reads.test.ts. The races run on both databases (PostgreSQL proves them with concurrent transactions).
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { arenaPlayers, mailQuota } from '../src/db/schema.js'
import {
  call,
  clockWithinOneDay,
  createTestApp,
  FORM,
  fixedPrices,
  form,
  Jar,
  lastCode,
  newWallet,
  PASSWORD,
  pow,
  register,
  SIWE_DOMAIN,
  signIn,
  type TestApp,
  testConfig,
} from './helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ prices: fixedPrices })
})
afterAll(() => t.close())

let seq = 0
const uniqueEmail = () => `review${++seq}-${Math.random().toString(36).slice(2, 7)}@example.com`
const sendCode = async (app: FastifyInstance, email: string, purpose: string, jar?: Jar) =>
  call(app, jar, 'POST', '/account/sendMailCaptcha', { email, purpose, pow: await pow(app) })

describe('A-2: no session granted on old credentials outlives their change', () => {
  for (const change of ['password', 'e-mail'] as const) {
    it(`A-2: sign-ins in flight while the ${change} changes get no session that keeps working`, async () => {
      const email = uniqueEmail()
      const { jar: owner } = await register(t.app, email)
      const next = change === 'password' ? email : uniqueEmail()
      expect(
        (await sendCode(t.app, next, change === 'password' ? 'changePassword' : 'changeEmail', owner))
          .statusCode,
      ).toBe(200)
      const code = await lastCode(t.app, next)
      const jars = Array.from({ length: 12 }, () => new Jar())
      const logins = jars.map(
        (jar, i) =>
          new Promise((resolve) => setTimeout(resolve, i * 15)).then(() =>
            call(t.app, jar, 'POST', '/account/login', { email, password: PASSWORD }),
          ) as ReturnType<typeof call>,
      )
      const changed =
        change === 'password'
          ? call(t.app, owner, 'POST', '/account/changePassword', {
              password: PASSWORD,
              newPassword: 'Another#456',
              confirmPassword: 'Another#456',
              code,
            })
          : call(t.app, owner, 'POST', '/account/changeEmail', { newEmail: next, code, password: PASSWORD })
      const [answer, ...answers] = await Promise.all([changed, ...logins])
      expect(answer?.statusCode, answer?.body).toBe(200)
      // Whatever each sign-in answered, none of their sessions works once the change is in.
      for (const [i, jar] of jars.entries()) {
        const status = answers[i]?.statusCode
        expect([200, 401, 404, 429], answers[i]?.body).toContain(status)
        expect((await call(t.app, jar, 'GET', '/account/session')).statusCode, `login ${i}: ${status}`).toBe(
          401,
        )
      }
      expect((await call(t.app, owner, 'GET', '/account/session')).statusCode).toBe(200)
    })
  }
})

describe('CSRF and SIWE origins (review info items)', () => {
  const body = { route: '/news' }
  const pageView = (headers: Record<string, string>) =>
    call(t.app, undefined, 'POST', '/analytics/pageview', body, headers)

  it('CSRF: same-site requests from a sibling origin are refused; only the configured origins pass', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.localhost:5173' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://sibling.example' },
    ]) {
      const refused = await pageView(headers)
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403)
      expect(refused.json().code).toBe('FORBIDDEN')
    }
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-site', origin: `http://${SIWE_DOMAIN}` },
      { 'sec-fetch-site': 'cross-site', origin: `http://${SIWE_DOMAIN}` },
      { 'sec-fetch-site': 'none' },
      {},
    ])
      expect((await pageView(headers)).statusCode, JSON.stringify(headers)).toBe(200)
  })

  it("SIWE: a message whose uri is not on the site's origins is refused", async () => {
    const email = uniqueEmail()
    const jar = new Jar()
    expect((await sendCode(t.app, email, 'register', jar)).statusCode).toBe(200)
    const code = await lastCode(t.app, email)
    const create = async (uri: string) => {
      const nonce = (await call(t.app, jar, 'GET', '/account/nonce')).json().data.nonce as string
      const signed = await signIn(newWallet(), nonce, { uri })
      return call(t.app, jar, 'POST', '/account/create', {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        code,
        ...signed,
        pow: await pow(t.app),
      })
    }
    for (const uri of [
      'https://evil.example',
      `https://evil.example/${SIWE_DOMAIN}`,
      `http://${SIWE_DOMAIN}.evil.example`,
    ]) {
      const refused = await create(uri)
      expect(refused.statusCode, uri).toBe(400)
      expect(refused.json().code).toBe('SIGN_VERIFICATION_FAILED')
    }
    const created = await create(`http://${SIWE_DOMAIN}/profile`)
    expect(created.statusCode, created.body).toBe(200)
  })
})

describe('A-3: refused code requests use up no shared cap', () => {
  it('A-3: one client refused again and again leaves the recipient its day; its own cap is a third of it', async () => {
    // About 9 minutes of clock within one UTC day (the caps count per day).
    let clock = clockWithinOneDay()
    const limited = await createTestApp({
      database: t.database,
      now: () => new Date(clock),
      config: testConfig({ mailDailyLimits: { global: 1000, domain: 1000, recipient: 3, client: 1000 } }),
    })
    try {
      const from = async (remoteAddress: string, email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/account/sendMailCaptcha',
          remoteAddress,
          headers: FORM,
          payload: form({ email, pow: await pow(limited.app) }),
        })
      const victim = uniqueEmail()
      expect((await from('10.3.0.1', victim)).statusCode).toBe(200)
      // The same client again and again: refused by its own cap for this recipient (3 / 3 = 1).
      for (let i = 0; i < 6; i++) {
        clock += 61_000
        const refused = await from('10.3.0.1', victim)
        expect(refused.statusCode).toBe(429)
        expect(refused.json().code).toBe('TOO_MANY_REQUESTS')
      }
      // The refusals counted against nothing shared: two other clients still reach the recipient's cap of 3.
      clock += 61_000
      expect((await from('10.3.0.2', victim)).statusCode).toBe(200)
      clock += 61_000
      expect((await from('10.3.0.3', victim)).statusCode).toBe(200)
      clock += 61_000
      expect((await from('10.3.0.4', victim)).statusCode).toBe(429)
      const [row] = await t.database.db
        .select()
        .from(mailQuota)
        .where(eq(mailQuota.key, `to:${victim}`))
      expect(row?.count).toBe(3)
    } finally {
      await limited.app.close()
    }
  })
})

describe('A-6 and A-8: rankings and counters are throttled per client', () => {
  let strict: TestApp
  beforeAll(async () => {
    strict = await createTestApp({ database: t.database, config: testConfig({ rateLimitFactor: 1 }) })
  })
  afterAll(() => strict.app.close())

  it('A-8: page views count at most 30 a minute from one client', async () => {
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

  it('A-8: a client counts at most 2 Android downloads an hour, and every one is still served', async () => {
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

  it('A-6: rankings answer from a 10-second cache, ranked by place, and at most 60 a minute per client', async () => {
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

describe('A-5: a stranger cannot burn a pending sign-up code', () => {
  it("A-5: five wrong guesses without the asking browser's cookie leave the owner's code working", async () => {
    const email = uniqueEmail()
    const owner = new Jar()
    expect((await sendCode(t.app, email, 'register', owner)).statusCode).toBe(200)
    expect(owner.has('fv_code')).toBe(true)
    const code = await lastCode(t.app, email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const guess = (jar: Jar | undefined, value: string) =>
      call(t.app, jar, 'POST', '/account/checkMailCaptcha', { email, purpose: 'register', code: value })
    for (let i = 0; i < 5; i++) expect((await guess(undefined, wrong)).json().code).toBe('CODE_INCORRECT')
    // The stranger's budget is spent, even for the right code...
    expect((await guess(undefined, code)).statusCode).toBe(429)
    // ...the owner's browser still checks its code and creates its account with it.
    expect((await guess(owner, code)).statusCode).toBe(200)
    const nonce = (await call(t.app, owner, 'GET', '/account/nonce')).json().data.nonce as string
    const created = await call(t.app, owner, 'POST', '/account/create', {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      code,
      ...(await signIn(newWallet(), nonce)),
      pow: await pow(t.app),
    })
    expect(created.statusCode, created.body).toBe(200)
  })

  it('A-5: the browser that asked still has its own five attempts', async () => {
    const email = uniqueEmail()
    const owner = new Jar()
    expect((await sendCode(t.app, email, 'register', owner)).statusCode).toBe(200)
    const code = await lastCode(t.app, email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 5; i++)
      expect(
        (
          await call(t.app, owner, 'POST', '/account/checkMailCaptcha', {
            email,
            purpose: 'register',
            code: wrong,
          })
        ).statusCode,
      ).toBe(400)
    const spent = await call(t.app, owner, 'POST', '/account/checkMailCaptcha', {
      email,
      purpose: 'register',
      code,
    })
    expect(spent.statusCode).toBe(429)
  })
})

describe('the tests of daily caps keep their clock within one UTC day', () => {
  it('starts after midnight when less than the room is left of today, else now', () => {
    const late = Date.parse('2026-12-01T23:57:00Z')
    expect(new Date(clockWithinOneDay(30 * 60_000, late)).toISOString()).toBe('2026-12-02T00:01:00.000Z')
    const noon = Date.parse('2026-12-01T12:00:00Z')
    expect(clockWithinOneDay(30 * 60_000, noon)).toBe(noon)
  })
})
