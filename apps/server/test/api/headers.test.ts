// The headers of every answer: the security headers (refusals too), and Cache-Control no-store on every private or
// bearer answer, so no shared cache keeps one.
import { type EndpointDefinition, endpoints } from '@finaverse/sdk/rest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  createTestApp,
  FORM,
  fixedPrices,
  type Jar,
  register,
  type TestApp,
  uniqueEmail,
} from '../helpers.js'

let t: TestApp
let jar: Jar
beforeAll(async () => {
  t = await createTestApp({ prices: fixedPrices })
  jar = (await register(t.app, uniqueEmail('headers'))).jar
})
afterAll(() => t.close())

describe('answer headers', () => {
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
    const { jar: own } = await register(t.app, uniqueEmail('headers'))
    for (const url of [
      '/account/session',
      '/account/sessions',
      '/account/balances',
      '/api/account/session',
    ]) {
      const answer = await call(t.app, own, 'GET', url)
      expect(answer.statusCode, url).toBe(200)
      expect(answer.headers['cache-control'], url).toBe('no-store')
    }
    // A public read still says its own lifetime.
    const publicRead = await t.app.inject({ url: '/downloadCount' })
    expect(publicRead.statusCode).toBe(200)
    expect(publicRead.headers['cache-control']).toMatch(/max-age/)
  })
})
