import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { AbiEvent, Log } from 'viem'
import type { Db } from '../db/client.js'
import { keeperBlocks, keeperCheckpoints } from '../db/keeper-schema.js'
import { message } from './error-message.js'
import { decodeArgs, eventsOf } from './log-decoder.js'
import type { KeeperMetrics } from './metrics.js'
import {
  type ConfirmedLog,
  DEFAULT_LANE,
  type KeeperChain,
  type KeeperLogger,
  type LogConsumer,
} from './types.js'

/** Block hashes kept per chain for rewinding after a deep reorg. */
const KEPT_BLOCKS = 2048n

export type IndexerOptions = {
  db: Db
  chain: KeeperChain
  consumers: readonly LogConsumer[]
  log: KeeperLogger
  metrics: KeeperMetrics
  /** Largest `getLogs` range in blocks (the adaptive range never grows beyond it). */
  maxRange?: number
  /** When given, the milliseconds each part of the passes took are added to it (the indexer bench prints them). */
  timings?: IndexerTimings
}

/** Where the indexer's time went, in milliseconds summed over passes (wall-clock; parts may overlap). */
export type IndexerTimings = {
  /** `eth_getLogs` (the node's work, the JSON transfer and parse, viem's formatting). */
  getLogs: number
  /** Waiting for the block reads (hashes and timestamps) once the logs were decoded (a short part's come with its logs). */
  blocks: number
  /** Sorting, grouping and decoding the logs. */
  decode: number
  /** Writing waiting for the next part to be fetched (the part of the fetching the writes did not hide). */
  waiting: number
  /** The database transaction: the consumers' `handle`, the checkpoints and the block record. */
  write: number
  /** Of `write`, each consumer's `handle`, by consumer name. */
  handle?: Record<string, number>
}

export type IndexResult = {
  /** Logs handed to consumers in this pass. */
  logs: number
  /** Highest block every consumer has reached. */
  checkpoint: bigint
  /** The safe head (head - confirmations) of this pass. */
  safeHead: bigint
  /** True when every consumer has reached the safe head. */
  caughtUp: boolean
}

type Checkpoint = { consumer: string; blockNumber: bigint; blockHash: string }

/**
 * The indexer of one chain. Model:
 * - Consumers only see logs at least `confirmations` blocks deep (the safe head), so a reorg of the last
 *   `confirmations` blocks never reaches them: nothing to roll back.
 * - Each consumer has a checkpoint (block number and its hash). Consumers at the same checkpoint share one
 *   `eth_getLogs` over all their addresses; the range adapts (halved on an error such as "too many results",
 *   doubled after a success, at most `maxRange`). Each consumer's `handle` and its checkpoint move commit in one
 *   transaction: exactly once. Consumers of one write lane (`LogConsumer.lane`: the read models', the ledger's) share
 *   that transaction; the lanes' transactions run at the same time.
 * - A reorg deeper than the confirmations shows as a checkpoint whose hash is no longer the chain's. The indexer
 *   then rewinds the chain's checkpoints to the newest recorded block hash still on the chain and handles the
 *   logs again from there: consumers must be idempotent by (chain, transaction, log index) (the read models
 *   are) — logs of the abandoned branch that do not reappear are not undone (counted in keeper_reorgs_total,
 *   logged as an error for an operator; choose `confirmations` so that this does not happen).
 */
export class ChainIndexer {
  private range: bigint
  private readonly maxRange: bigint
  constructor(private readonly options: IndexerOptions) {
    this.maxRange = BigInt(options.maxRange ?? 5000)
    this.range = this.maxRange
  }

  get chain() {
    return this.options.chain
  }

  /** One pass: catches every consumer up by at most one range. */
  async indexOnce(): Promise<IndexResult> {
    const { chain, metrics, consumers } = this.options
    const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
    metrics.chainHead.set({ chain: chain.role }, Number(head))
    const safeHead = head - BigInt(chain.confirmations)
    if (consumers.length === 0) return { logs: 0, checkpoint: safeHead, safeHead, caughtUp: true }
    let checkpoints = await this.checkpoints()
    if (await this.detectReorg(checkpoints)) checkpoints = await this.checkpoints()

    const lowest = checkpoints.reduce((m, c) => minOf(c.blockNumber, m), safeHead)
    metrics.lag.set({ chain: chain.role }, Number(head - lowest))
    // The consumers furthest behind go first; the others wait for them to reach their block.
    const behind = checkpoints.filter((c) => c.blockNumber === lowest && lowest < safeHead)
    if (behind.length === 0) return { logs: 0, checkpoint: lowest, safeHead, caughtUp: true }
    const group = consumers.filter((c) => behind.some((b) => b.consumer === c.name))
    const nextOther = checkpoints
      .filter((c) => c.blockNumber > lowest)
      .reduce((m, c) => minOf(c.blockNumber, m), safeHead)

    const from = lowest + 1n
    for (;;) {
      const end = minOf(from + this.range - 1n, nextOther)
      const parts = splitRange(from, end)
      // Parts are fetched (logs, blocks, decoding) up to AHEAD ahead of the one being written, and written in
      // order, each in its own transaction with its checkpoint: the node's and the database's work overlap.
      const fetches: Promise<Fetched>[] = []
      const launch = (i: number) => {
        const part = parts[i]
        if (!part || fetches.length !== i) return
        const fetching = this.fetch(group, part.from, part.to)
        fetching.catch(() => {})
        fetches.push(fetching)
      }
      for (let i = 0; i <= AHEAD; i++) launch(i)
      let count = 0
      let reached = lowest
      let previousHash: string | undefined
      for (const [i, part] of parts.entries()) {
        let fetched: Fetched
        const waiting = performance.now()
        try {
          fetched = await (fetches[i] as Promise<Fetched>)
        } catch (error) {
          if (!(error instanceof GetLogsError)) throw error
          if (this.range <= 1n) throw error.cause
          this.range = this.range / 2n
          this.options.log.warn(
            {
              chain: chain.role,
              from: part.from,
              to: part.to,
              range: this.range,
              error: message(error.cause),
            },
            'getLogs failed, halving the range',
          )
          if (i === 0) break
          return { logs: count, checkpoint: reached, safeHead, caughtUp: false }
        } finally {
          if (this.options.timings) this.options.timings.waiting += performance.now() - waiting
        }
        launch(i + AHEAD + 1)
        // The part must have been read from the chain the previous part was read from: the previous part's last
        // block, read again with this part, must not have changed.
        if (previousHash !== undefined && fetched.beforeHash !== previousHash)
          throw new Error(`block ${part.from - 1n} changed while indexing`)
        const delivered = await this.deliver(fetched, part.to)
        previousHash = fetched.toHash
        count += delivered
        reached = part.to
        metrics.logs.inc({ chain: chain.role }, delivered)
        for (const c of group)
          metrics.checkpoint.set({ chain: chain.role, consumer: c.name }, Number(part.to))
      }
      if (reached < end) continue
      if (this.range < this.maxRange) this.range = minOf(this.range * 2n, this.maxRange)
      return {
        logs: count,
        checkpoint: reached,
        safeHead,
        caughtUp: reached >= safeHead && nextOther >= safeHead,
      }
    }
  }

  /** Passes until every consumer reaches the safe head (or `signal` aborts, or `maxMs` has passed). */
  async catchUp(signal?: AbortSignal, maxMs = Number.POSITIVE_INFINITY): Promise<number> {
    let total = 0
    const until = Date.now() + maxMs
    for (;;) {
      if (signal?.aborted || Date.now() > until) return total
      const result = await this.indexOnce()
      total += result.logs
      if (result.caughtUp) return total
    }
  }

  private async checkpoints(): Promise<Checkpoint[]> {
    const { db, chain, consumers } = this.options
    const names = consumers.map((c) => c.name)
    const rows = await db
      .select({
        consumer: keeperCheckpoints.consumer,
        blockNumber: keeperCheckpoints.blockNumber,
        blockHash: keeperCheckpoints.blockHash,
      })
      .from(keeperCheckpoints)
      .where(inArray(keeperCheckpoints.consumer, names))
    const start = (chain.startBlock ?? 0n) - 1n
    const missing = names.filter((n) => !rows.some((r) => r.consumer === n))
    if (missing.length > 0) {
      await db
        .insert(keeperCheckpoints)
        .values(
          missing.map((consumer) => ({
            consumer,
            chainId: chain.chainId,
            blockNumber: start,
            blockHash: '',
          })),
        )
        .onConflictDoNothing()
      for (const consumer of missing) rows.push({ consumer, blockNumber: start, blockHash: '' })
    }
    return rows
  }

  /** Compares each checkpoint's hash with the chain; on a mismatch rewinds the chain's checkpoints. */
  private async detectReorg(checkpoints: Checkpoint[]): Promise<boolean> {
    const { chain, db, log, metrics } = this.options
    const seen = new Map<bigint, string | null>()
    for (const c of checkpoints) {
      if (c.blockHash === '' || seen.has(c.blockNumber)) continue
      seen.set(c.blockNumber, await this.hashAt(c.blockNumber))
    }
    const broken = checkpoints.filter((c) => c.blockHash !== '' && seen.get(c.blockNumber) !== c.blockHash)
    if (broken.length === 0) return false
    const top = broken.reduce((m, c) => (minOf(c.blockNumber, m) === m ? c.blockNumber : m), 0n)
    // The newest recorded block still on the chain is the common ancestor.
    const recorded = await db
      .select()
      .from(keeperBlocks)
      .where(and(eq(keeperBlocks.chainId, chain.chainId), lt(keeperBlocks.blockNumber, top)))
      .orderBy(sql`${keeperBlocks.blockNumber} desc`)
    let ancestor: { blockNumber: bigint; blockHash: string } = {
      blockNumber: (chain.startBlock ?? 0n) - 1n,
      blockHash: '',
    }
    for (const row of recorded) {
      if ((await this.hashAt(row.blockNumber)) === row.blockHash) {
        ancestor = row
        break
      }
    }
    log.error(
      { chain: chain.role, checkpoint: top, rewoundTo: ancestor.blockNumber },
      'reorg deeper than the confirmations: rewinding the checkpoints',
    )
    metrics.reorgs.inc({ chain: chain.role })
    await db.transaction(async (tx) => {
      await tx
        .update(keeperCheckpoints)
        .set({ blockNumber: ancestor.blockNumber, blockHash: ancestor.blockHash, updatedAt: new Date() })
        .where(
          and(
            inArray(
              keeperCheckpoints.consumer,
              checkpoints.map((c) => c.consumer),
            ),
            sql`${keeperCheckpoints.blockNumber} > ${ancestor.blockNumber}`,
          ),
        )
      await tx
        .delete(keeperBlocks)
        .where(
          and(
            eq(keeperBlocks.chainId, chain.chainId),
            sql`${keeperBlocks.blockNumber} > ${ancestor.blockNumber}`,
          ),
        )
    })
    return true
  }

  private async hashAt(blockNumber: bigint): Promise<string | null> {
    if (blockNumber < 0n) return ''
    const block = await this.options.chain.publicClient
      .getBlock({ blockNumber, includeTransactions: false })
      .catch(() => null)
    return block?.hash ?? null
  }

  /**
   * Reads the logs of blocks `from`..`to` (the group's addresses), decodes them for each consumer and reads the
   * blocks that hold them (timestamps, hashes), `to` (its hash becomes the checkpoint's) and `from - 1` (the
   * previous part's last block, whose hash must not have changed) while decoding. A part of fewer than
   * PREFETCH_BLOCKS blocks has all its blocks (and `from - 1`) read in the JSON-RPC batch of its `eth_getLogs`: one
   * round trip instead of two (the keeper following the head reads a few blocks a pass), and the node serves a
   * part's logs and blocks together, before the next part's logs.
   */
  private async fetch(group: LogConsumer[], from: bigint, to: bigint): Promise<Fetched> {
    const { chain, timings } = this.options
    let started = performance.now()
    const readBlock = (blockNumber: bigint) =>
      chain.publicClient.getBlock({ blockNumber, includeTransactions: false })
    // A short part's blocks are all read with its logs, in the same JSON-RPC batch: one round trip, not two.
    let prefetched: Promise<Awaited<ReturnType<typeof readBlock>>[]> | undefined
    if (to - from < PREFETCH_BLOCKS) {
      const numbers: bigint[] = []
      for (let n = from > 0n ? from - 1n : from; n <= to; n++) numbers.push(n)
      prefetched = Promise.all(numbers.map(readBlock))
      prefetched.catch(() => {})
    }
    let rawLogs: Log[]
    try {
      rawLogs = await chain.publicClient.getLogs({
        address: [...new Set(group.map((c) => c.address))],
        fromBlock: from,
        toBlock: to,
      })
    } catch (error) {
      throw new GetLogsError(error)
    }
    if (timings) timings.getLogs += performance.now() - started
    started = performance.now()
    let fetching = prefetched
    if (!fetching) {
      // The blocks holding the logs, `from - 1` and `to`.
      const blockNumbers = new Set(rawLogs.map((l) => l.blockNumber as bigint))
      if (from > 0n) blockNumbers.add(from - 1n)
      blockNumbers.add(to)
      fetching = Promise.all([...blockNumbers].map(readBlock))
      fetching.catch(() => {})
    }
    const sorted = [...rawLogs].sort((a, b) =>
      a.blockNumber === b.blockNumber
        ? (a.logIndex as number) - (b.logIndex as number)
        : (a.blockNumber as bigint) < (b.blockNumber as bigint)
          ? -1
          : 1,
    )
    const byAddress = new Map<string, Log[]>()
    for (const raw of sorted) {
      const address = raw.address.toLowerCase()
      const logs = byAddress.get(address)
      if (logs) logs.push(raw)
      else byAddress.set(address, [raw])
    }
    // Each log decoded once per event, whichever consumers share the contract: one entry, and below one confirmed
    // log, per (log, event), shared by those consumers (they only read what they are handed).
    type Entry = { raw: Log; event: AbiEvent; args: Record<string, unknown> | null; log?: ConfirmedLog }
    const decoded = new Map<Log, Entry>()
    const perConsumer = group.map((consumer) => {
      const events = eventsOf(consumer.abi)
      const entries: Entry[] = []
      for (const raw of byAddress.get(consumer.address.toLowerCase()) ?? []) {
        // viem's decodeEventLog hashes every event signature of the ABI on each call: decode with the one event.
        const event = raw.topics[0] ? events.get(raw.topics[0]) : undefined
        if (!event) continue
        let entry = decoded.get(raw)
        if (entry?.event !== event) {
          entry = { raw, event, args: decodeArgs(event, raw) }
          decoded.set(raw, entry)
        }
        if (entry.args) entries.push(entry)
      }
      return { consumer, entries }
    })
    if (timings) timings.decode += performance.now() - started
    started = performance.now()
    const blocks = await fetching
    if (timings) timings.blocks += performance.now() - started
    const byNumber = new Map(blocks.map((b) => [b.number, b]))
    const toHash = byNumber.get(to)?.hash
    const beforeHash = from > 0n ? byNumber.get(from - 1n)?.hash : ''
    if (!toHash || beforeHash === undefined) throw new Error(`block ${to} has no hash`)
    // A log whose block is no longer the one fetched now: the chain moved under us; retry next pass.
    for (const l of rawLogs) {
      const b = byNumber.get(l.blockNumber as bigint)
      if (b && l.blockHash && b.hash !== l.blockHash)
        throw new Error(`block ${l.blockNumber} changed while indexing`)
    }
    const confirmed = perConsumer.map(({ consumer, entries }) => ({
      consumer,
      logs: entries.map((entry) => {
        if (entry.log) return entry.log
        // The log's fields named one by one: a spread of viem's log object took the slow path, for every log.
        const raw = entry.raw as Log<bigint, number, false>
        entry.log = {
          address: raw.address,
          blockHash: raw.blockHash,
          blockNumber: raw.blockNumber,
          data: raw.data,
          logIndex: raw.logIndex,
          removed: raw.removed,
          topics: raw.topics,
          transactionHash: raw.transactionHash,
          transactionIndex: raw.transactionIndex,
          eventName: entry.event.name as string,
          args: entry.args as Record<string, unknown>,
          blockTimestamp: byNumber.get(raw.blockNumber)?.timestamp ?? 0n,
        }
        return entry.log
      }),
    }))
    return { confirmed, toHash, beforeHash }
  }

  /**
   * Hands a part's logs to its consumers and moves their checkpoints to `to`: one transaction per lane (the consumers
   * of a lane in order), the lanes' transactions at the same time. Resolves when all have ended; when one failed, the
   * others' commits stand (their consumers' checkpoints moved: the next pass catches the failed lane's consumers up
   * first) and the first error is thrown.
   */
  private async deliver({ confirmed, toHash }: Fetched, to: bigint): Promise<number> {
    const { timings } = this.options
    const started = performance.now()
    const lanes = new Map<string, Fetched['confirmed']>()
    for (const part of confirmed) {
      const lane = part.consumer.lane ?? DEFAULT_LANE
      const parts = lanes.get(lane)
      if (parts) parts.push(part)
      else lanes.set(lane, [part])
    }
    // The first lane's transaction also records the block (one writer for the chain's block records).
    const settled = await Promise.allSettled(
      [...lanes.values()].map((parts, i) => this.writeLane(parts, to, toHash, i === 0)),
    )
    if (timings) timings.write += performance.now() - started
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected')
    if (failed) throw failed.reason
    return confirmed.reduce((n, p) => n + p.logs.length, 0)
  }

  /** One lane's transaction: its consumers' `handle`, their checkpoints and (`recordBlock`) the block record. */
  private async writeLane(
    parts: Fetched['confirmed'],
    to: bigint,
    toHash: string,
    recordBlock: boolean,
  ): Promise<void> {
    const { chain, db, timings } = this.options
    await db.transaction(async (tx) => {
      for (const { consumer, logs } of parts) {
        if (logs.length === 0) continue
        const handling = performance.now()
        await consumer.handle(tx, logs)
        if (timings?.handle)
          timings.handle[consumer.name] = (timings.handle[consumer.name] ?? 0) + performance.now() - handling
      }
      // The lane's checkpoints (and the block recorded, the ones older than KEPT_BLOCKS dropped) in one statement (one
      // round trip a part), which also makes this transaction's commit asynchronous: the commit does not wait for the
      // WAL flush. A database crash may then lose the last parts written, but whole (their rows with their
      // checkpoint: the indexer reads them again), and a later ordinary commit that saw them flushes them first.
      const names = sql.join(
        parts.map(({ consumer }) => sql`${consumer.name}`),
        sql`, `,
      )
      const moved = sql`with async as (select set_config('synchronous_commit', 'off', true)),
      moved as (
        update ${keeperCheckpoints}
        set block_number = ${to}::bigint, block_hash = ${toHash}::text, updated_at = ${new Date()}
        where ${keeperCheckpoints.consumer} in (${names})
      )`
      await tx.execute(
        recordBlock
          ? sql`${moved},
      dropped as (
        delete from ${keeperBlocks}
        where ${keeperBlocks.chainId} = ${chain.chainId} and ${keeperBlocks.blockNumber} < ${to - KEPT_BLOCKS}
      )
      insert into ${keeperBlocks} (chain_id, block_number, block_hash)
      select ${chain.chainId}::integer, ${to}::bigint, ${toHash}::text from async
      on conflict (chain_id, block_number) do update set block_hash = excluded.block_hash`
          : sql`${moved} select 1 from async`,
      )
    })
  }
}

/** A part's logs for each consumer, the hash of its last block and that of the block before its first. */
type Fetched = {
  confirmed: { consumer: LogConsumer; logs: ConfirmedLog[] }[]
  toHash: string
  beforeHash: string
}

/** A failed `eth_getLogs` (the range is halved), as opposed to the other errors of a part. */
class GetLogsError extends Error {
  constructor(override readonly cause: unknown) {
    super(message(cause))
  }
}

/** Parts a pass's range is cut into (at least PART_BLOCKS blocks each), and how many are fetched ahead of the one written. */
const PARTS = 16n
const PART_BLOCKS = 16n
const AHEAD = 2
/** A part of fewer blocks has all of them read with its logs (see `fetch`). */
const PREFETCH_BLOCKS = 32n

/** Cuts `from`..`to` into at most PARTS consecutive parts of at least PART_BLOCKS blocks. */
export function splitRange(from: bigint, to: bigint): { from: bigint; to: bigint }[] {
  const span = to - from + 1n
  const size = maxOf((span + PARTS - 1n) / PARTS, PART_BLOCKS)
  const parts: { from: bigint; to: bigint }[] = []
  for (let start = from; start <= to; start += size)
    parts.push({ from: start, to: minOf(start + size - 1n, to) })
  return parts
}

/** The smaller of two bigints (Math.min takes numbers only). */
function minOf(a: bigint, b: bigint) {
  return a < b ? a : b
}

function maxOf(a: bigint, b: bigint) {
  return a > b ? a : b
}
