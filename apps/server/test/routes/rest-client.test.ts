import { createRestClient, isRestSuccess, type RestClient } from '@finaverse/sdk/rest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyEvents, type ReadModelEvent } from '../../src/readmodels/events.js'
import { seedDemoData } from '../../src/seed.js'
import recorded from '../fixtures/recorded-events.json' with { type: 'json' }
import {
  createTestApp,
  fixedPrices,
  lastCode,
  newWallet,
  PASSWORD,
  pow,
  priceSnapshot,
  signIn,
  solvePow,
  type TestApp,
} from '../helpers.js'

// The SDK's typed REST client against the real server on a loopback port.

const snapshot = priceSnapshot
const prices = fixedPrices

let t: TestApp
let base: string
let cookies = ''
/** fetch with a cookie jar, as a browser would keep the session cookie. */
const browserFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, {
    ...init,
    headers: { ...(init?.headers as Record<string, string>), cookie: cookies },
  })
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const [name] = (pair ?? '').split('=')
    cookies = [...cookies.split('; ').filter((c) => c && !c.startsWith(`${name}=`)), pair].join('; ')
  }
  return response
}
let api: RestClient

beforeAll(async () => {
  t = await createTestApp({ prices })
  await seedDemoData(t.database.db)
  await applyEvents(t.database.db, recorded as ReadModelEvent[])
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  api = createRestClient({ baseUrl: `${base}/api`, fetch: browserFetch })
})
afterAll(() => t.close())

describe('REST client against the server', () => {
  it('reads content, prices, arena, World Cup, bridge and downloads', async () => {
    const news = await api.getList({ kind: 'news', lang: 'zh' })
    if (!isRestSuccess(news)) throw new Error(news.msg)
    expect(news.data.items[0]?.title).toBe('公会战上线日期公布')
    const one = await api.getById({ kind: 'news', id: news.data.items[0]!.id })
    expect(isRestSuccess(one) && one.data.lang).toBe('zh')
    expect(await api.price({})).toEqual({ ret: 0, msg: 'ok', data: snapshot.price })
    const arena = await api.arenaRank({ season: 1 })
    expect(isRestSuccess(arena) && arena.data.items.length).toBeGreaterThan(0)
    const board = await api.worldCupLeaderboard({})
    expect(isRestSuccess(board) && board.data.total).toBe(2)
    const bridge = await api.bridgeHistory({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    expect(isRestSuccess(bridge) && bridge.data.items.map((i) => i.status)).toEqual(['pending', 'completed'])
    expect(await api.downloadCount({})).toEqual({ ret: 0, msg: 'ok', data: { count: 0 } })
    expect(await api.pageView({ route: '/zh/news' })).toEqual({ ret: 0, msg: 'ok', data: null })
    expect((await api.blog({})).ret).toBe(0)
  })

  it('creates an account, keeps the session cookie, and sets a team', async () => {
    const email = 'client@example.com'
    const challenge = await api.powChallenge({})
    if (!isRestSuccess(challenge)) throw new Error(challenge.msg)
    const sent = await api.sendMailCaptcha({ email, pow: await solvePow(challenge.data) })
    expect(sent).toEqual({ ret: 0, msg: 'ok', data: { resendIn: 60, expiresIn: 600 } })
    const code = await lastCode(t.app, email)
    const nonce = await api.siweNonce({})
    if (!isRestSuccess(nonce)) throw new Error(nonce.msg)
    const signed = await signIn(newWallet(), nonce.data.nonce)
    const created = await api.createAccount({
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      code,
      ...signed,
      pow: await pow(t.app),
    })
    expect(created.ret).toBe(0)
    const info = await api.getGameInfo({})
    expect(info).toMatchObject({ ret: 0, data: { email, deposited: '0', earned: '0' } })
    expect(await api.setTeam({ heroIds: [1, 2, 3, 4] })).toMatchObject({
      ret: 0,
      data: { heroIds: [1, 2, 3, 4] },
    })
    expect(await api.setTeam({ heroIds: [1, 1, 2, 3] })).toEqual({
      ret: 400,
      code: 'TEAM_TOO_SMALL',
      msg: 'A team needs at least 4 different heroes',
    })
    expect(await api.logout({})).toMatchObject({ ret: 0 })
    expect(await api.getGameInfo({})).toMatchObject({ ret: 401, code: 'UNAUTHORIZED' })
  })

  it('resolves refusals to the envelope and a stopped server to ret -1', async () => {
    expect(await api.login({ email: 'nobody@example.com', password: 'x' })).toEqual({
      ret: 404,
      code: 'GAME_ACCOUNT_NOT_FOUND',
      msg: 'Game account does not exist',
    })
    const down = await createTestApp({ database: t.database, prices })
    const address = await down.app.listen({ port: 0, host: '127.0.0.1' })
    await down.app.close()
    const result = await createRestClient({ baseUrl: address, timeoutMs: 2000 }).price({})
    expect(result).toMatchObject({ ret: -1, code: 'NETWORK_ERROR' })
  })
})
