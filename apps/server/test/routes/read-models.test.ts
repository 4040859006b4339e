import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appliedEvents } from '../../src/db/schema.js'
import { applyEvents, type ReadModelEvent } from '../../src/readmodels/events.js'
import { applyMergeEvents } from '../../src/readmodels/merges.js'
import recorded from '../fixtures/recorded-events.json' with { type: 'json' }
import { call, createTestApp, type TestApp } from '../helpers.js'

const alice = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const bob = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const events = recorded as ReadModelEvent[]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('read models from recorded chain events', () => {
  it('applies each event once, even when replayed', async () => {
    expect(await applyEvents(t.database.db, events)).toBe(events.length)
    expect(await applyEvents(t.database.db, events)).toBe(0)
    const [n] = await t.database.db.select({ n: count() }).from(appliedEvents)
    expect(n?.n).toBe(events.length)
  })

  it('answers the World Cup leaderboard and profile', async () => {
    const board = (await call(t.app, undefined, 'GET', '/worldcup/leaderboard')).json().data
    expect(board.total).toBe(2)
    expect(board.items).toEqual([
      {
        rank: 1,
        address: bob,
        winningPoints: 450,
        unclaimedCredits: 0,
        generalCredits: 750,
        stakeActivities: 1,
        raffleTickets: 0,
      },
      {
        rank: 2,
        address: alice,
        winningPoints: 150,
        unclaimedCredits: 150,
        generalCredits: 400,
        stakeActivities: 1,
        raffleTickets: 2,
      },
    ])
    const profile = (
      await call(
        t.app,
        undefined,
        'GET',
        `/worldcup/profile?address=${alice.toUpperCase().replace('0X', '0x')}`,
      )
    ).json()
    expect(profile.data.profile).toMatchObject({ rank: 2, address: alice })
    const nobody = await call(
      t.app,
      undefined,
      'GET',
      '/worldcup/profile?address=0x0000000000000000000000000000000000000001',
    )
    expect(nobody.json().data.profile).toBeNull()
    expect((await call(t.app, undefined, 'GET', '/worldcup/profile?address=nope')).json().code).toBe(
      'INVALID_WALLET_ADDRESS',
    )
  })

  it('answers bridge history with status and progress; a late event never moves a request back', async () => {
    const history = (await call(t.app, undefined, 'GET', `/bridge/history?address=${alice}`)).json().data
    expect(history.total).toBe(2)
    expect(history.items).toEqual([
      {
        time: '2022-12-02T10:00:00.000Z',
        nftIds: ['13'],
        bscTransaction: '0xb002',
        polygonTransaction: null,
        status: 'pending',
        fee: '1000000000000000',
        progress: 0,
      },
      {
        time: '2022-12-01T10:00:00.000Z',
        nftIds: ['11', '12'],
        bscTransaction: '0xb001',
        polygonTransaction: '0xc001',
        status: 'completed',
        fee: '2000000000000000',
        progress: 100,
      },
    ])
    expect((await call(t.app, undefined, 'GET', `/bridge/history?address=${bob}`)).json().data).toEqual({
      items: [],
      total: 0,
    })
    expect((await call(t.app, undefined, 'GET', '/bridge/history')).statusCode).toBe(400)
  })

  it('answers box records per address', async () => {
    const boxes = (await call(t.app, undefined, 'GET', `/hero/boxRecord?address=${alice}`)).json().data
    expect(boxes).toEqual({
      items: [
        {
          address: alice,
          boxType: 'V2',
          tokenId: '77',
          heroId: 5,
          rarity: 'S',
          txHash: '0xd001',
          openedAt: '2022-10-01T10:00:00.000Z',
        },
      ],
      total: 1,
    })
  })

  it('records a box revealed again in another transaction (a reorg deeper than the confirmations) once: the newest reveal', async () => {
    const reveal = events.find((e) => e.name === 'BoxOpened')
    if (!reveal) throw new Error('no BoxOpened in the recorded events')
    // The new branch's reveal: another fulfilment transaction, another word (another hero), a later block.
    const again = { ...reveal, txHash: '0xd002', logIndex: 3, heroId: 9, rarity: 'SS' } as ReadModelEvent
    expect(await applyEvents(t.database.db, [again])).toBe(1)
    expect(await applyEvents(t.database.db, [reveal, again])).toBe(0) // both seen: replays change nothing
    const boxes = (await call(t.app, undefined, 'GET', `/hero/boxRecord?address=${alice}`)).json().data
    expect(boxes.total).toBe(1)
    expect(boxes.items).toEqual([
      expect.objectContaining({ tokenId: '77', heroId: 9, rarity: 'SS', txHash: '0xd002' }),
    ])
  })
})

describe('merge history', () => {
  it('answers an address merges newest first, resolved or not, paged, and refuses a missing address', async () => {
    const db = t.database.db
    const tx = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
    await db.transaction((inner) =>
      applyMergeEvents(inner, [
        {
          name: 'MergeAdded',
          chainId: 31337,
          mergeId: 1n,
          txHash: tx(1),
          at: new Date('2026-11-01T00:00:00Z'),
          user: alice,
          tokenIdA: '10',
          tokenIdB: '11',
          price: '5000000000000000',
          designate: true,
          requestId: '7',
        },
        {
          name: 'MergeAdded',
          chainId: 31337,
          mergeId: 2n,
          txHash: tx(2),
          at: new Date('2026-11-02T00:00:00Z'),
          user: alice,
          tokenIdA: '12',
          tokenIdB: '13',
          price: '5000000000000000',
          designate: false,
          requestId: '8',
        },
        {
          name: 'MergeResolved',
          chainId: 31337,
          mergeId: 1n,
          txHash: tx(3),
          at: new Date('2026-11-01T00:00:09Z'),
          success: true,
          upgradedTokenId: '10',
          burnedTokenId: '11',
        },
      ]),
    )
    const history = (await call(t.app, undefined, 'GET', `/merge/history?address=${alice}`)).json().data
    expect(history.total).toBe(2)
    expect(history.items.map((item: { mergeId: string }) => item.mergeId)).toEqual(['2', '1'])
    expect(history.items[0]).toMatchObject({ status: 'pending', designate: false, resolvedTime: null })
    expect(history.items[1]).toEqual({
      chainId: 31337,
      mergeId: '1',
      tokenIdA: '10',
      tokenIdB: '11',
      price: '5000000000000000',
      designate: true,
      status: 'succeeded',
      upgradedTokenId: '10',
      burnedTokenId: '11',
      time: '2026-11-01T00:00:00.000Z',
      transaction: tx(1),
      resolvedTime: '2026-11-01T00:00:09.000Z',
      resolveTransaction: tx(3),
    })
    const second = (
      await call(t.app, undefined, 'GET', `/merge/history?address=${alice}&page=2&pageSize=1`)
    ).json().data
    expect(second.items.map((item: { mergeId: string }) => item.mergeId)).toEqual(['1'])
    expect((await call(t.app, undefined, 'GET', `/merge/history?address=${bob}`)).json().data).toEqual({
      items: [],
      total: 0,
    })
    expect((await call(t.app, undefined, 'GET', '/merge/history')).statusCode).toBe(400)
  })

  it('a merge resolved again in another transaction (a reorg deeper than the confirmations) shows the new outcome', async () => {
    const db = t.database.db
    const at = new Date('2026-11-03T00:00:00Z')
    const resolved = (txHash: string, success: boolean) =>
      ({
        name: 'MergeResolved',
        chainId: 31337,
        mergeId: 3n,
        txHash,
        at,
        success,
        upgradedTokenId: '14',
        burnedTokenId: '15',
      }) as const
    await db.transaction((inner) =>
      applyMergeEvents(inner, [
        {
          name: 'MergeAdded',
          chainId: 31337,
          mergeId: 3n,
          txHash: '0xe001',
          at,
          user: bob,
          tokenIdA: '14',
          tokenIdB: '15',
          price: '5000000000000000',
          designate: false,
          requestId: '9',
        },
        resolved('0xe002', true),
      ]),
    )
    // The abandoned branch's fulfilment succeeded; the new branch's word fails the merge. Replays change nothing.
    await db.transaction((inner) => applyMergeEvents(inner, [resolved('0xe003', false)]))
    await db.transaction((inner) => applyMergeEvents(inner, [resolved('0xe003', false)]))
    const items = (await call(t.app, undefined, 'GET', `/merge/history?address=${bob}`)).json().data.items
    expect(items).toEqual([
      expect.objectContaining({
        mergeId: '3',
        status: 'failed',
        upgradedTokenId: null,
        burnedTokenId: null,
        resolveTransaction: '0xe003',
      }),
    ])
  })
})
