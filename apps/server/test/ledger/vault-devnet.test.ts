import { gameVaultAbi } from '@finaverse/contracts'
import { rpc as nodeRpc } from '@finaverse/contracts/devnet'
import { eq, sql } from 'drizzle-orm'
import { Registry } from 'prom-client'
import {
  type Address,
  createPublicClient,
  type Hash,
  http,
  type LocalAccount,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { payoutBatches, withdrawals } from '../../src/db/schema.js'
import { KeeperMetrics } from '../../src/keeper/metrics.js'
import { startKeeper } from '../../src/keeper/runtime.js'
import { type TxPolicy, transactionsOf } from '../../src/keeper/transactions.js'
import type { ConfirmedLog, KeeperChain, KeeperContext, KeeperJob } from '../../src/keeper/types.js'
import { createNftReleaseJob, createPayoutJob, type PayoutFaults } from '../../src/ledger/jobs.js'
import { ledgerConsumers } from '../../src/ledger/module.js'
import { batchWindowStart, call, createTestApp, type Jar, register, type TestApp } from '../helpers.js'
import { admin, alice, bob, keeper, mockCard, startVaultChain, type VaultChain } from './vault-chain.js'

// The ledger's chain-facing parts against a real GameVault on a Hardhat node this file starts (free port,
// test/ledger/vault-chain.ts): deposits credited once from the vault's events, withdrawals paid by the payout job's
// multiSend, NFTs in (24 h lock) and out (releaseNFTs), and the payout job killed at each step and run again. The
// keeper's indexer is another module (its lanes over such a vault: test/keeper/indexer-lanes.test.ts); here a small
// stand-in reads every vault log from block 0 on each pass (so every pass replays the old ones) and hands them to
// the ledger's consumer in one transaction, as the indexer does.

let v: VaultChain
let publicClient: PublicClient
let rpc = ''
let vault: Address
let cards: Address
let chain: KeeperChain
const wallet = (account: LocalAccount) => v.wallet(account)
const send: VaultChain['send'] = (...args) => v.send(...args)
const finaOf = (address: Address) => v.finaOf(address)
const depositFina = (player: LocalAccount, amount: string) => v.depositFina(player, amount)
let t: TestApp
let clock = new Date()
/** The keeper's clock: ahead of the api's when a test lets withdrawals fall due (sessions last 7 days). */
let keeperClock = new Date()
/** What the jobs logged: message and fields. */
const logged: { msg: string | undefined; fields: Record<string, unknown> }[] = []
const capture = (fields: object, msg?: string) =>
  logged.push({ msg, fields: fields as Record<string, unknown> })
const log = { info: capture, warn: capture, error: capture }
/** A metric's value on the keeper's registry (0 before its first sample). */
async function metric(name: string) {
  const text = await ctx.metrics.metrics()
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0)
}
let ctx: KeeperContext

/** The indexer stand-in: every vault log from block 0, decoded, to the ledger's consumers in one transaction. */
async function indexVault() {
  for (const consumer of ledgerConsumers(chain)) {
    const logs = await publicClient.getContractEvents({
      address: consumer.address,
      abi: consumer.abi,
      fromBlock: 0n,
    })
    const confirmed: ConfirmedLog[] = []
    for (const entry of logs) {
      const block = await publicClient.getBlock({ blockNumber: entry.blockNumber })
      confirmed.push({ ...entry, blockTimestamp: block.timestamp } as unknown as ConfirmedLog)
    }
    await t.database.db.transaction((tx) => consumer.handle(tx, confirmed))
  }
}
const run = (job: KeeperJob) => job.run(ctx, new AbortController().signal)

beforeAll(async () => {
  v = await startVaultChain()
  ;({ rpc, publicClient, vault, cards, chain } = v)
  t = await createTestApp({ now: () => clock })
  ctx = {
    db: t.database.db,
    chains: { bsc: chain, polygon: chain },
    log,
    now: () => keeperClock,
    metrics: new Registry(),
  }
}, 120_000)

afterAll(async () => {
  await t?.close()
  await v?.stop()
})

const withdraw = (jar: Jar, amount: string, key: string, wait = 'instant') =>
  call(t.app, jar, 'POST', '/account/withdrawFina', { amount, wait, idempotencyKey: key })
/** Moves the keeper's clock past the processing time of every withdrawal submitted so far. */
function passProcessingTime() {
  keeperClock = new Date(clock.getTime() + 15 * 86_400_000 + 60_000)
}

describe('ledger on a GameVault', () => {
  let aliceJar: Jar
  let bobJar: Jar
  beforeAll(async () => {
    clock = new Date()
    aliceJar = (await register(t.app, 'alice@example.com', alice)).jar
    bobJar = (await register(t.app, 'bob@example.com', bob)).jar
  })

  it('credits a deposit once, however many times the logs are replayed', async () => {
    await depositFina(alice, '50')
    await depositFina(bob, '500')
    await indexVault()
    await indexVault()
    const balances = (await call(t.app, aliceJar, 'GET', '/account/balances')).json().data
    expect(balances.deposited).toBe(parseEther('50').toString())
    const history = (await call(t.app, aliceJar, 'GET', '/account/transactions?type=deposit')).json().data
    expect(history.total).toBe(1)
  })

  it('pays a withdrawal on chain with multiSend and marks it processed; a canceled one is not paid', async () => {
    clock = batchWindowStart()
    const paid = (await withdraw(aliceJar, '20', 'dv-w-0001')).json().data
    const canceled = (await withdraw(aliceJar, '10', 'dv-w-0002')).json().data
    const cancel = await call(t.app, aliceJar, 'POST', '/account/withdrawalCancel', {
      id: canceled.id,
      idempotencyKey: 'dv-c-0001',
    })
    expect(cancel.json().data.status).toBe('canceled')
    const before = await finaOf(alice.address)
    passProcessingTime()
    await run(createPayoutJob())
    expect((await finaOf(alice.address)) - before).toBe(parseEther('19'))
    const list = (await call(t.app, aliceJar, 'GET', '/account/transactions?type=withdrawal')).json().data
      .items
    expect(list.find((w: { id: number }) => w.id === paid.id)).toMatchObject({
      status: 'processed',
      processedTime: keeperClock.toISOString(),
    })
    expect(list.find((w: { id: number }) => w.id === canceled.id)).toMatchObject({ status: 'canceled' })
    // Running again pays nothing more.
    await run(createPayoutJob())
    expect((await finaOf(alice.address)) - before).toBe(parseEther('19'))
    const metrics = await ctx.metrics.metrics()
    expect(metrics).toContain('ledger_withdrawals_paid_total 1')
    expect(metrics).toContain('ledger_withdrawals_unpaid 0')
  })

  describe('the payout job killed at each step, then run again', () => {
    const steps: (keyof PayoutFaults)[] = ['afterRecord', 'afterSend', 'afterConfirm']
    for (const step of steps) {
      it(`${step}: nothing paid twice, nothing lost; the batch logged and counted once with its BatchPaid hash`, async () => {
        clock = new Date(clock.getTime() + 60_000)
        const ids: number[] = []
        for (const [i, amount] of ['3', '4', '5'].entries()) {
          const response = await withdraw(bobJar, amount, `${step}-${i}-key`, '15d')
          expect(response.statusCode).toBe(200)
          ids.push(response.json().data.id)
        }
        const before = await finaOf(bob.address)
        const paidOutBefore = await publicClient.readContract({
          address: vault,
          abi: gameVaultAbi,
          functionName: 'totalPaidOut',
        })
        passProcessingTime()
        const batchesBefore = await metric('ledger_payout_batches_total')
        const paidBefore = await metric('ledger_withdrawals_paid_total')
        const kill = () => {
          throw new Error(`killed ${step}`)
        }
        await expect(run(createPayoutJob({ faults: { [step]: kill } }))).rejects.toThrow(`killed ${step}`)
        await run(createPayoutJob())
        await run(createPayoutJob())
        // 3 + 4 + 5 with the 15-day wait: each pays amount - 1.
        expect((await finaOf(bob.address)) - before).toBe(parseEther('9'))
        const paidOut = await publicClient.readContract({
          address: vault,
          abi: gameVaultAbi,
          functionName: 'totalPaidOut',
        })
        expect(paidOut - paidOutBefore).toBe(parseEther('9'))
        const rows = await t.database.db.select().from(withdrawals)
        for (const id of ids) expect(rows.find((r) => r.id === id)).toMatchObject({ status: 'processed' })
        const batches = await t.database.db.select().from(payoutBatches)
        expect(batches.every((b) => b.status === 'paid')).toBe(true)
        // One batch, whichever path marked it (its receipt, or the vault's batchPaid after the restart): one log
        // line, counted once, with the transaction of the vault's BatchPaid event.
        const batchId = rows.find((r) => r.id === ids[0])?.batchId
        const batch = batches.find((b) => b.id === batchId)
        const [event] = await publicClient.getContractEvents({
          address: vault,
          abi: gameVaultAbi,
          eventName: 'BatchPaid',
          args: { batchId: BigInt(batch?.vaultBatchId ?? -1) },
          fromBlock: 0n,
        })
        expect(event?.args.recipients).toBe(3n)
        expect(batch?.txHash).toBe(event?.transactionHash)
        const lines = logged.filter((l) => l.msg === 'payout batch paid' && l.fields['batchId'] === batchId)
        expect(lines).toHaveLength(1)
        expect(lines[0]?.fields).toMatchObject({
          hash: event?.transactionHash,
          count: 3,
          total: parseEther('9').toString(),
          found: step === 'afterRecord' ? 'receipt' : 'chain',
        })
        expect((await metric('ledger_payout_batches_total')) - batchesBefore).toBe(1)
        expect((await metric('ledger_withdrawals_paid_total')) - paidBefore).toBe(3)
      })
    }
  })

  it('a paused vault stops the payout; after unpausing the next run pays it once', async () => {
    clock = new Date(clock.getTime() + 60_000)
    const w = (await withdraw(bobJar, '6', 'pause-w-0001', '15d')).json().data
    const before = await finaOf(bob.address)
    passProcessingTime()
    await send(admin, vault, gameVaultAbi, 'pause', [])
    await expect(run(createPayoutJob())).rejects.toThrow()
    const [row] = (await t.database.db.select().from(withdrawals)).filter((r) => r.id === w.id)
    expect(row).toMatchObject({ status: 'processing' })
    expect(row?.batchId).not.toBeNull()
    await send(admin, vault, gameVaultAbi, 'unpause', [])
    await run(createPayoutJob())
    await run(createPayoutJob())
    expect((await finaOf(bob.address)) - before).toBe(parseEther('5'))
    const [after] = (await t.database.db.select().from(withdrawals)).filter((r) => r.id === w.id)
    expect(after).toMatchObject({ status: 'processed', batchId: row?.batchId })
  })

  describe('payouts through the transaction manager on a node that does not mine at once (automine off)', () => {
    /** The keeper's chain with a manager of its own: replaced after 1.5 s, polled every 50 ms. */
    const managed = (tx: Partial<TxPolicy> = {}): KeeperChain => ({
      ...chain,
      publicClient: createPublicClient({ chain: hardhat, transport: http(rpc, { retryCount: 0 }) }),
      walletClient: wallet(keeper),
      tx: { maxFeePerGas: 10n ** 12n, replaceAfterMs: 1_500, pollMs: 50, ...tx },
    })
    const runOn = (on: KeeperChain, job: KeeperJob) =>
      job.run({ ...ctx, chains: { bsc: on, polygon: on } }, new AbortController().signal)
    let miner: ReturnType<typeof setInterval> | undefined
    /** Mines a block every 300 ms, as a live chain does. */
    const startMining = () => {
      miner = setInterval(() => void nodeRpc(rpc, 'evm_mine').catch(() => {}), 300)
    }
    afterEach(async () => {
      clearInterval(miner)
      await nodeRpc(rpc, 'evm_setAutomine', [true])
    })
    /** A due withdrawal of bob's and its batch's first transaction, sent by a payout run that is still waiting. */
    async function pendingPayout(on: KeeperChain, key: string) {
      clock = new Date(clock.getTime() + 60_000)
      const w = (await withdraw(bobJar, '7', key, '15d')).json().data
      passProcessingTime()
      await nodeRpc(rpc, 'evm_setAutomine', [false])
      const job = runOn(on, createPayoutJob())
      job.catch(() => {})
      for (let i = 0; ; i++) {
        const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, w.id))
        const [batch] = row?.batchId
          ? await t.database.db.select().from(payoutBatches).where(eq(payoutBatches.id, row.batchId))
          : []
        if (batch?.txHash) return { job, batchId: batch.id, sent: batch.txHash as Hash }
        if (i > 200) throw new Error('the payout was not sent')
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    const paidOut = () =>
      publicClient.readContract({ address: vault, abi: gameVaultAbi, functionName: 'totalPaidOut' })
    const batchRow = async (id: number) =>
      (await t.database.db.select().from(payoutBatches).where(eq(payoutBatches.id, id)))[0]
    const metricsOf = async (on: KeeperChain) => {
      const keeperMetrics = new KeeperMetrics()
      keeperMetrics.watchTransactions(() => [transactionsOf(on).stats()])
      return keeperMetrics.registry.metrics()
    }

    it('a payout priced below a base fee spike is replaced with higher fees (same nonce) and mined, paid once', async () => {
      const on = managed()
      const before = await finaOf(bob.address)
      const paidBefore = await paidOut()
      const { job, batchId, sent } = await pendingPayout(on, 'txm-fee-0001')
      const original = await publicClient.getTransaction({ hash: sent })
      // The next blocks' base fee is 4 times what the payout offers at most: it cannot be mined.
      await nodeRpc(rpc, 'hardhat_setNextBlockBaseFeePerGas', [toHex((original.maxFeePerGas ?? 0n) * 4n)])
      await nodeRpc(rpc, 'evm_mine')
      expect((await publicClient.getTransaction({ hash: sent })).blockNumber).toBeNull()
      startMining()
      await job
      expect((await finaOf(bob.address)) - before).toBe(parseEther('6'))
      expect((await paidOut()) - paidBefore).toBe(parseEther('6'))
      const batch = await batchRow(batchId)
      expect(batch?.status).toBe('paid')
      expect(batch?.txHash).not.toBe(sent)
      const replacement = await publicClient.getTransaction({ hash: batch?.txHash as Hash })
      expect(replacement.nonce).toBe(original.nonce)
      expect(replacement.maxFeePerGas).toBeGreaterThan((original.maxFeePerGas ?? 0n) * 4n)
      expect(transactionsOf(on).stats()).toMatchObject({
        pending: 0,
        replacements: { fee: 1, dropped: 0 },
      })
      expect(
        logged.filter((l) => l.msg === 'payout batch replaced' && l.fields['batchId'] === batchId),
      ).toHaveLength(1)
      const text = await metricsOf(on)
      expect(text).toContain('keeper_tx_replacements_total{chain="bsc",reason="fee"} 1')
      expect(text).toMatch(/keeper_tx_pending\{chain="bsc",signer="0x[0-9a-fA-F]+"\} 0/)
      // A later run pays nothing more.
      await runOn(on, createPayoutJob())
      expect((await finaOf(bob.address)) - before).toBe(parseEther('6'))
    })

    it('a payout the node drops is re-sent once (the same transaction) and mined, paid once', async () => {
      const on = managed()
      const before = await finaOf(bob.address)
      const { job, batchId, sent } = await pendingPayout(on, 'txm-drop-0001')
      await nodeRpc(rpc, 'hardhat_dropTransaction', [sent])
      await expect(publicClient.getTransaction({ hash: sent })).rejects.toThrow()
      startMining()
      await job
      expect((await finaOf(bob.address)) - before).toBe(parseEther('6'))
      const batch = await batchRow(batchId)
      expect(batch).toMatchObject({ status: 'paid', txHash: sent })
      expect(transactionsOf(on).stats().replacements).toEqual({ fee: 0, dropped: 1 })
      expect(await metricsOf(on)).toContain('keeper_tx_replacements_total{chain="bsc",reason="dropped"} 1')
    })

    it('at the fee ceiling it is not replaced, the ceiling hits are counted and /healthz says stuck; mined once the fee falls', async () => {
      // The ceiling is what the manager offers now: any replacement would be above it.
      const probe = managed()
      const fees = (await transactionsOf(probe).fees()) as { maxFeePerGas: bigint }
      const on = managed({ maxFeePerGas: fees.maxFeePerGas })
      const before = await finaOf(bob.address)
      const { job, batchId, sent } = await pendingPayout(on, 'txm-ceil-0001')
      const original = await publicClient.getTransaction({ hash: sent })
      await nodeRpc(rpc, 'hardhat_setNextBlockBaseFeePerGas', [toHex((original.maxFeePerGas ?? 0n) * 4n)])
      await nodeRpc(rpc, 'evm_mine')
      const keeper = await startKeeper({
        database: t.database,
        chains: { bsc: on, polygon: on },
        log,
        modules: [],
        config: {
          pollMs: 1_000,
          host: '127.0.0.1',
          port: 0,
          lockRetryMs: 1_000,
          maxBlockRange: 100,
          mode: 'local',
          keeperKey: {} as never,
          txStuckMs: 2_000,
        },
      })
      try {
        await keeper.active
        // Past the 2-s threshold, and past a replacement the ceiling refused.
        const waited = () => transactionsOf(on).stats()
        for (let i = 0; waited().ceilingHits < 1 || waited().oldestPendingSeconds < 2.5; i++) {
          if (i > 300) throw new Error(`not stuck: ${JSON.stringify(waited())}`)
          await new Promise((r) => setTimeout(r, 50))
        }
        const health = await fetch(`${keeper.metricsUrl}/healthz`)
        expect(health.status).toBe(503)
        expect(await health.json()).toEqual({ status: 'stuck' })
        const text = await (await fetch(`${keeper.metricsUrl}/metrics`)).text()
        expect(text).toMatch(/keeper_tx_fee_ceiling_hits_total\{chain="bsc"\} [1-9]/)
        expect(text).toMatch(/keeper_tx_oldest_pending_seconds\{chain="bsc",signer="0x[0-9a-fA-F]+"\} [2-9]/)
        expect(transactionsOf(on).stats().replacements).toEqual({ fee: 0, dropped: 0 })
        // The base fee falls below the ceiling: the same transaction is mined.
        await nodeRpc(rpc, 'hardhat_setNextBlockBaseFeePerGas', [toHex(1n)])
        await nodeRpc(rpc, 'evm_mine')
        await job
        expect(await batchRow(batchId)).toMatchObject({ status: 'paid', txHash: sent })
        expect((await finaOf(bob.address)) - before).toBe(parseEther('6'))
        expect(await (await fetch(`${keeper.metricsUrl}/healthz`)).json()).toEqual({ status: 'active' })
      } finally {
        await keeper.stop()
        // Whatever failed above, the payout is mined before the next test.
        await nodeRpc(rpc, 'hardhat_setNextBlockBaseFeePerGas', [toHex(1n)])
        await nodeRpc(rpc, 'evm_mine')
        await job.catch(() => {})
      }
    })
  })

  it('a batch id the vault has paid before (a database restored from a backup) never stands for a new batch', async () => {
    // The vault has paid the ids the database's serial will hand out next.
    const [last] = await t.database.db
      .select({ id: sql<number>`coalesce(max(id), 0)::int` })
      .from(payoutBatches)
    for (let id = (last?.id ?? 0) + 1; id <= (last?.id ?? 0) + 3; id++)
      await send(keeper, vault, gameVaultAbi, 'multiSend', [BigInt(id), [admin.address], [1n]])
    clock = new Date(clock.getTime() + 60_000)
    await withdraw(bobJar, '3', 'restore-w-0001', '15d')
    const before = await finaOf(bob.address)
    passProcessingTime()
    await run(createPayoutJob())
    expect((await finaOf(bob.address)) - before).toBe(parseEther('2'))
  })

  it('a cancel racing the payout job at the cutoff: each withdrawal ends canceled or paid, never both', async () => {
    // Instant withdrawals of deposited tokens (no penalty) at the start of a 4-hour batch window.
    clock = batchWindowStart()
    const created: { id: number; amount: string; cancelableUntil: string }[] = []
    for (let i = 0; i < 12; i++) {
      const response = await withdraw(bobJar, '2', `race-${String(i).padStart(4, '0')}`)
      expect(response.statusCode).toBe(200)
      created.push(response.json().data)
    }
    const balanceBefore = (await call(t.app, bobJar, 'GET', '/account/balances')).json().data
    const before = await finaOf(bob.address)
    // The api still lets them be canceled (its clock is at the cutoff); the keeper is past processing time.
    clock = new Date(created.at(-1)?.cancelableUntil ?? 0)
    keeperClock = new Date(clock.getTime() + 3_600_000 + 60_000)
    // The cancels go out together; the job starts once the first has answered, racing the others.
    const pending = created.map((w, i) =>
      call(t.app, bobJar, 'POST', '/account/withdrawalCancel', {
        id: w.id,
        idempotencyKey: `race-c-${i}-key`,
      }),
    )
    await pending[0]
    const [cancels] = await Promise.all([Promise.all(pending), run(createPayoutJob())])
    await run(createPayoutJob())
    const rows = await t.database.db.select().from(withdrawals)
    const mine = created.map((w) => rows.find((r) => r.id === w.id))
    const canceled = mine.filter((r) => r?.status === 'canceled').length
    const processed = mine.filter((r) => r?.status === 'processed').length
    console.log('RACE', canceled, processed)
    expect(canceled).toBeGreaterThan(0)
    expect(canceled + processed).toBe(created.length)
    expect(cancels.filter((r) => r.statusCode === 200)).toHaveLength(canceled)
    for (const r of cancels.filter((r) => r.statusCode !== 200))
      expect(r.json().code).toBe('WITHDRAWAL_REQUEST_FAILED')
    // Paid: 1 FINA each (2 minus the fee); canceled: 1 FINA back each (the fee stays spent).
    expect((await finaOf(bob.address)) - before).toBe(parseEther(String(processed)))
    const balanceAfter = (await call(t.app, bobJar, 'GET', '/account/balances')).json().data
    expect(BigInt(balanceAfter.deposited) - BigInt(balanceBefore.deposited)).toBe(
      parseEther(String(canceled)),
    )
  })

  it('moves an NFT into the game account locked 24 h, and back to the wallet after the lock', async () => {
    clock = new Date()
    await send(admin, cards, mockCard.abi, 'mint', [alice.address, 7n])
    await send(alice, cards, mockCard.abi, 'setApprovalForAll', [vault, true])
    await send(alice, vault, gameVaultAbi, 'depositNFTs', [[7n]])
    await indexVault()
    await indexVault()
    const nfts = (await call(t.app, aliceJar, 'GET', '/account/nfts')).json().data.items
    expect(nfts).toHaveLength(1)
    const lockedUntil = new Date(nfts[0].lockedUntil)
    expect(Math.abs(lockedUntil.getTime() - clock.getTime() - 86_400_000)).toBeLessThan(120_000)

    const early = await call(t.app, aliceJar, 'POST', '/account/nftWithdraw', {
      tokenIds: '7',
      idempotencyKey: 'nft-0001',
    })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({
      code: 'NFT_LOCKED',
      msg: 'This NFT stays locked for 24 hours after it enters the game account',
      data: { tokenId: '7' },
    })
    const notMine = await call(t.app, bobJar, 'POST', '/account/nftWithdraw', {
      tokenIds: '7',
      idempotencyKey: 'nft-0002',
    })
    expect(notMine.json().code).toBe('NFT_NOT_IN_GAME_ACCOUNT')

    clock = new Date(lockedUntil.getTime() + 1000)
    keeperClock = clock
    const requested = await call(t.app, aliceJar, 'POST', '/account/nftWithdraw', {
      tokenIds: '7',
      idempotencyKey: 'nft-0003',
    })
    expect(requested.json().data.items).toEqual([
      expect.objectContaining({ tokenId: '7', direction: 'toWallet', status: 'pending' }),
    ])
    // Killed after sending: the re-run sees the card out of custody and only records it.
    await expect(
      run(
        createNftReleaseJob({
          faults: {
            afterSend: () => {
              throw new Error('killed')
            },
          },
        }),
      ),
    ).rejects.toThrow('killed')
    await run(createNftReleaseJob())
    const owner = await publicClient.readContract({
      address: cards,
      abi: mockCard.abi,
      functionName: 'ownerOf',
      args: [7n],
    })
    expect(owner).toBe(alice.address)
    const transfers = (await call(t.app, aliceJar, 'GET', '/account/nftTransfers')).json().data.items
    expect(transfers.map((x: { direction: string; status: string }) => `${x.direction}:${x.status}`)).toEqual(
      ['toWallet:completed', 'toGame:completed'],
    )
    expect((await call(t.app, aliceJar, 'GET', '/account/nfts')).json().data.items).toEqual([])
  })
})
