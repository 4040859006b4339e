import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import {
  type Abi,
  type AbiEvent,
  type Address,
  decodeAbiParameters,
  type Hex,
  type Log,
  toEventSelector,
} from 'viem'
import type { Db } from '../db/client.js'
import { keeperBlocks, keeperCheckpoints } from '../db/keeper-schema.js'
import type { KeeperMetrics } from './metrics.js'
import type { ConfirmedLog, KeeperChain, KeeperLogger, LogConsumer } from './types.js'

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
 *   transaction: exactly once.
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
      const to = minOf(from + this.range - 1n, nextOther)
      let rawLogs: Log[]
      try {
        rawLogs = await chain.publicClient.getLogs({
          address: [...new Set(group.map((c) => c.address))],
          fromBlock: from,
          toBlock: to,
        })
      } catch (error) {
        if (this.range > 1n) {
          this.range = this.range / 2n
          this.options.log.warn(
            { chain: chain.role, from, to, range: this.range, error: message(error) },
            'getLogs failed, halving the range',
          )
          continue
        }
        throw error
      }
      const count = await this.deliver(group, rawLogs, to)
      metrics.logs.inc({ chain: chain.role }, count)
      for (const c of group) metrics.checkpoint.set({ chain: chain.role, consumer: c.name }, Number(to))
      if (this.range < this.maxRange) this.range = minOf(this.range * 2n, this.maxRange)
      const reached = to
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

  /** Decodes, hands the logs to the group's consumers and moves their checkpoints to `to`, in one transaction. */
  private async deliver(group: LogConsumer[], rawLogs: Log[], to: bigint): Promise<number> {
    const { chain, db } = this.options
    const blockNumbers = [...new Set(rawLogs.map((l) => l.blockNumber as bigint))]
    const blocks = await Promise.all(
      [...blockNumbers, to].map((n) =>
        chain.publicClient.getBlock({ blockNumber: n, includeTransactions: false }),
      ),
    )
    const timeOf = new Map(blocks.map((b) => [b.number, b.timestamp]))
    const toBlock = blocks[blocks.length - 1]
    if (!toBlock?.hash) throw new Error(`block ${to} has no hash`)
    // A log whose block is no longer the one fetched now: the chain moved under us; retry next pass.
    for (const l of rawLogs) {
      const b = blocks.find((x) => x.number === l.blockNumber)
      if (b && l.blockHash && b.hash !== l.blockHash)
        throw new Error(`block ${l.blockNumber} changed while indexing`)
    }
    const sorted = [...rawLogs].sort((a, b) =>
      a.blockNumber === b.blockNumber
        ? (a.logIndex as number) - (b.logIndex as number)
        : (a.blockNumber as bigint) < (b.blockNumber as bigint)
          ? -1
          : 1,
    )
    const perConsumer = group.map((consumer) => {
      const address = consumer.address.toLowerCase() as Address
      const events = eventsOf(consumer.abi)
      const logs: ConfirmedLog[] = []
      for (const raw of sorted) {
        if (raw.address.toLowerCase() !== address) continue
        // viem's decodeEventLog hashes every event signature of the ABI on each call: decode with the one event.
        const event = raw.topics[0] ? events.get(raw.topics[0]) : undefined
        if (!event) continue
        const args = decodeArgs(event, raw)
        if (!args) continue
        logs.push({
          ...(raw as Log<bigint, number, false>),
          eventName: event.name,
          args,
          blockTimestamp: timeOf.get(raw.blockNumber as bigint) ?? 0n,
        })
      }
      return { consumer, logs }
    })
    await db.transaction(async (tx) => {
      for (const { consumer, logs } of perConsumer) {
        if (logs.length > 0) await consumer.handle(tx, logs)
        await tx
          .update(keeperCheckpoints)
          .set({ blockNumber: to, blockHash: toBlock.hash, updatedAt: new Date() })
          .where(eq(keeperCheckpoints.consumer, consumer.name))
      }
      await tx
        .insert(keeperBlocks)
        .values({ chainId: chain.chainId, blockNumber: to, blockHash: toBlock.hash })
        .onConflictDoUpdate({
          target: [keeperBlocks.chainId, keeperBlocks.blockNumber],
          set: { blockHash: toBlock.hash },
        })
      await tx
        .delete(keeperBlocks)
        .where(and(eq(keeperBlocks.chainId, chain.chainId), lt(keeperBlocks.blockNumber, to - KEPT_BLOCKS)))
    })
    return perConsumer.reduce((n, p) => n + p.logs.length, 0)
  }
}

const selectors = new WeakMap<Abi, Map<Hex, AbiEvent>>()

/** An ABI's events by topic 0 (computed once per ABI). */
function eventsOf(abi: Abi): Map<Hex, AbiEvent> {
  let map = selectors.get(abi)
  if (!map) {
    map = new Map(
      abi.filter((item): item is AbiEvent => item.type === 'event').map((e) => [toEventSelector(e), e]),
    )
    selectors.set(abi, map)
  }
  return map
}

const DYNAMIC = /^(string|bytes|tuple)$|\[/

/** A log's arguments by name (indexed dynamic values stay their topic hash), or null when it does not decode. */
function decodeArgs(event: AbiEvent, raw: Log): Record<string, unknown> | null {
  try {
    const args: Record<string, unknown> = {}
    const indexed = event.inputs.filter((i) => i.indexed)
    const plain = event.inputs.filter((i) => !i.indexed)
    indexed.forEach((input, i) => {
      const topic = raw.topics[i + 1] as Hex | undefined
      if (!topic) throw new Error('missing topic')
      args[input.name ?? String(i)] = DYNAMIC.test(input.type)
        ? topic
        : decodeAbiParameters([input], topic)[0]
    })
    if (plain.length > 0) {
      const values = decodeAbiParameters(plain, raw.data)
      plain.forEach((input, i) => {
        args[input.name ?? String(i)] = values[i]
      })
    }
    return args
  } catch {
    // Not this event's shape (e.g. another contract's event with the same signature but other indexing).
    return null
  }
}

/** The smaller of two bigints (Math.min takes numbers only). */
function minOf(a: bigint, b: bigint) {
  return a < b ? a : b
}

export function message(error: unknown): string {
  const e = error as { shortMessage?: string; message?: string }
  return e.shortMessage ?? e.message ?? String(error)
}
