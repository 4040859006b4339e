import { randomBytes } from 'node:crypto'
import { gameVaultAbi } from '@finaverse/contracts'
import { batchPaid, multiSend, nftDepositor, releaseNFTs } from '@finaverse/sdk/actions'
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { Counter, Gauge, type Registry } from 'prom-client'
import { type Address, type Hash, parseEventLogs } from 'viem'
import type { Db } from '../db/client.js'
import { nftCustody, nftTransfers, payoutBatches, withdrawals } from '../db/schema.js'
import { sendWrite, waitMined } from '../keeper/send.js'
import { transactionsOf } from '../keeper/transactions.js'
import type { KeeperChain, KeeperContext, KeeperJob } from '../keeper/types.js'
import { custodyOf } from './history.js'

/** The vault's longest list in one call (`GameVault.MAX_BATCH`). */
export const PAYOUT_BATCH_SIZE = 200

/** Pause between payout runs: a batch falls due at its window and is sent at most this long after (plus a run). */
export const PAYOUT_INTERVAL_MS = 10_000

/**
 * Points where a test can stop a job as if the process were killed (the hook throws). Production passes none.
 */
export type PayoutFaults = {
  /** After a batch is recorded in the database, before anything is sent. */
  afterRecord?: (batchId: number) => void
  /** After `multiSend` is sent, before its hash is recorded. */
  afterSend?: (batchId: number, hash: Hash) => void
  /** After the payment is confirmed on chain, before the withdrawals are marked processed. */
  afterConfirm?: (batchId: number) => void
}

/** The unpaid withdrawals and the payout lag, read from the database. */
type Backlog = { unpaid: number; lagSeconds: number }

/** The ledger's metrics on the keeper's registry (registered once per registry). */
const metricsByRegistry = new WeakMap<Registry, ReturnType<typeof createMetrics>>()
function createMetrics(registry: Registry) {
  const registers = [registry]
  /** Where the backlog gauges read from when scraped ({@link watchPayoutBacklog}); unset: the last run's figures. */
  const source: { read?: () => Promise<Backlog> } = {}
  /** One database read per scrape for both gauges. */
  let reading: Promise<Backlog | undefined> | undefined
  const read = () => {
    if (!source.read) return Promise.resolve(undefined)
    reading ??= source
      .read()
      .catch(() => undefined)
      .finally(() => {
        reading = undefined
      })
    return reading
  }
  return {
    source,
    paid: new Counter({
      name: 'ledger_withdrawals_paid_total',
      help: 'Withdrawals paid by multiSend',
      registers,
    }),
    batches: new Counter({ name: 'ledger_payout_batches_total', help: 'Payout batches paid', registers }),
    failures: new Counter({
      name: 'ledger_job_failures_total',
      help: 'Ledger job transactions that reverted',
      labelNames: ['job'],
      registers,
    }),
    due: new Gauge({
      name: 'ledger_withdrawals_unpaid',
      help: 'Withdrawals past their cancel cutoff and not paid yet (read from the database on every keeper, active or not)',
      registers,
      async collect() {
        const backlog = await read()
        if (backlog) this.set(backlog.unpaid)
      },
    }),
    lag: new Gauge({
      name: 'ledger_payout_lag_seconds',
      help: 'How long the oldest unpaid withdrawal has been past its processing time, 0 when none is late (read from the database on every keeper, active or not)',
      registers,
      async collect() {
        const backlog = await read()
        if (backlog) this.set(backlog.lagSeconds)
      },
    }),
    released: new Counter({
      name: 'ledger_nfts_released_total',
      help: 'NFTs released to wallets',
      registers,
    }),
  }
}
function metricsOf(registry: Registry) {
  let metrics = metricsByRegistry.get(registry)
  if (!metrics) {
    metrics = createMetrics(registry)
    metricsByRegistry.set(registry, metrics)
  }
  return metrics
}

/** What every run of a vault job starts from: the chain, its vault, the metrics and the keeper's time. */
function vaultRun(ctx: KeeperContext, role: KeeperChain['role']) {
  const chain = ctx.chains[role]
  const vault = chain.contracts['GameVault']
  if (!vault) throw new Error(`no GameVault on ${role}`)
  return { chain, vault, metrics: metricsOf(ctx.metrics), now: ctx.now() }
}

/** Blocks per `eth_getLogs` when looking for a batch's `BatchPaid` event (searched from the head backwards). */
const EVENT_SEARCH_RANGE = 5_000n
/** How long a run waits for the receipts of the batches it sent or found pending (then the next run checks again). */
const RECEIPT_TIMEOUT_MS = 120_000

type Batch = typeof payoutBatches.$inferSelect

/**
 * The transaction that paid a batch: the recorded one when its receipt holds the batch's `BatchPaid`, else the
 * vault's `BatchPaid` event for the batch id (a crash after sending, before the hash was recorded; or a payment
 * made by another transaction), searched from the chain head backwards. Null when the event cannot be found.
 */
async function paymentOf(chain: KeeperChain, vault: Address, vaultBatchId: bigint, recorded: string | null) {
  const paidHere = (logs: readonly { address: string; topics: readonly string[] }[]) =>
    parseEventLogs({ abi: gameVaultAbi, eventName: 'BatchPaid', logs: logs as never }).some(
      (e) => e.address.toLowerCase() === vault.toLowerCase() && e.args.batchId === vaultBatchId,
    )
  if (recorded) {
    const receipt = await chain.publicClient
      .getTransactionReceipt({ hash: recorded as Hash })
      .catch(() => null)
    if (receipt?.status === 'success' && paidHere(receipt.logs)) return recorded as Hash
  }
  const first = chain.startBlock ?? 0n
  let to = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
  while (to >= first) {
    const from = to - EVENT_SEARCH_RANGE + 1n > first ? to - EVENT_SEARCH_RANGE + 1n : first
    const [event] = await chain.publicClient.getContractEvents({
      address: vault,
      abi: gameVaultAbi,
      eventName: 'BatchPaid',
      args: { batchId: vaultBatchId },
      fromBlock: from,
      toBlock: to,
    })
    if (event) return event.transactionHash
    to = from - 1n
  }
  return null
}

/**
 * Marks a batch paid by `hash` and its withdrawals processed, in one transaction that only the first caller wins
 * (`status <> 'paid'`): the batch is then logged ("payout batch paid") and counted in the payout metrics, exactly
 * once whichever path found it paid (its receipt, or the vault's `batchPaid` after a restart).
 */
async function markPaid(
  ctx: KeeperContext,
  batch: Batch,
  payment: { hash: Hash | null; vaultBatchId: bigint; found: 'receipt' | 'chain' },
  now: Date,
) {
  const processed = await ctx.db.transaction(async (tx) => {
    const won = await tx
      .update(payoutBatches)
      .set({ status: 'paid', paidAt: now, ...(payment.hash ? { txHash: payment.hash } : {}) })
      .where(and(eq(payoutBatches.id, batch.id), sql`${payoutBatches.status} <> 'paid'`))
      .returning({ id: payoutBatches.id })
    if (won.length === 0) return null
    return tx
      .update(withdrawals)
      .set({ status: 'processed', processedAt: now })
      .where(and(eq(withdrawals.batchId, batch.id), eq(withdrawals.status, 'processing')))
      .returning({ receive: withdrawals.receive })
  })
  if (!processed) return
  const metrics = metricsOf(ctx.metrics)
  if (processed.length > 0) {
    metrics.paid.inc(processed.length)
    metrics.batches.inc()
  }
  const total = processed.reduce((sum, w) => sum + BigInt(w.receive), 0n)
  const fields = {
    batchId: batch.id,
    vaultBatchId: payment.vaultBatchId.toString(),
    hash: payment.hash,
    count: processed.length,
    total: total.toString(),
    found: payment.found,
  }
  if (processed.length > 0 && !payment.hash)
    ctx.log.warn(fields, 'payout batch paid; no BatchPaid event found')
  else ctx.log.info(fields, processed.length > 0 ? 'payout batch paid' : 'empty payout batch closed')
}

/**
 * The payout job. Each run: (1) withdrawals past their cancel cutoff move `submitted` -> `processing`; (2) due ones
 * are grouped, up to 200, into batches recorded in the database (batch row + `batch_id` on each withdrawal, one
 * transaction, with a random 128-bit vault batch id) before anything is sent; (3) every unpaid batch is checked
 * against the vault's `batchPaid(vaultBatchId)`: paid means only the database is behind (a crash after sending), so
 * it is marked paid with the transaction of the vault's `BatchPaid` event; pending (its recorded transaction not
 * mined yet) is waited for; otherwise `multiSend(id, recipients, amounts)` is sent and its hash recorded before its
 * receipt is awaited; (4) the receipts of every batch sent or pending are awaited together, so the batches of a run
 * share blocks. The vault pays each batch id once, so a crash at any point neither pays twice nor loses a withdrawal.
 */
export function createPayoutJob(
  options: { chain?: KeeperChain['role']; faults?: PayoutFaults } = {},
): KeeperJob {
  const role = options.chain ?? 'bsc'
  const faults = options.faults ?? {}
  return {
    name: 'ledger.payouts',
    intervalMs: PAYOUT_INTERVAL_MS,
    async run(ctx, signal) {
      const { chain, vault, metrics, now } = vaultRun(ctx, role)
      await ctx.db
        .update(withdrawals)
        .set({ status: 'processing' })
        .where(and(eq(withdrawals.status, 'submitted'), lt(withdrawals.cancelableUntil, now)))

      for (;;) {
        if (signal.aborted) return
        const batchId = await ctx.db.transaction(async (tx) => {
          const due = await tx
            .select({ id: withdrawals.id })
            .from(withdrawals)
            .where(
              and(
                eq(withdrawals.status, 'processing'),
                isNull(withdrawals.batchId),
                lte(withdrawals.processAt, now),
              ),
            )
            .orderBy(asc(withdrawals.id))
            .limit(PAYOUT_BATCH_SIZE)
            .for('update', { skipLocked: true })
          if (due.length === 0) return null
          const [batch] = await tx
            .insert(payoutBatches)
            .values({
              chainId: chain.chainId,
              vaultBatchId: BigInt(`0x${randomBytes(16).toString('hex')}`).toString(),
              status: 'recorded',
              createdAt: now,
            })
            .returning({ id: payoutBatches.id })
          if (!batch) throw new Error('batch not inserted')
          await tx
            .update(withdrawals)
            .set({ batchId: batch.id })
            .where(
              inArray(
                withdrawals.id,
                due.map((d) => d.id),
              ),
            )
          return batch.id
        })
        if (batchId === null) break
        ctx.log.info({ batchId }, 'payout batch recorded')
        faults.afterRecord?.(batchId)
      }

      const open = await ctx.db
        .select()
        .from(payoutBatches)
        .where(and(eq(payoutBatches.chainId, chain.chainId), sql`${payoutBatches.status} <> 'paid'`))
        .orderBy(asc(payoutBatches.id))
      const awaiting: { batch: Batch; hash: Hash; vaultBatchId: bigint }[] = []
      for (const batch of open) {
        if (signal.aborted) return
        const vaultBatchId = BigInt(batch.vaultBatchId ?? batch.id)
        const paid = await batchPaid(chain.publicClient, { vault, batchId: vaultBatchId })
        if (paid) {
          faults.afterConfirm?.(batch.id)
          const hash = await paymentOf(chain, vault, vaultBatchId, batch.txHash)
          await markPaid(ctx, batch, { hash, vaultBatchId, found: 'chain' }, now)
          continue
        }
        if (batch.txHash) {
          // Sent before: waited for while it is pending (or tracked by this process's transaction manager, which
          // re-sends it if the node dropped it); sent again only if it was dropped before a restart, or reverted.
          const pending =
            transactionsOf(chain).tracks(batch.txHash as Hash) ||
            (await chain.publicClient
              .getTransaction({ hash: batch.txHash as Hash })
              .then((t) => t.blockNumber === null)
              .catch(() => false))
          if (pending) {
            awaiting.push({ batch, hash: batch.txHash as Hash, vaultBatchId })
            continue
          }
        }
        const items = await ctx.db
          .select({ address: withdrawals.address, receive: withdrawals.receive })
          .from(withdrawals)
          .where(eq(withdrawals.batchId, batch.id))
          .orderBy(asc(withdrawals.id))
        if (items.length === 0) {
          await markPaid(ctx, batch, { hash: null, vaultBatchId, found: 'chain' }, now)
          continue
        }
        // A replacement (higher fees, same nonce and call) is recorded as the batch's transaction at once, so a
        // restart finds the version the node holds; only one version can be mined, and the vault pays an id once.
        const recordReplacement = (replacement: Hash) =>
          ctx.db
            .update(payoutBatches)
            .set({ txHash: replacement })
            .where(and(eq(payoutBatches.id, batch.id), sql`${payoutBatches.status} <> 'paid'`))
            .then(() => ctx.log.info({ batchId: batch.id, hash: replacement }, 'payout batch replaced'))
        const hash = await sendWrite(
          chain,
          (account) =>
            multiSend(chain.publicClient, {
              account,
              vault,
              batchId: vaultBatchId,
              recipients: items.map((i) => i.address as Address),
              amounts: items.map((i) => BigInt(i.receive)),
            }),
          { onReplaced: recordReplacement },
        )
        faults.afterSend?.(batch.id, hash)
        await ctx.db
          .update(payoutBatches)
          .set({ status: 'sent', txHash: hash })
          .where(eq(payoutBatches.id, batch.id))
        ctx.log.info({ batchId: batch.id, hash, count: items.length }, 'payout batch sent')
        awaiting.push({ batch, hash, vaultBatchId })
      }

      const outcomes = await Promise.allSettled(
        awaiting.map(async ({ batch, hash, vaultBatchId }) => {
          // The transaction manager follows the batch's transaction through its replacements and re-sends.
          const receipt = await waitMined(chain, hash, { timeoutMs: RECEIPT_TIMEOUT_MS, signal })
          const minedHash = receipt.transactionHash
          if (receipt.status !== 'success') {
            metrics.failures.inc({ job: 'payouts' })
            ctx.log.warn({ batchId: batch.id, hash: minedHash }, 'multiSend reverted; checked again next run')
            return
          }
          faults.afterConfirm?.(batch.id)
          await markPaid(ctx, batch, { hash: minedHash, vaultBatchId, found: 'receipt' }, now)
        }),
      )
      await updateLag(ctx, now)
      const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')
      if (failed) throw failed.reason
    },
  }
}

/**
 * Serves `ledger_withdrawals_unpaid` and `ledger_payout_lag_seconds` from the database on every scrape of this
 * registry, on every keeper (the ledger module calls it when the keeper starts, standby or not): a payout backlog
 * shows on whichever keeper is alive, also when none works.
 */
export function watchPayoutBacklog(registry: Registry, db: Db, now: () => Date) {
  metricsOf(registry).source.read = () => backlogOf(db, now())
}

/** How many withdrawals are unpaid past their cancel cutoff, and how late the oldest due one is. */
async function backlogOf(db: Db, now: Date): Promise<Backlog> {
  const [row] = await db
    .select({
      unpaid: sql<number>`count(*) filter (where ${withdrawals.status} = 'processing')::int`,
      oldest: sql<
        Date | string | null
      >`min(${withdrawals.processAt}) filter (where ${withdrawals.processAt} <= ${now.toISOString()}::timestamptz)`,
    })
    .from(withdrawals)
    .where(inArray(withdrawals.status, ['submitted', 'processing']))
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime()
  return { unpaid: row?.unpaid ?? 0, lagSeconds: Math.max(0, now.getTime() - oldest) / 1000 }
}

/** The backlog gauges after a payout run (a scrape reads them again when {@link watchPayoutBacklog} was called). */
async function updateLag(ctx: KeeperContext, now: Date) {
  const metrics = metricsOf(ctx.metrics)
  const backlog = await backlogOf(ctx.db, now)
  metrics.due.set(backlog.unpaid)
  metrics.lag.set(backlog.lagSeconds)
}

/** Points where a test can stop the NFT release job (the hook throws). */
export type ReleaseFaults = { afterSend?: (hash: Hash) => void }

/**
 * The NFT release job: requested game account -> wallet transfers whose 24 h lock is over are released with the
 * vault's `releaseNFTs`, one call per (collection, owner). Before sending, each card's `nftDepositor` is read: a card
 * no longer in custody was released already (a crash after sending), so it is only marked completed.
 */
export function createNftReleaseJob(
  options: { chain?: KeeperChain['role']; faults?: ReleaseFaults } = {},
): KeeperJob {
  const role = options.chain ?? 'bsc'
  const faults = options.faults ?? {}
  return {
    name: 'ledger.nftReleases',
    intervalMs: 60_000,
    async run(ctx, signal) {
      const { chain, vault, metrics, now } = vaultRun(ctx, role)
      const pending = await ctx.db
        .select()
        .from(nftTransfers)
        .where(
          and(
            eq(nftTransfers.chainId, chain.chainId),
            eq(nftTransfers.direction, 'toWallet'),
            eq(nftTransfers.status, 'pending'),
          ),
        )
        .orderBy(asc(nftTransfers.id))
      const groups = new Map<string, (typeof pending)[number][]>()
      for (const row of pending) {
        if (row.lockedUntil && row.lockedUntil > now) continue
        const key = `${row.collection}:${row.address}`
        groups.set(key, [...(groups.get(key) ?? []), row])
      }
      for (const rows of groups.values()) {
        if (signal.aborted) return
        const first = rows[0]
        if (!first) continue
        const collection = first.collection as Address
        const inCustody: typeof rows = []
        const done: typeof rows = []
        for (const row of rows) {
          const depositor = await nftDepositor(chain.publicClient, {
            vault,
            collection,
            tokenId: BigInt(row.tokenId),
          })
          ;(BigInt(depositor) === 0n ? done : inCustody).push(row)
        }
        let hash: Hash | null = null
        if (inCustody.length > 0) {
          hash = await sendWrite(chain, (account) =>
            releaseNFTs(chain.publicClient, {
              account,
              vault,
              collection,
              to: first.address as Address,
              tokenIds: inCustody.map((r) => BigInt(r.tokenId)),
            }),
          )
          faults.afterSend?.(hash)
          const receipt = await waitMined(chain, hash, { signal })
          hash = receipt.transactionHash
          if (receipt.status !== 'success') {
            metrics.failures.inc({ job: 'nftReleases' })
            ctx.log.warn({ hash }, 'releaseNFTs reverted; checked again next run')
            continue
          }
          metrics.released.inc(inCustody.length)
        }
        await ctx.db.transaction(async (tx) => {
          for (const row of [...done, ...inCustody]) {
            await tx
              .update(nftTransfers)
              .set({ status: 'completed', ...(hash && inCustody.includes(row) ? { txHash: hash } : {}) })
              .where(eq(nftTransfers.id, row.id))
            await tx
              .update(nftCustody)
              .set({ status: 'released', updatedAt: now })
              .where(and(custodyOf(row), eq(nftCustody.status, 'releasing')))
          }
        })
        ctx.log.info({ hash, count: rows.length }, 'NFTs released')
      }
    },
  }
}
