// What a scaled-out deployment behind a cache must hold for accounts: strangers cannot spend the owner's mail
// budget, a password change ends every pending sign-in link, one link a minute across processes, only https origins
// outside local mode, HEAD counted with GET, private answers never cached, the pool size configurable, and a session
// label made only of known browser and system names.
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientHint } from '../src/auth.js'
import { loadConfig, siteOrigins } from '../src/config.js'
import { signInLinks } from '../src/db/schema.js'
import { loadKeeperConfig } from '../src/keeper/config.js'
import { strangersRecipientCap } from '../src/services/mail-quota.js'
import {
  call,
  clockWithinOneDay,
  createTestApp,
  FORM,
  form,
  Jar,
  lastCode,
  PASSWORD,
  pow,
  register,
  type TestApp,
  testConfig,
} from './helpers.js'

let clock = Date.now()
let t: TestApp
let n = 0
const uniqueEmail = () => `hardening-${Date.now()}-${n++}@example.com`

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) })
})
afterAll(async () => {
  await t?.close()
})

/** A sign-in link request from a client address, with the browser's cookies when given. */
async function askLink(app: TestApp['app'], email: string, remoteAddress: string, jar?: Jar) {
  return app.inject({
    method: 'POST',
    url: '/account/sendSignInLink',
    remoteAddress,
    headers: { ...FORM, ...(jar ? { cookie: jar.header() } : {}) },
    payload: form({ email, pow: await pow(app) }),
  })
}

describe("the owner's mail budget", () => {
  it("strangers cannot spend the owner's mail budget: a share of the recipient's day is kept for the owner", async () => {
    clock = clockWithinOneDay()
    const limits = { global: 1000, domain: 1000, recipient: 10, client: 1000 }
    const limited = await createTestApp({
      database: t.database,
      now: () => new Date(clock),
      config: testConfig({ mailDailyLimits: limits }),
    })
    try {
      const email = uniqueEmail()
      // The owner registered in this browser: it is known to the account (its cookie is signed by the server).
      const { jar: owner } = await register(limited.app, email)
      const strangersCap = strangersRecipientCap(limits)
      expect(strangersCap).toBe(6)
      // Strangers from several addresses ask for links to the owner's address, a minute apart (one a minute).
      let sent = 0
      let refused = 0
      for (let i = 0; i < 12; i++) {
        clock += 61_000
        const answer = await askLink(limited.app, email, `198.51.100.${1 + (i % 4)}`)
        if (answer.statusCode === 200) sent++
        else {
          expect(answer.json()).toMatchObject({ ret: 429, code: 'TOO_MANY_REQUESTS' })
          refused++
        }
      }
      expect(sent).toBe(strangersCap)
      expect(refused).toBe(12 - sent)
      // The owner still gets a link from the browser it signed in with, and a password-change code in its session.
      clock += 61_000
      const own = await askLink(limited.app, email, '203.0.113.50', owner)
      expect(own.statusCode, own.body).toBe(200)
      clock += 61_000
      const code = await call(limited.app, owner, 'POST', '/account/sendMailCaptcha', {
        email,
        purpose: 'changePassword',
        pow: await pow(limited.app),
      })
      expect(code.statusCode, code.body).toBe(200)
      // A stranger's forged cookie is not the owner's.
      clock += 61_000
      const forged = new Jar()
      forged.store('fv_known=1.0000; Path=/')
      expect((await askLink(limited.app, email, '198.51.100.9', forged)).statusCode).toBe(429)
    } finally {
      clock = Date.now()
      await limited.app.close()
    }
  }, 120_000)
})

describe('sign-in links', () => {
  it('a password change kills pending links: a link mailed before it never signs in after it', async () => {
    clock = Date.now()
    const email = uniqueEmail()
    const { jar } = await register(t.app, email)
    expect((await askLink(t.app, email, '198.51.100.20')).statusCode).toBe(200)
    const [pending] = await t.database.db
      .select()
      .from(signInLinks)
      .where(and(isNull(signInLinks.usedAt), eq(signInLinks.email, email)))
    expect(pending).toBeDefined()
    expect(
      (
        await call(t.app, jar, 'POST', '/account/sendMailCaptcha', {
          email,
          purpose: 'changePassword',
          pow: await pow(t.app),
        })
      ).statusCode,
    ).toBe(200)
    const changed = await call(t.app, jar, 'POST', '/account/changePassword', {
      password: PASSWORD,
      newPassword: 'Newer#4567',
      confirmPassword: 'Newer#4567',
      code: await lastCode(t.app, email),
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const [after] = await t.database.db
      .select()
      .from(signInLinks)
      .where(eq(signInLinks.tokenHash, pending?.tokenHash ?? ''))
    expect(after?.usedAt).not.toBeNull()
    // The mailed token itself: read from the outbox and refused.
    const outbox = (await t.app.inject({ url: '/dev/outbox' })).json().data.items as {
      to: string
      text: string
    }[]
    const token = /#sign-in=([\w-]+)/.exec(
      outbox.find((m) => m.to === email && m.text.includes('#sign-in='))?.text ?? '',
    )?.[1]
    expect(token).toBeDefined()
    const used = await call(t.app, new Jar(), 'POST', '/account/linkSignIn', { token: token as string })
    expect(used.json()).toMatchObject({ ret: 400, code: 'SIGN_IN_LINK_INVALID' })
  }, 60_000)

  it('one link a minute holds across processes: of concurrent requests on three apps one mails a link', async () => {
    clock = Date.now()
    const email = uniqueEmail()
    await register(t.app, email)
    // Three api processes on one database (on PostgreSQL each has its own pool).
    const others = [
      await createTestApp({ database: t.database, now: () => new Date(clock) }),
      await createTestApp({ database: t.database, now: () => new Date(clock) }),
    ]
    try {
      const apps = [t.app, ...others.map((o) => o.app)]
      const solved = await Promise.all(apps.map((app) => pow(app)))
      const answers = await Promise.all(
        apps.map((app, i) =>
          app.inject({
            method: 'POST',
            url: '/account/sendSignInLink',
            remoteAddress: `198.51.100.${30 + i}`,
            headers: FORM,
            payload: form({ email, pow: solved[i] as string }),
          }),
        ),
      )
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429])
      const links = await t.database.db.select().from(signInLinks).where(eq(signInLinks.email, email))
      expect(links).toHaveLength(1)
    } finally {
      for (const o of others) await o.app.close()
    }
  }, 60_000)
})

describe('origins', () => {
  it('only https:// origins outside local mode: an http:// page of the site is foreign', async () => {
    const domains = ['play.finaverse.test']
    expect([...siteOrigins({ siweDomains: domains, mode: 'mainnet' })]).toEqual([
      'https://play.finaverse.test',
    ])
    expect([...siteOrigins({ siweDomains: domains, mode: 'testnet' })]).toEqual([
      'https://play.finaverse.test',
    ])
    expect([...siteOrigins({ siweDomains: domains, mode: 'local' })].sort()).toEqual([
      'http://play.finaverse.test',
      'https://play.finaverse.test',
    ])
    const live = await createTestApp({
      database: t.database,
      config: testConfig({ mode: 'testnet', siweDomains: domains }),
    })
    try {
      const post = (origin: string) =>
        live.app.inject({ method: 'POST', url: '/account/logout', headers: { origin, ...FORM }, payload: '' })
      expect((await post('http://play.finaverse.test')).statusCode).toBe(403)
      expect((await post('https://play.finaverse.test')).statusCode).toBe(200)
    } finally {
      await live.app.close()
    }
  })
})

describe('HTTP behind a proxy and a cache', () => {
  it("HEAD shares GET's counter: a per-client GET limit is not doubled by asking with HEAD", async () => {
    // The captcha image's limit: 30 a minute, scaled to 3.
    const limited = await createTestApp({
      database: t.database,
      config: testConfig({ rateLimitFactor: 0.1 }),
    })
    try {
      const ask = (method: 'GET' | 'HEAD') =>
        limited.app.inject({ method, url: '/verifyCode/tmimgNumber', remoteAddress: '198.51.100.40' })
      expect((await ask('GET')).statusCode).toBe(200)
      expect((await ask('HEAD')).statusCode).toBe(200)
      expect((await ask('GET')).statusCode).toBe(200)
      expect((await ask('HEAD')).statusCode).toBe(429)
      expect((await ask('GET')).statusCode).toBe(429)
    } finally {
      await limited.app.close()
    }
  })

  it('every bearer or account answer says Cache-Control: no-store', async () => {
    const admin = await t.app.inject({
      url: '/admin/analytics/pageviews',
      headers: { authorization: `Bearer ${t.config.adminToken}` },
    })
    expect(admin.statusCode).toBe(200)
    expect(admin.headers['cache-control']).toBe('no-store')
    const wrong = await t.app.inject({
      url: '/admin/analytics/pageviews',
      headers: { authorization: 'Bearer nope' },
    })
    expect(wrong.headers['cache-control']).toBe('no-store')
    const { jar } = await register(t.app, uniqueEmail())
    for (const url of [
      '/account/session',
      '/account/sessions',
      '/account/balances',
      '/api/account/session',
    ]) {
      const answer = await call(t.app, jar, 'GET', url)
      expect(answer.statusCode, url).toBe(200)
      expect(answer.headers['cache-control'], url).toBe('no-store')
    }
    // A public read still says its own lifetime.
    const publicRead = await t.app.inject({ url: '/downloadCount' })
    expect(publicRead.statusCode).toBe(200)
    expect(publicRead.headers['cache-control']).toMatch(/max-age/)
  })
})

describe('configuration and labels', () => {
  it('the database pool size is configurable (DATABASE_POOL_MAX), for the api and the keeper alike', () => {
    expect(loadConfig({ FINAVERSE_MODE: 'local' }).databasePoolMax).toBe(10)
    expect(loadConfig({ FINAVERSE_MODE: 'local', DATABASE_POOL_MAX: '4' }).databasePoolMax).toBe(4)
    expect(loadKeeperConfig({ FINAVERSE_MODE: 'local', DATABASE_POOL_MAX: '3' }).databasePoolMax).toBe(3)
    expect(() => loadConfig({ FINAVERSE_MODE: 'local', DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/)
  })

  it('the session label is built from a parsed browser and OS name only, never from User-Agent text', async () => {
    expect(
      clientHint(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      ),
    ).toBe('Chrome on Windows')
    expect(clientHint('Evil<script>alert(1)</script>/1.0')).toBe('')
    expect(clientHint('Visit-scam.example/2.0 (Linux)')).toBe('Linux')
    const jar = (await register(t.app, uniqueEmail())).jar
    const listed = await call(t.app, jar, 'GET', '/account/sessions')
    for (const s of listed.json().data.sessions as { client: string }[]) expect(s.client).not.toMatch(/[<>/]/)
  })
})
