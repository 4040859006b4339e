// Per-client rate limits: who the client is behind proxies (TRUST_PROXY, an IPv6 client by its /64), HEAD counted with
// GET, and RATE_LIMIT_FACTOR in local mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientKey } from '../../src/abuse/client-key.js'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { rateLimits } from '../../src/http.js'
import { createTestApp, FORM, fixedCaptcha, form, type TestApp, testConfig } from '../helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the client of a request', () => {
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
})

describe('limits per client', () => {
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

  it('RATE_LIMIT_FACTOR multiplies the per-client limits in local mode only', async () => {
    expect(loadConfig({ FINAVERSE_MODE: 'local' }).rateLimitFactor).toBe(1)
    expect(loadConfig({ FINAVERSE_MODE: 'local', RATE_LIMIT_FACTOR: '10' }).rateLimitFactor).toBe(10)
    expect(() => loadConfig({ FINAVERSE_MODE: 'local', RATE_LIMIT_FACTOR: '0' })).toThrow(/RATE_LIMIT_FACTOR/)
    expect(() =>
      loadConfig({
        FINAVERSE_MODE: 'testnet',
        RATE_LIMIT_FACTOR: '10',
        SESSION_SECRET: 'a'.repeat(32),
        ADMIN_TOKEN: 'a'.repeat(16),
        INGEST_TOKEN: 'b'.repeat(16),
        GAME_SERVER_TOKEN: 'c'.repeat(32),
        SMTP_URL: 'smtp://127.0.0.1:2525',
        SIWE_DOMAINS: 'example.com',
      }),
    ).toThrow(/RATE_LIMIT_FACTOR: only in local mode/)
    // Page views: 30 a minute per client at factor 1, 60 at factor 2; the next one is refused. Each round is a
    // client of its own: on PostgreSQL the limits' counters are shared by every app on the database (the earlier
    // tests of this file counted page views of the default client).
    for (const factor of [1, 2]) {
      const app = await buildApp({
        database: t.database,
        config: testConfig({ rateLimitFactor: factor }),
        logger: false,
        captcha: fixedCaptcha,
      })
      const remoteAddress = `198.51.100.${factor}`
      const codes: number[] = []
      for (let i = 0; i <= 30 * factor; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/analytics/pageview',
          headers: FORM,
          payload: form({ route: '/news' }),
          remoteAddress,
        })
        codes.push(response.statusCode)
      }
      expect(
        codes.slice(0, -1).filter((code) => code !== 200),
        `factor ${factor}`,
      ).toEqual([])
      expect(codes.at(-1), `factor ${factor}`).toBe(429)
      await app.close()
    }
  })
})
