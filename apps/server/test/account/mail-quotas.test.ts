// The daily caps of mailed codes and links (per client, per recipient, per domain, in all): over a cap a request is
// refused and counts against nothing, and strangers cannot spend the owner's share of its day.
import { eq } from 'drizzle-orm'
import { Registry } from 'prom-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailQuota } from '../../src/db/schema.js'
import { createSweepJob } from '../../src/keeper/sweep.js'
import { strangersRecipientCap } from '../../src/mail/quota.js'
import {
  askSignInLink,
  call,
  clockWithinOneDay,
  createTestApp,
  expectError,
  FORM,
  fixedPrices,
  form,
  Jar,
  pow,
  register,
  sendMailCode,
  type TestApp,
  testConfig,
  uniqueEmail,
} from '../helpers.js'

let clock = Date.now()
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock), prices: fixedPrices })
})
afterAll(() => t.close())

describe('daily caps', () => {
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
      const victim = uniqueEmail('quotas')
      expect((await from('10.1.0.1', victim)).statusCode).toBe(200)
      clock += 61_000
      expect((await from('10.1.0.2', victim)).statusCode).toBe(200)
      clock += 61_000
      // A third code to the same recipient the same day, from yet another client.
      expectError(await from('10.1.0.3', victim), 429, 'TOO_MANY_REQUESTS')
      // One client: 3 codes a day to whomever.
      for (let i = 0; i < 3; i++) expect((await from('10.1.0.9', uniqueEmail('quotas'))).statusCode).toBe(200)
      expectError(await from('10.1.0.9', uniqueEmail('quotas')), 429, 'TOO_MANY_REQUESTS')
    } finally {
      clock = Date.now()
      await limited.app.close()
    }
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
      expectError(await sendMailCode(global.app, uniqueEmail('quotas')), 429, 'TOO_MANY_REQUESTS')
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
})

describe('refused code requests use up no shared cap', () => {
  it('one client refused again and again leaves the recipient its day; its own cap is a third of it', async () => {
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
      const victim = uniqueEmail('quotas')
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
      const email = uniqueEmail('quotas')
      // The owner registered in this browser: it is known to the account (its cookie is signed by the server).
      const { jar: owner } = await register(limited.app, email)
      const strangersCap = strangersRecipientCap(limits)
      expect(strangersCap).toBe(6)
      // Strangers from several addresses ask for links to the owner's address, a minute apart (one a minute).
      let sent = 0
      let refused = 0
      for (let i = 0; i < 12; i++) {
        clock += 61_000
        const answer = await askSignInLink(limited.app, email, `198.51.100.${1 + (i % 4)}`)
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
      const own = await askSignInLink(limited.app, email, '203.0.113.50', owner)
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
      expect((await askSignInLink(limited.app, email, '198.51.100.9', forged)).statusCode).toBe(429)
    } finally {
      clock = Date.now()
      await limited.app.close()
    }
  }, 120_000)
})

describe('the tests of daily caps keep their clock within one UTC day', () => {
  it('starts after midnight when less than the room is left of today, else now', () => {
    const late = Date.parse('2026-12-01T23:57:00Z')
    expect(new Date(clockWithinOneDay(30 * 60_000, late)).toISOString()).toBe('2026-12-02T00:01:00.000Z')
    const noon = Date.parse('2026-12-01T12:00:00Z')
    expect(clockWithinOneDay(30 * 60_000, noon)).toBe(noon)
  })
})
