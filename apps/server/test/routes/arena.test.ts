import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { arenaMatches } from '../../src/db/schema.js'
import { call, createTestApp, INGEST, newWallet, register, type TestApp } from '../helpers.js'

const p = Array.from({ length: 3 }, () => newWallet().address.toLowerCase())

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const result = (matchId: string, winner: string, loser: string, season = 7) => ({
  matchId,
  season,
  winner,
  loser,
  winnerFormation: '1,2,3,4',
  loserFormation: '5,6,7,8',
  reward: '10.5',
  playedAt: '2024-01-01T00:00:00Z',
})

describe('arena', () => {
  it('ingests results idempotently with the game server token', async () => {
    const first = await call(
      t.app,
      undefined,
      'POST',
      '/hero/arena/results',
      result('m1', p[0]!, p[1]!),
      INGEST,
    )
    expect(first.json()).toEqual({ ret: 0, msg: 'ok', data: { applied: true } })
    const again = await call(
      t.app,
      undefined,
      'POST',
      '/hero/arena/results',
      result('m1', p[0]!, p[1]!),
      INGEST,
    )
    expect(again.json().data).toEqual({ applied: false })
    await call(t.app, undefined, 'POST', '/hero/arena/results', result('m2', p[0]!, p[2]!), INGEST)
    await call(t.app, undefined, 'POST', '/hero/arena/results', result('m3', p[1]!, p[0]!), INGEST)
    await call(t.app, undefined, 'POST', '/hero/arena/results', result('m4', p[0]!, p[1]!, 6), INGEST)
    const [n] = await t.database.db.select({ n: count() }).from(arenaMatches)
    expect(n?.n).toBe(4)
  })

  it('refuses ingest without the token or with bad input, changing nothing', async () => {
    expect(
      (await call(t.app, undefined, 'POST', '/hero/arena/results', result('x1', p[0]!, p[1]!))).json().code,
    ).toBe('UNAUTHORIZED')
    expect(
      (
        await call(t.app, undefined, 'POST', '/hero/arena/results', result('x1', p[0]!, p[1]!), {
          authorization: 'Bearer x',
        })
      ).json().code,
    ).toBe('FORBIDDEN')
    for (const bad of [
      { ...result('x2', p[0]!, p[0]!) },
      { ...result('x3', p[0]!, p[1]!), winner: 'nope' },
      { ...result('x4', p[0]!, p[1]!), reward: '-1' },
      { ...result('x5', p[0]!, p[1]!), winnerFormation: '' },
      { ...result('x6', p[0]!, p[1]!), playedAt: 'yesterday' },
    ]) {
      expect(
        (await call(t.app, undefined, 'POST', '/hero/arena/results', bad, INGEST)).statusCode,
        JSON.stringify(bad),
      ).toBe(400)
    }
    const [n] = await t.database.db.select({ n: count() }).from(arenaMatches)
    expect(n?.n).toBe(4)
  })

  it('ranks the latest season by wins, win rate and streak', async () => {
    const board = (await call(t.app, undefined, 'GET', '/hero/arena/rank')).json().data
    expect(board.season).toBe(7)
    expect(board.total).toBe(3)
    expect(board.items[0]).toEqual({
      rank: 1,
      player: p[0],
      formation: [5, 6, 7, 8], // the formation of the player's latest match (m3, lost)
      wins: 2,
      winRate: 0.6667,
      maxStreak: 2,
      reward: '21',
      season: 7,
    })
    expect(board.items[1]).toMatchObject({ rank: 2, player: p[1], wins: 1, winRate: 0.5, maxStreak: 1 })
    expect(board.items[2]).toMatchObject({ rank: 3, player: p[2], wins: 0, winRate: 0, reward: '0' })
    const old = (await call(t.app, undefined, 'GET', '/hero/arena/rank?season=6')).json().data
    expect(old.items).toHaveLength(2)
    expect((await call(t.app, undefined, 'GET', '/hero/arena/rank?season=-1')).statusCode).toBe(400)
  })

  it('lists the king of every season', async () => {
    const kings = (await call(t.app, undefined, 'GET', '/hero/kingList')).json().data.items
    expect(kings.map((k: { season: number; player: string }) => [k.season, k.player])).toEqual([
      [7, p[0]],
      [6, p[0]],
    ])
  })

  it("answers the signed-in player's rank", async () => {
    expect((await call(t.app, undefined, 'GET', '/account/arena/myrank')).statusCode).toBe(401)
    const { jar, wallet } = await register(t.app, 'arena-player@example.com')
    const address = wallet.address.toLowerCase()
    await call(t.app, undefined, 'POST', '/hero/arena/results', result('m9', address, p[2]!), INGEST)
    const mine = (await call(t.app, jar, 'GET', '/account/arena/myrank')).json().data.entry
    expect(mine).toMatchObject({ player: address, rank: 2, wins: 1 })
    expect((await call(t.app, jar, 'GET', '/account/arena/myrank?season=1')).json().data.entry).toBeNull()
  })
})
