import { MESSAGES, nextBatchTime } from '@finaverse/domain'
import { eq, sql } from 'drizzle-orm'
import { getAddress, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerDeposits, ledgerEntries } from '../../src/db/schema.js'
import type { ConfirmedLog, KeeperChain } from '../../src/keeper/types.js'
import { entrySums, getBalances } from '../../src/ledger/ledger.js'
import { ledgerConsumers } from '../../src/ledger/module.js'
import {
  batchWindowStart,
  call,
  createTestApp,
  GAME_SERVER,
  type Jar,
  newWallet,
  register,
  type TestApp,
} from '../helpers.js'

// The game account over HTTP on the test database (PGlite, and PostgreSQL with TEST_DATABASE_URL): balances,
// the game server's idempotent credits, withdrawals with every rule of the domain's quoteWithdrawal, cancel,
// deposits credited once from vault events, history, and 200 concurrent withdrawals and cancels.

const VAULT = '0x00000000000000000000000000000000000000aa'
const chain = {
  role: 'bsc',
  chainId: 31337,
  contracts: { GameVault: VAULT, VoucherRedeem: '0x00000000000000000000000000000000000000bb' },
  confirmations: 0,
} as unknown as KeeperChain
// The consumers date events on the app's clock at the latest (a chain's clock can run ahead of it).
const [vaultConsumer, voucherConsumer] = ledgerConsumers(chain, () => clock)
const E = (fina: string) => parseEther(fina).toString()

let clock = new Date()
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
afterAll(async () => t?.close())

let logCounter = 0
/** A decoded `Deposited` log as the keeper hands it over. */
function depositLog(
  account: string,
  fina: string,
  txHash = `0x${(++logCounter).toString(16).padStart(64, '0')}`,
) {
  return {
    eventName: 'Deposited',
    args: { depositId: BigInt(logCounter), account, amount: parseEther(fina) },
    transactionHash: txHash,
    logIndex: 0,
    blockNumber: 1n,
    blockTimestamp: BigInt(Math.floor(clock.getTime() / 1000)),
  } as unknown as ConfirmedLog
}
async function deposit(address: string, fina: string) {
  const log = depositLog(address, fina)
  await t.database.db.transaction((tx) => vaultConsumer!.handle(tx, [log]))
  return log
}
const credit = (address: string, amount: string, key: string, path = '/game/earnings') =>
  call(t.app, undefined, 'POST', path, { address, amount, reference: key, idempotencyKey: key }, GAME_SERVER)
const withdraw = (jar: Jar, amount: string, key: string, wait = 'instant') =>
  call(t.app, jar, 'POST', '/account/withdrawFina', { amount, wait, idempotencyKey: key })
const balances = async (jar: Jar) => (await call(t.app, jar, 'GET', '/account/balances')).json().data

async function expectConsistent(address: string) {
  const [b, sums] = await Promise.all([
    getBalances(t.database.db, address),
    entrySums(t.database.db, address),
  ])
  expect(b.deposited >= 0n && b.earned >= 0n && b.staked >= 0n).toBe(true)
  expect(sums).toEqual({ deposited: b.deposited, earned: b.earned, staked: b.staked })
  return b
}

describe('game server credits', () => {
  it('needs the game server token', async () => {
    const address = '0x0000000000000000000000000000000000000001'
    const none = await call(t.app, undefined, 'POST', '/game/earnings', {
      address,
      amount: '1',
      reference: 'r',
      idempotencyKey: 'key-00001',
    })
    expect(none.statusCode).toBe(401)
    const wrong = await call(
      t.app,
      undefined,
      'POST',
      '/game/earnings',
      { address, amount: '1', reference: 'r', idempotencyKey: 'key-00001' },
      { authorization: 'Bearer local-ingest-token' },
    )
    expect(wrong.statusCode).toBe(403)
    expect((await getBalances(t.database.db, address)).earned).toBe(0n)
  })

  it('credits once per key; the same key with other parameters is refused', async () => {
    const address = '0x0000000000000000000000000000000000000002'
    const first = await credit(address, '100', 'earn-0001')
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toMatchObject({ earned: E('100'), deposited: '0', staked: '0' })
    const again = await credit(address, '100', 'earn-0001')
    expect(again.json()).toEqual(first.json())
    const other = await credit(address, '50', 'earn-0001')
    expect(other.statusCode).toBe(409)
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      msg: MESSAGES.IDEMPOTENCY_KEY_REUSED,
    })
    expect((await getBalances(t.database.db, address)).earned).toBe(parseEther('100'))
    const zero = await credit(address, '0', 'earn-0002')
    expect(zero.json().code).toBe('INVALID_AMOUNT')
  })

  it('stakes from earned and unstakes back; more than the balance is refused', async () => {
    const address = '0x0000000000000000000000000000000000000003'
    await credit(address, '10', 'earn-0003')
    const staked = await credit(address, '4', 'stake-0001', '/game/stake')
    expect(staked.json().data).toMatchObject({ earned: E('6'), staked: E('4') })
    const tooMuch = await credit(address, '5', 'unstake-0001', '/game/unstake')
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json()).toMatchObject({ code: 'EXCEEDS_BALANCE', msg: MESSAGES.EXCEEDS_BALANCE })
    const back = await credit(address, '1', 'unstake-0002', '/game/unstake')
    expect(back.json().data).toMatchObject({ earned: E('7'), staked: E('3') })
    await expectConsistent(address)
  })
})

describe('withdrawals', () => {
  let jar: Jar
  let address: string
  beforeAll(async () => {
    clock = new Date()
    const registered = await register(t.app, 'withdraw@example.com')
    jar = registered.jar
    address = registered.wallet.address.toLowerCase()
    await credit(address, '200', 'earn-w-001')
  })

  it('refuses without a session', async () => {
    const response = await call(t.app, undefined, 'POST', '/account/withdrawFina', {
      amount: '5',
      idempotencyKey: 'abcdefgh',
    })
    expect(response.statusCode).toBe(401)
  })

  it('answers every refusal of the domain with its message', async () => {
    const below = await withdraw(jar, '1.5', 'w-below-1')
    expect(below.json()).toMatchObject({ code: 'BELOW_MINIMUM', msg: MESSAGES.BELOW_MINIMUM })
    const over = await withdraw(jar, '201', 'w-over-01')
    expect(over.json()).toMatchObject({ code: 'EXCEEDS_BALANCE', msg: MESSAGES.EXCEEDS_BALANCE })
    const cap = await withdraw(jar, '141', 'w-cap-001')
    expect(cap.json()).toMatchObject({ code: 'EXCEEDS_EARNED_CAP', msg: MESSAGES.EXCEEDS_EARNED_CAP })
    const invalid = await withdraw(jar, 'abc', 'w-inv-001')
    expect(invalid.json().code).toBe('INVALID_AMOUNT')
    // A refused request stores nothing under its key: the same key may be used again.
    expect((await balances(jar)).earned).toBe(E('200'))
  })

  it('takes 30% plus 1 from an instant earned withdrawal, then the 72 h cooldown applies', async () => {
    const response = await withdraw(jar, '100', 'w-inst-01')
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    const processAt = nextBatchTime(clock)
    expect(data).toMatchObject({
      type: 'withdrawal',
      amount: E('100'),
      processingFee: E('31'),
      status: 'submitted',
      processedTime: null,
      cancelableUntil: new Date(processAt.getTime() - 3_600_000).toISOString(),
    })
    expect(await withdraw(jar, '100', 'w-inst-01').then((r) => r.json())).toEqual(response.json())
    const b = await balances(jar)
    expect(b).toMatchObject({ earned: E('100'), deposited: '0' })
    expect(new Date(b.cooldownUntil).getTime()).toBe(clock.getTime() + 72 * 3_600_000)
    const cooled = await withdraw(jar, '10', 'w-cool-01', '15d')
    expect(cooled.json()).toMatchObject({ code: 'IN_COOLDOWN', msg: MESSAGES.IN_COOLDOWN })
    await expectConsistent(address)
  })

  it('cancels until 1 hour before processing without refunding the fee or resetting the cooldown', async () => {
    const start = clock
    clock = batchWindowStart()
    const before = await balances(jar)
    await deposit(address, '50')
    const w = (await withdraw(jar, '20', 'w-dep-001')).json().data
    expect(w.processingFee).toBe(E('1'))
    const canceled = await call(t.app, jar, 'POST', '/account/withdrawalCancel', {
      id: w.id,
      idempotencyKey: 'c-dep-001',
    })
    expect(canceled.json().data).toMatchObject({ id: w.id, status: 'canceled', cancelableUntil: null })
    const after = await balances(jar)
    expect(after.deposited).toBe(E('49'))
    expect(after.cooldownUntil).toBe(before.cooldownUntil)
    const twice = await call(t.app, jar, 'POST', '/account/withdrawalCancel', {
      id: w.id,
      idempotencyKey: 'c-dep-002',
    })
    expect(twice.json()).toMatchObject({
      code: 'WITHDRAWAL_REQUEST_FAILED',
      msg: MESSAGES.WITHDRAWAL_REQUEST_FAILED,
    })
    // Past the cutoff: too late.
    const late = (await withdraw(jar, '5', 'w-dep-002')).json().data
    const saved = clock
    clock = new Date(new Date(late.cancelableUntil).getTime() + 1000)
    const tooLate = await call(t.app, jar, 'POST', '/account/withdrawalCancel', {
      id: late.id,
      idempotencyKey: 'c-dep-003',
    })
    const history = async () =>
      (await call(t.app, jar, 'GET', '/account/transactions?type=withdrawal'))
        .json()
        .data.items.find((x: { id: number }) => x.id === late.id)
    // Past the cutoff the history shows it processing, with no countdown.
    expect(await history()).toMatchObject({ status: 'processing', cancelableUntil: null })
    clock = saved
    expect(tooLate.json()).toMatchObject({ code: 'WITHDRAWAL_REQUEST_TIMEOUT' })
    expect(await history()).toMatchObject({ status: 'submitted', cancelableUntil: late.cancelableUntil })
    const foreign = await call(t.app, jar, 'POST', '/account/withdrawalCancel', {
      id: 999_999,
      idempotencyKey: 'c-dep-004',
    })
    expect(foreign.statusCode).toBe(404)
    await expectConsistent(address)
    clock = start
  })

  it('excludes the staked balance from withdrawals', async () => {
    const other = await register(t.app, 'staker@example.com')
    const a = other.wallet.address.toLowerCase()
    await credit(a, '10', 'earn-s-001')
    await credit(a, '10', 'stake-s-001', '/game/stake')
    const response = await withdraw(other.jar, '2', 'w-stk-001', '15d')
    expect(response.json().code).toBe('EXCEEDS_BALANCE')
  })
})

describe('deposits and history', () => {
  it('credits a Deposited event once, however often it is replayed', async () => {
    const { jar, wallet } = await register(t.app, 'depositor@example.com')
    const address = wallet.address.toLowerCase()
    const log = await deposit(address, '25')
    await t.database.db.transaction((tx) => vaultConsumer!.handle(tx, [log, log]))
    expect((await balances(jar)).deposited).toBe(E('25'))
    await withdraw(jar, '5', 'h-with-01')
    const all = (await call(t.app, jar, 'GET', '/account/transactions')).json().data
    expect(all.total).toBe(2)
    expect(all.items.map((i: { type: string }) => i.type).sort()).toEqual(['deposit', 'withdrawal'])
    const deposits = (await call(t.app, jar, 'GET', '/account/transactions?type=deposit')).json().data
    expect(deposits.items).toEqual([
      expect.objectContaining({ type: 'deposit', amount: E('25'), status: 'processed', processingFee: '0' }),
    ])
    const old = new Date(clock.getTime() - 200 * 86_400_000).toISOString()
    const outOfRange = await call(t.app, jar, 'GET', `/account/transactions?start=${old}`)
    expect(outOfRange.json()).toMatchObject({ code: 'OUT_OF_RANGE', msg: MESSAGES.OUT_OF_RANGE })
    const week = new Date(clock.getTime() - 7 * 86_400_000).toISOString()
    const lastWeek = await call(t.app, jar, 'GET', `/account/transactions?start=${week}&pageSize=1`)
    expect(lastWeek.json().data.items).toHaveLength(1)
    expect(lastWeek.json().data.total).toBe(2)
    await expectConsistent(address)
  })

  it('lists a deposit whose block is stamped after the server clock in a range that ends today', async () => {
    const { jar, wallet } = await register(t.app, 'ahead@example.com')
    const server = clock
    // The chain's clock a day ahead of the server's (a devnet moved on; on a live chain, seconds past midnight).
    clock = new Date(server.getTime() + 86_400_000)
    const log = depositLog(wallet.address.toLowerCase(), '7')
    clock = server
    await t.database.db.transaction((tx) => vaultConsumer!.handle(tx, [log]))
    const day = (ms: number) => new Date(server.getTime() + ms).toISOString()
    const list = async (query: string) =>
      (await call(t.app, jar, 'GET', `/account/transactions?type=deposit&${query}`)).json().data
    expect((await list('')).items).toEqual([expect.objectContaining({ type: 'deposit', amount: E('7') })])
    expect((await list(`start=${day(-7 * 86_400_000)}&end=${day(0)}`)).total).toBe(1)
    // A range that ended before today keeps its end.
    expect((await list(`start=${day(-7 * 86_400_000)}&end=${day(-86_400_000)}`)).total).toBe(0)
  })

  it('dates a deposit from a chain running ahead by when the server saw it: the history keeps the order of events', async () => {
    clock = new Date()
    const { jar, wallet } = await register(t.app, 'one-clock@example.com')
    clock = batchWindowStart()
    const address = wallet.address.toLowerCase()
    const server = clock
    // Deposited first, in a block stamped 4 minutes ahead of the server's clock; withdrawn a minute later.
    clock = new Date(server.getTime() + 4 * 60_000)
    const log = depositLog(address, '30')
    clock = server
    await t.database.db.transaction((tx) => vaultConsumer!.handle(tx, [log]))
    clock = new Date(server.getTime() + 60_000)
    expect((await withdraw(jar, '5', 'one-clock-1', '15d')).statusCode).toBe(200)
    const history = (await call(t.app, jar, 'GET', '/account/transactions')).json().data
    expect(history.items.map((item: { type: string }) => item.type)).toEqual(['withdrawal', 'deposit'])
    expect(history.items[1].time).toBe(server.toISOString())
  })

  it('locks an NFT from a chain running ahead for exactly 24 hours on the server clock', async () => {
    clock = new Date()
    const { jar, wallet } = await register(t.app, 'lock-ahead@example.com')
    const server = clock
    const nftLog = {
      eventName: 'NFTDeposited',
      args: { account: wallet.address, collection: VAULT, tokenId: 77n },
      transactionHash: `0x${'7e'.repeat(32)}`,
      logIndex: 0,
      blockNumber: 1n,
      blockTimestamp: BigInt(Math.floor((server.getTime() + 3 * 60_000) / 1000)),
    } as unknown as ConfirmedLog
    await t.database.db.transaction((tx) => vaultConsumer!.handle(tx, [nftLog]))
    const nfts = (await call(t.app, jar, 'GET', '/account/nfts')).json().data.items
    expect(nfts).toEqual([expect.objectContaining({ tokenId: '77' })])
    expect(new Date(nfts[0].lockedUntil).getTime() - server.getTime()).toBe(24 * 3_600_000)
  })
})

describe('batched deposit crediting', () => {
  /** A `Deposited` log of transaction `tx` (a number), at `logIndex`, of `fina` FINA (event order as given). */
  const batchLog = (account: string, fina: string, tx: number, logIndex: number) =>
    ({
      eventName: 'Deposited',
      args: {
        depositId: BigInt(tx * 1000 + logIndex),
        account: getAddress(account),
        amount: parseEther(fina),
      },
      transactionHash: `0x${tx.toString(16).padStart(8, '0')}${'d'.repeat(56)}`,
      logIndex,
      blockNumber: 1n,
      blockTimestamp: BigInt(Math.floor(clock.getTime() / 1000)),
    }) as unknown as ConfirmedLog
  const handle = (logs: ConfirmedLog[]) => t.database.db.transaction((tx) => vaultConsumer!.handle(tx, logs))
  const counts = async (address: string) => {
    const count = sql<number>`count(*)::int`
    const [entries] = await t.database.db
      .select({ n: count })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.address, address))
    const [deposits] = await t.database.db
      .select({ n: count })
      .from(ledgerDeposits)
      .where(eq(ledgerDeposits.address, address))
    return { entries: entries?.n, deposits: deposits?.n }
  }

  it('credits each deposit of a batch once: duplicates in the batch, replays, several addresses, one without an account', async () => {
    clock = new Date()
    const a = await register(t.app, 'batch-a@example.com')
    const b = await register(t.app, 'batch-b@example.com')
    const stranger = newWallet() // no game account yet
    const [addrA, addrB, addrC] = [a.wallet, b.wallet, stranger].map((w) => w.address.toLowerCase()) as [
      string,
      string,
      string,
    ]
    // 2,400 deposits over 800 transactions (3 logs each), crossing the 1,000-row chunks: A gets 1 FINA, B 2, C 3.
    const owners = [addrA, addrB, addrC]
    const fresh = Array.from({ length: 2400 }, (_, i) =>
      batchLog(owners[i % 3] as string, String((i % 3) + 1), 9_000_000 + Math.floor(i / 3), i % 3),
    )
    const first = fresh.slice(0, 1500)
    // In-batch duplicates: every 7th log twice, and the same logs again at the end of the batch (another chunk).
    const batch1 = first.flatMap((log, i) => (i % 7 === 0 ? [log, log] : [log]))
    batch1.push(...first.slice(0, 300))
    await handle(batch1)
    const expected1 = { a: 500n, b: 1000n, c: 1500n }
    expect((await getBalances(t.database.db, addrA)).deposited).toBe(parseEther(String(expected1.a)))
    expect((await getBalances(t.database.db, addrB)).deposited).toBe(parseEther(String(expected1.b)))
    expect((await getBalances(t.database.db, addrC)).deposited).toBe(parseEther(String(expected1.c)))

    // A replay of the whole first batch (a reorg rewind) mixed with the rest, in another order.
    await handle([...fresh.slice(1500), ...batch1].reverse())
    await handle(fresh) // and everything once more: nothing new
    for (const [address, fina] of [
      [addrA, 800n],
      [addrB, 1600n],
      [addrC, 2400n],
    ] as const) {
      const balances = await expectConsistent(address)
      expect(balances).toMatchObject({ deposited: parseEther(String(fina)), earned: 0n, staked: 0n })
      expect(await counts(address)).toEqual({ entries: 800, deposits: 800 })
    }

    // The wallet without an account: its deposits were kept and show once it has one.
    const c = await register(t.app, 'batch-c@example.com', stranger)
    expect((await balances(c.jar)).deposited).toBe(E('2400'))
    const history = (await call(t.app, c.jar, 'GET', '/account/transactions?type=deposit')).json().data
    expect(history.total).toBe(800)
    expect(history.items[0]).toMatchObject({ type: 'deposit', amount: E('3'), status: 'processed' })
  }, 120_000)

  it('a batch racing withdrawals of the same account: nothing lost, the ledger sums to the balance', async () => {
    clock = new Date()
    const { jar, wallet } = await register(t.app, 'batch-race@example.com')
    const address = wallet.address.toLowerCase()
    await handle([batchLog(address, '100', 9_500_000, 0)])
    const logs = Array.from({ length: 300 }, (_, i) => batchLog(address, '1', 9_500_001 + i, 0))
    const withdrawals = Array.from({ length: 40 }, (_, i) =>
      withdraw(jar, '2', `race-${String(i).padStart(4, '0')}`, '15d'),
    )
    const [, ...results] = await Promise.all([handle(logs), ...withdrawals])
    const accepted = results.filter((r) => r.statusCode === 200)
    for (const r of results) if (r.statusCode !== 200) expect(r.json().code).toBe('EXCEEDS_BALANCE')
    const b = await expectConsistent(address)
    expect(b.deposited).toBe(parseEther('400') - BigInt(accepted.length) * parseEther('2'))
    expect(await counts(address)).toEqual({ entries: 301 + accepted.length, deposits: 301 })
  }, 120_000)
})

describe('voucher history', () => {
  it('shows the redemptions of the last month, each event once', async () => {
    clock = new Date()
    const { jar, wallet } = await register(t.app, 'vouchers@example.com')
    const redeemed = (tokenId: bigint, daysAgo: number, logIndex: number) =>
      ({
        eventName: 'Redeemed',
        args: { user: wallet.address, tokenAddress: VAULT, tokenId, vouchers: 2n },
        transactionHash: `0x${'ab'.repeat(32)}`,
        logIndex,
        blockNumber: 1n,
        blockTimestamp: BigInt(Math.floor((clock.getTime() - daysAgo * 86_400_000) / 1000)),
      }) as unknown as ConfirmedLog
    const logs = [redeemed(1n, 2, 0), redeemed(2n, 45, 1)]
    await t.database.db.transaction((tx) => voucherConsumer!.handle(tx, [...logs, ...logs]))
    const history = (await call(t.app, jar, 'GET', '/account/voucherHistory')).json().data
    expect(history).toEqual({
      items: [expect.objectContaining({ tokenId: '1', vouchers: '2', tokenAddress: VAULT, chainId: 31337 })],
      total: 1,
    })
  })
})

describe('concurrency', () => {
  // 500 requests: on a loaded 2-core machine running the whole suite, more than the default 30 s.
  it('200 parallel withdrawals and cancels: never negative, the ledger sums to the balance', async () => {
    clock = new Date()
    const { jar, wallet } = await register(t.app, 'busy@example.com')
    const address = wallet.address.toLowerCase()
    await deposit(address, '300')
    const requests = Array.from({ length: 200 }, (_, i) =>
      withdraw(jar, String(2 + (i % 5)), `burst-${String(i).padStart(4, '0')}`, '15d'),
    )
    const results = await Promise.all(requests)
    const accepted = results.filter((r) => r.statusCode === 200).map((r) => r.json().data)
    const refused = results.filter((r) => r.statusCode !== 200)
    for (const r of refused) expect(r.json().code).toBe('EXCEEDS_BALANCE')
    expect(accepted.length).toBeGreaterThan(0)
    const total = accepted.reduce((sum, w) => sum + BigInt(w.amount), 0n)
    expect(total).toBeLessThanOrEqual(parseEther('300'))
    await expectConsistent(address)

    // Cancels of every accepted one, twice each, racing with 100 more withdrawals.
    const cancels = accepted.flatMap((w, i) => [
      call(t.app, jar, 'POST', '/account/withdrawalCancel', { id: w.id, idempotencyKey: `cx-${i}-aaaaaa` }),
      call(t.app, jar, 'POST', '/account/withdrawalCancel', { id: w.id, idempotencyKey: `cy-${i}-aaaaaa` }),
    ])
    const more = Array.from({ length: 100 }, (_, i) =>
      withdraw(jar, '3', `more-${String(i).padStart(4, '0')}`, '15d'),
    )
    const [cancelResults, moreResults] = await Promise.all([Promise.all(cancels), Promise.all(more)])
    const okCancels = cancelResults.filter((r) => r.statusCode === 200).length
    expect(okCancels).toBe(accepted.length)
    const b = await expectConsistent(address)
    // Conservation: what is in the balance plus what is out in live withdrawals plus the fees of the canceled ones.
    const live = moreResults.filter((r) => r.statusCode === 200).map((r) => BigInt(r.json().data.amount))
    const outstanding = live.reduce((s, v) => s + v, 0n)
    expect(b.deposited + b.earned + outstanding + BigInt(accepted.length) * parseEther('1')).toBe(
      parseEther('300'),
    )
  }, 120_000)

  it('the same key sent 30 times at once, with other withdrawals racing: one withdrawal, the same answer', async () => {
    clock = new Date()
    const { jar, wallet } = await register(t.app, 'same-key@example.com')
    const address = wallet.address.toLowerCase()
    await deposit(address, '100')
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 2
          ? withdraw(jar, '2', `other-${String(i).padStart(4, '0')}`, '15d')
          : withdraw(jar, '5', 'same-key-0001', '15d'),
      ),
    )
    for (const r of results) expect(r.statusCode).toBe(200)
    const same = results.filter((_, i) => i % 3 !== 2).map((r) => r.json().data)
    expect(new Set(same.map((w) => JSON.stringify(w))).size).toBe(1)
    expect(same[0]).toMatchObject({ amount: E('5'), status: 'submitted', processingFee: E('1') })
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from withdrawals where address = ${address}`,
    )
    expect(rows.rows[0]?.n).toBe(11)
    const b = await expectConsistent(address)
    expect(b.deposited).toBe(parseEther('100') - parseEther('5') - 10n * parseEther('2'))
  }, 120_000)
})
