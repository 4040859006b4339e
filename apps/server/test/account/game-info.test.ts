// The player's game side of the account: getGameInfo with the ledger's balances, the arena team, and the contract
// record (deposits and payouts read from the chain).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyEvents } from '../../src/readmodels/events.js'
import { call, createTestApp, GAME_SERVER, register, type TestApp } from '../helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

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
      GAME_SERVER,
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
