// Mailed codes: refused requests use up no shared daily cap, and a stranger cannot burn a pending sign-up code.
// The races run on both databases (PostgreSQL proves them with concurrent transactions).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailQuota } from '../src/db/schema.js'
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
  sendMailCode,
  signIn,
  type TestApp,
  testConfig,
  uniqueEmail,
} from './helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ prices: fixedPrices })
})
afterAll(() => t.close())

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
      const victim = uniqueEmail('codes')
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

describe('a stranger cannot burn a pending sign-up code', () => {
  it("five wrong guesses without the asking browser's cookie leave the owner's code working", async () => {
    const email = uniqueEmail('codes')
    const owner = new Jar()
    expect((await sendMailCode(t.app, email, 'register', owner)).statusCode).toBe(200)
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

  it('the browser that asked still has its own five attempts', async () => {
    const email = uniqueEmail('codes')
    const owner = new Jar()
    expect((await sendMailCode(t.app, email, 'register', owner)).statusCode).toBe(200)
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
