// Which origins may change state: foreign origins refused, only https:// site origins outside local mode, same-site
// sibling origins refused (CSRF), and SIWE messages only for the site's origins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteOrigins } from '../../src/config.js'
import {
  call,
  createTestApp,
  expectError,
  FORM,
  fixedPrices,
  Jar,
  lastCode,
  newWallet,
  PASSWORD,
  pow,
  SIWE_DOMAIN,
  sendMailCode,
  signIn,
  type TestApp,
  testConfig,
  uniqueEmail,
} from '../helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ prices: fixedPrices })
})
afterAll(() => t.close())

describe('CSRF and SIWE origins', () => {
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
    const email = uniqueEmail('origins')
    const jar = new Jar()
    expect((await sendMailCode(t.app, email, 'register', jar)).statusCode).toBe(200)
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

describe('state-changing requests from other origins', () => {
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
