import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  createTestApp,
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
  uniqueEmail,
} from './helpers.js'

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
