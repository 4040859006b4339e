import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { ConfigError, loadConfig } from '../src/config.js'
import { applyEvents } from '../src/readmodels/events.js'
import {
  call,
  createTestApp,
  FORM,
  fixedCaptcha,
  form,
  register,
  type TestApp,
  testConfig,
} from './helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const admin = { authorization: 'Bearer local-admin-token' }

describe('game account', () => {
  it('answers getGameInfo with the ledger balances of the signed-in account, 401 without a session', async () => {
    expect((await call(t.app, undefined, 'GET', '/account/getGameInfo')).json()).toMatchObject({
      ret: 401,
      code: 'UNAUTHORIZED',
    })
    const { jar, wallet } = await register(t.app, 'game-info@example.com')
    const info = (await call(t.app, jar, 'GET', '/account/getGameInfo')).json().data
    expect(info).toMatchObject({
      address: wallet.address.toLowerCase(),
      email: 'game-info@example.com',
      deposited: '0',
      earned: '0',
      staked: '0',
    })
    const game = { authorization: 'Bearer local-game-server-token-not-for-production' }
    const credited = await call(
      t.app,
      undefined,
      'POST',
      '/game/earnings',
      {
        address: wallet.address,
        amount: '12.5',
        reference: 'match-1',
        idempotencyKey: 'game-info-earning-1',
      },
      game,
    )
    expect(credited.json()).toMatchObject({ ret: 0 })
    expect((await call(t.app, jar, 'GET', '/account/getGameInfo')).json().data).toMatchObject({
      deposited: '0',
      earned: '12500000000000000000',
      staked: '0',
    })
  })

  it('keeps a team of at least 4 different heroes', async () => {
    const { jar } = await register(t.app, 'team@example.com')
    expect((await call(t.app, jar, 'GET', '/account/team')).json().data).toEqual({
      heroIds: [],
      updatedAt: null,
    })
    const small = await call(t.app, jar, 'POST', '/account/team', { heroIds: '1,2,3,3' })
    expect(small.json()).toMatchObject({
      ret: 400,
      code: 'TEAM_TOO_SMALL',
      msg: 'A team needs at least 4 different heroes',
    })
    expect((await call(t.app, jar, 'POST', '/account/team', { heroIds: '1,x,3,4' })).statusCode).toBe(400)
    const set = await call(t.app, jar, 'POST', '/account/team', { heroIds: '4,8,15,16' })
    expect(set.json().data.heroIds).toEqual([4, 8, 15, 16])
    expect((await call(t.app, jar, 'GET', '/account/team')).json().data.heroIds).toEqual([4, 8, 15, 16])
    expect((await call(t.app, undefined, 'POST', '/account/team', { heroIds: '1,2,3,4' })).statusCode).toBe(
      401,
    )
  })

  it('lists the contract record in a date range, refusing bad ranges with the spec messages', async () => {
    const { jar, wallet } = await register(t.app, 'record@example.com')
    const now = Date.now()
    const day = 86_400_000
    await applyEvents(t.database.db, [
      {
        name: 'GameDeposited',
        chainId: 31337,
        txHash: '0xe1',
        logIndex: 0,
        blockTime: new Date(now - 2 * day).toISOString(),
        user: wallet.address,
        amount: '5000000000000000000',
      },
      {
        name: 'GamePaidOut',
        chainId: 31337,
        txHash: '0xe2',
        logIndex: 0,
        blockTime: new Date(now - day).toISOString(),
        user: wallet.address,
        amount: '2000000000000000000',
      },
      {
        name: 'GameDeposited',
        chainId: 31337,
        txHash: '0xe3',
        logIndex: 0,
        blockTime: new Date(now - 40 * day).toISOString(),
        user: wallet.address,
        amount: '7',
      },
    ])
    const recent = (await call(t.app, jar, 'GET', '/account/contractRecord')).json().data
    expect(recent.total).toBe(2)
    expect(recent.items[0]).toMatchObject({
      kind: 'payout',
      amount: '2000000000000000000',
      txHash: '0xe2',
      chainId: 31337,
    })
    const start = new Date(now - 60 * day).toISOString().slice(0, 10)
    expect((await call(t.app, jar, 'GET', `/account/contractRecord?start=${start}`)).json().data.total).toBe(
      3,
    )
    const later = new Date(now - day).toISOString().slice(0, 10)
    const earlier = new Date(now - 5 * day).toISOString().slice(0, 10)
    expect(
      (await call(t.app, jar, 'GET', `/account/contractRecord?start=${later}&end=${earlier}`)).json(),
    ).toMatchObject({
      code: 'START_AFTER_END',
      msg: 'Start Date cannot be later than End Date',
    })
    const old = new Date(now - 120 * day).toISOString().slice(0, 10)
    expect((await call(t.app, jar, 'GET', `/account/contractRecord?start=${old}`)).json().code).toBe(
      'OUT_OF_RANGE',
    )
    expect((await call(t.app, jar, 'GET', '/account/contractRecord?start=notadate')).json().code).toBe(
      'INVALID_DATE',
    )
  })
})

describe('downloads and page views', () => {
  it('counts Android downloads and redirects to the APK', async () => {
    expect((await call(t.app, undefined, 'GET', '/downloadCount')).json().data).toEqual({ count: 0 })
    const first = await call(t.app, undefined, 'GET', '/account/androidDownload')
    expect(first.statusCode).toBe(302)
    expect(first.headers.location).toBe(t.config.androidApkUrl)
    await call(t.app, undefined, 'GET', '/account/androidDownload')
    expect((await call(t.app, undefined, 'GET', '/downloadCount')).json().data).toEqual({ count: 2 })
  })

  it('aggregates page views per route and day without cookies', async () => {
    for (const route of ['/news', '/zh/news', '/news/', '/news?ref=x', '/']) {
      const response = await call(t.app, undefined, 'POST', '/analytics/pageview', { route })
      expect(response.statusCode, route).toBe(200)
      expect(response.headers['set-cookie']).toBeUndefined()
    }
    for (const route of ['/unknown', '/news/123', 'javascript:alert(1)']) {
      expect((await call(t.app, undefined, 'POST', '/analytics/pageview', { route })).statusCode).toBe(400)
    }
    expect((await call(t.app, undefined, 'GET', '/admin/analytics/pageviews')).statusCode).toBe(401)
    const items = (await call(t.app, undefined, 'GET', '/admin/analytics/pageviews', undefined, admin)).json()
      .data.items
    const today = new Date().toISOString().slice(0, 10)
    expect(items).toEqual(
      expect.arrayContaining([
        { route: '/news', day: today, count: 3 },
        { route: '/zh/news', day: today, count: 1 },
        { route: '/', day: today, count: 1 },
      ]),
    )
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

describe('configuration', () => {
  it('has local defaults and validates every variable at start', () => {
    const config = loadConfig({ FINAVERSE_MODE: 'local' })
    expect(config).toMatchObject({
      mode: 'local',
      host: '127.0.0.1',
      port: 8787,
      rpc: { bsc: 'http://127.0.0.1:8545' },
    })
    expect(
      loadConfig({ FINAVERSE_MODE: 'local', API_PORT: '9999', BSC_RPC_URL: 'http://10.0.0.1:8545' }),
    ).toMatchObject({
      port: 9999,
      rpc: { bsc: 'http://10.0.0.1:8545' },
    })
    expect(() => loadConfig({ API_PORT: 'abc' })).toThrow(ConfigError)
    expect(() => loadConfig({ FINAVERSE_MODE: 'mainnet' })).toThrow(/SESSION_SECRET.*required|required/)
    expect(() => loadConfig({ FINAVERSE_MODE: 'local', DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
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
