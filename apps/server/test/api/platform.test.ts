// The platform around the routes: health, the OpenAPI document and /docs, unknown paths and malformed bodies, the
// local outbox, slow clients and a graceful shutdown.
import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { call, createTestApp, expectError, fixedCaptcha, type TestApp, testConfig } from '../helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('platform', () => {
  it('answers /healthz and /readyz, also under /api', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' })
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' })
    expect((await t.app.inject({ url: '/api/healthz' })).statusCode).toBe(200)
  })

  it('serves the OpenAPI document with the contract endpoints', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json()
    for (const path of [
      '/account/create',
      '/content/{kind}/getList',
      '/price',
      '/hero/arena/rank',
      '/bridge/history',
    ])
      expect(Object.keys(doc.paths)).toContain(path)
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBeLessThan(400)
  })

  it('answers an unknown path with 404 NOT_FOUND', async () => {
    expectError(await t.app.inject({ url: '/nope' }), 404, 'NOT_FOUND')
  })

  it('answers a malformed JSON body with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expectError(response, 400, 'INVALID_REQUEST')
  })
})
describe('API documents', () => {
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
})

describe('local mode', () => {
  it('lists the outbox only in local mode', async () => {
    expect((await call(t.app, undefined, 'GET', '/dev/outbox')).statusCode).toBe(200)
    const config = testConfig({ mode: 'testnet' })
    const app = await buildApp({ database: t.database, config, logger: false, captcha: fixedCaptcha })
    expect((await app.inject({ url: '/dev/outbox' })).statusCode).toBe(404)
    await app.close()
  })
})

describe('slow clients', () => {
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

describe('graceful shutdown', () => {
  it('finishes an in-flight request before closing', async () => {
    const app = await buildApp({ database: t.database, config: testConfig(), logger: false })
    let started: () => void = () => {}
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve
    })
    app.get('/slow', async () => {
      started()
      await new Promise((resolve) => setTimeout(resolve, 300))
      return { done: true }
    })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const get = (path: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .get(`${address}${path}`, { agent: false }, (res) => {
            let body = ''
            res.on('data', (chunk) => {
              body += chunk
            })
            res.on('end', () => resolve(body))
          })
          .on('error', reject)
      })
    const pending = get('/slow')
    await handlerStarted
    const closed = app.close()
    expect(JSON.parse(await pending)).toEqual({ done: true })
    await closed
    await expect(get('/healthz')).rejects.toThrow()
  })
})
