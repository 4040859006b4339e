import { MESSAGES } from '@finaverse/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits } from '../../src/http.js'
import {
  call,
  createTestApp,
  FORM,
  form,
  Jar,
  newWallet,
  PASSWORD,
  pow,
  SIWE_DOMAIN,
  signIn,
  startSmtpInbox,
  type TestApp,
  testConfig,
} from '../helpers.js'

let smtp: Awaited<ReturnType<typeof startSmtpInbox>>
let t: TestApp

beforeAll(async () => {
  smtp = await startSmtpInbox()
  // Testnet mode: no outbox, the mail only goes over SMTP.
  t = await createTestApp({
    config: testConfig({
      mode: 'testnet',
      cookieSecure: true,
      smtpUrl: smtp.url,
      mailFrom: 'Finaverse <no-reply@finaverse.test>',
    }),
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

describe('e-mail codes over real SMTP', () => {
  it('mails a six-digit code that then creates the account', async () => {
    const email = 'smtp-player@example.com'
    const jar = new Jar()
    const sent = await call(t.app, jar, 'POST', '/account/sendMailCaptcha', { email, pow: await pow(t.app) })
    expect(sent.json()).toEqual({ ret: 0, msg: 'ok', data: { resendIn: 60, expiresIn: 600 } })
    expect(smtp.inbox).toHaveLength(1)
    const mail = smtp.inbox[0]!
    expect(mail.to).toEqual([email])
    expect(mail.from).toBe('no-reply@finaverse.test')
    expect(mail.subject).toBe('Your Finaverse verification code')
    const code = /verification code is (\d{6})/.exec(mail.text)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    const nonce = (await call(t.app, jar, 'GET', '/account/nonce')).json().data.nonce
    // Outside local mode only an https:// origin is the site's.
    const signed = await signIn(newWallet(), nonce, { uri: `https://${SIWE_DOMAIN}` })
    const created = await call(t.app, jar, 'POST', '/account/create', {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      code: code!,
      ...signed,
      pow: await pow(t.app),
    })
    expect(created.statusCode, created.body).toBe(200)
    // Secure cookies outside local mode (COOKIE_SECURE defaults to true there).
    expect([created.headers['set-cookie']].flat().join()).toMatch(/Secure/)
  })
})

/** A form POST from a given client address (rate limits count per address). */
const hit = (app: TestApp['app'], url: string, body: Record<string, string>, remoteAddress = '10.0.0.7') =>
  app.inject({ method: 'POST', url, remoteAddress, headers: FORM, payload: form(body) })

describe('rate limits', () => {
  it(`answers the ${rateLimits.mail + 1}th mail request in a minute from one client with 429`, async () => {
    const limited = await createTestApp({ database: t.database, config: { ...t.config, rateLimitFactor: 1 } })
    for (let i = 0; i < rateLimits.mail; i++) {
      const response = await hit(limited.app, '/account/sendMailCaptcha', {
        email: 'x@example.com',
        captcha: 'abcd',
      })
      expect(response.statusCode).toBe(400)
    }
    const refused = await hit(limited.app, '/account/sendMailCaptcha', {
      email: 'x@example.com',
      captcha: 'abcd',
    })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      ret: 429,
      code: 'TOO_MANY_REQUESTS',
      msg: MESSAGES.TOO_MANY_REQUESTS,
    })
    expect(refused.headers['retry-after']).toBeDefined()
    // Other limits are separate.
    for (let i = 0; i < rateLimits.password; i++) {
      await hit(limited.app, '/account/login', {
        email: 'nobody@example.com',
        password: 'x',
      })
    }
    const login = await hit(limited.app, '/account/login', {
      email: 'nobody@example.com',
      password: 'x',
    })
    expect(login.json()).toMatchObject({ ret: 429, code: 'TOO_MANY_REQUESTS' })
    for (let i = 0; i < rateLimits.code; i++) {
      await hit(limited.app, '/account/checkMailCaptcha', {
        email: 'x@example.com',
        code: '123456',
      })
    }
    const check = await hit(limited.app, '/account/checkMailCaptcha', {
      email: 'x@example.com',
      code: '123456',
    })
    expect(check.statusCode).toBe(429)
    // Reads are not limited.
    expect((await hit(limited.app, '/content/news/getList', {})).statusCode).toBe(200)
    await limited.app.close()
  })

  // Only PostgreSQL shares counters between processes (PGlite runs in one process, with in-memory counters).
  it.runIf(process.env['TEST_DB'] === 'postgres')(
    'counts one limit across several api processes on one PostgreSQL',
    async () => {
      const config = { ...t.config, rateLimitFactor: 1 }
      const a = await createTestApp({ database: t.database, config })
      const b = await createTestApp({ database: t.database, config })
      const statuses: number[] = []
      for (let i = 0; i <= rateLimits.mail; i++) {
        const app = i % 2 === 0 ? a.app : b.app
        statuses.push(
          (
            await hit(
              app,
              '/account/sendMailCaptcha',
              { email: 'y@example.com', captcha: 'abcd' },
              '10.0.0.8',
            )
          ).statusCode,
        )
      }
      expect(statuses).toEqual([...Array(rateLimits.mail).fill(400), 429])
      await a.app.close()
      await b.app.close()
    },
  )
})
