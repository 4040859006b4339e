import {
  commitRandomnessChain,
  fulfillRandomness,
  getRandomnessChain,
  getRandomnessCounts,
  getRandomnessRequest,
  recordEntropy,
  requestTimeout,
  resolveTimedOut,
} from '@finaverse/sdk/actions'
import { and, asc, count, eq, lte, max } from 'drizzle-orm'
import { type Address, encodeAbiParameters, type Hex, keccak256, pad } from 'viem'
import { keeperRandomnessRequests } from '../db/keeper-schema.js'
import type { Secret } from './config.js'
import { message } from './indexer.js'
import type { KeeperMetrics } from './metrics.js'
import { sendWriteAndWait } from './send.js'
import type { ChainRole, KeeperChain, KeeperContext, KeeperJob } from './types.js'

export type RandomnessOptions = {
  seed: Secret<Hex>
  /** Preimages per chain the keeper commits. */
  chainLength: number
  /** Commit a new chain when this few indexes are left unassigned on the current one. */
  lowWater: number
  metrics: KeeperMetrics
  /** Requests fulfilled per run at most. */
  batch?: number
}

/**
 * The seed of hash chain `epoch`: the configured seed for epoch 0 (the devnet deploy commits it), and
 * keccak256(seed, epoch) for the chains the keeper commits later. Everything else is derived from chain state:
 * the preimage of (epoch, index) is H^(size - index)(seed(epoch)), so the operator's position survives restarts
 * without being stored, and the seed never leaves this module.
 */
function epochSeed(seed: Hex, epoch: number): Hex {
  if (epoch === 0) return pad(seed, { size: 32 })
  return keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [seed, BigInt(epoch)]))
}

/** H^0 .. H^length of a seed (index i of the result is H^i(seed)). */
function hashChain(seed: Hex, length: number): Hex[] {
  const values: Hex[] = [seed]
  let value = seed
  for (let i = 0; i < length; i++) {
    value = keccak256(value)
    values.push(value)
  }
  return values
}

/** The randomness operator of one chain's RandomnessCoordinator. */
export class RandomnessOperator {
  /** Hash chains by `${chainId}:${epoch}` (held in memory only; derived again after a restart). */
  private readonly chains = new Map<string, Hex[]>()
  constructor(private readonly options: RandomnessOptions) {}

  /** The preimage at (epoch, index), checked against the on-chain commitment. */
  private preimage(chainId: number, epoch: number, index: bigint, size: bigint, commitment: Hex): Hex {
    const key = `${chainId}:${epoch}`
    let values = this.chains.get(key)
    if (!values) {
      values = hashChain(epochSeed(this.options.seed.reveal(), epoch), Number(size))
      if (values[Number(size)] !== commitment) {
        throw new Error(`the configured randomness seed does not match the commitment of chain ${epoch}`)
      }
      this.chains.set(key, values)
    }
    const value = values[Number(size - index)]
    if (!value) throw new Error(`index ${index} outside chain ${epoch}`)
    return value
  }

  /** The head `H^length(seed(epoch))` of a chain the keeper commits. */
  head(epoch: number, length: number): Hex {
    const values = hashChain(epochSeed(this.options.seed.reveal(), epoch), length)
    return values[length] as Hex
  }

  /** One run on one chain: learn new requests, fulfil the ready ones, commit a new chain when low. */
  async run(ctx: KeeperContext, chain: KeeperChain, signal: AbortSignal): Promise<void> {
    const coordinator = chain.contracts['RandomnessCoordinator']
    if (!coordinator) return
    const client = chain.publicClient
    // The coordinator takes a preimage within `requestTimeout` blocks of the request, then only the public fallback
    // (issue 23): a request the keeper missed is still resolved here, with `resolveTimedOut`, so the queue (resolved
    // strictly in request order) moves on.
    const timeout = await requestTimeout(client, { coordinator })
    const request = (requestId: bigint) =>
      getRandomnessRequest(client, { requestId, coordinator, requestTimeout: timeout })
    await this.discover(ctx, chain, coordinator, request)
    const now = ctx.now()
    const due = await ctx.db
      .select()
      .from(keeperRandomnessRequests)
      .where(
        and(
          eq(keeperRandomnessRequests.chainId, chain.chainId),
          eq(keeperRandomnessRequests.status, 'pending'),
          lte(keeperRandomnessRequests.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(keeperRandomnessRequests.requestId))
      .limit(this.options.batch ?? 50)
    const block = await client.getBlockNumber({ cacheTime: 0 })
    for (const row of due) {
      if (signal.aborted) return
      const { requestId } = row
      const pending = await request(requestId)
      if (pending.status !== 'pending') {
        await this.mark(ctx, chain, requestId, pending.status === 'fulfilled' ? 'fulfilled' : 'timed_out')
        continue
      }
      // The entropy block's hash is readable from the block after it on.
      if (block < pending.entropyBlock + 1n) continue
      const late = block + 1n > pending.blockNumber + timeout
      try {
        let hash: Hex
        if (late) {
          // Past the window: the fallback value. Record the entropy first: past the blockhash window (and the
          // EIP-2935 history) this re-anchors it, and the resolution follows on a later run.
          if (!pending.entropyRecorded) {
            await sendWriteAndWait(chain, (account) =>
              recordEntropy(client, { account, coordinator, requestId }),
            )
          }
          hash = await sendWriteAndWait(chain, (account) =>
            resolveTimedOut(client, { account, coordinator, requestId }),
          )
        } else {
          const { commitment, size } = await getRandomnessChain(client, { coordinator, epoch: pending.epoch })
          const preimage = this.preimage(chain.chainId, pending.epoch, pending.index, size, commitment)
          hash = await sendWriteAndWait(chain, (account) =>
            fulfillRandomness(client, { account, coordinator, requestId, preimage }),
          )
        }
        await ctx.db
          .update(keeperRandomnessRequests)
          .set({ status: late ? 'timed_out' : 'fulfilled', fulfilledTx: hash, lastError: null })
          .where(this.key(chain, row.requestId))
        this.options.metrics.randomnessFulfilled.inc()
        ctx.log.info(
          { chain: chain.role, requestId: row.requestId, tx: hash },
          late ? 'randomness resolved with the fallback' : 'randomness fulfilled',
        )
        // Each resolution waits for its block: a batch of them takes minutes on a chain with 3-s blocks, and the
        // requests made meanwhile are learnt now rather than after the batch (they are resolved in order either way).
        await this.discover(ctx, chain, coordinator, request)
      } catch (error) {
        this.options.metrics.failures.inc({ job: 'randomness' })
        await ctx.db
          .update(keeperRandomnessRequests)
          .set(retryLater(row.attempts, error, now))
          .where(this.key(chain, row.requestId))
        ctx.log.warn(
          { chain: chain.role, requestId: row.requestId, error: message(error) },
          'resolution failed',
        )
        // Requests resolve in order: the later ones wait for this one.
        break
      }
    }
    await this.commitWhenLow(ctx, chain, coordinator)
  }

  private key(chain: KeeperChain, requestId: bigint) {
    return and(
      eq(keeperRandomnessRequests.chainId, chain.chainId),
      eq(keeperRandomnessRequests.requestId, requestId),
    )
  }

  private async mark(ctx: KeeperContext, chain: KeeperChain, requestId: bigint, status: string) {
    await ctx.db.update(keeperRandomnessRequests).set({ status }).where(this.key(chain, requestId))
  }

  /** Reads the requests made since the last one known (the coordinator numbers them from 1). */
  private async discover(
    ctx: KeeperContext,
    chain: KeeperChain,
    coordinator: Address,
    request: (requestId: bigint) => ReturnType<typeof getRandomnessRequest>,
  ) {
    const { requestCount: count } = await getRandomnessCounts(chain.publicClient, { coordinator })
    const [row] = await ctx.db
      .select({ last: max(keeperRandomnessRequests.requestId) })
      .from(keeperRandomnessRequests)
      .where(eq(keeperRandomnessRequests.chainId, chain.chainId))
    const known = row?.last ?? 0n
    // Up to 500 a pass, read and stored 50 at a time in request order: a read that fails (a node slow under load)
    // keeps what was learnt before it, and the next pass goes on from there.
    for (let from = known + 1n; from <= count && from <= known + 500n; from += 50n) {
      const ids: bigint[] = []
      for (let id = from; id <= count && id < from + 50n; id++) ids.push(id)
      const requests = await Promise.all(ids.map((id) => request(id)))
      await ctx.db
        .insert(keeperRandomnessRequests)
        .values(
          requests.map((r, i) => ({
            chainId: chain.chainId,
            requestId: ids[i] as bigint,
            consumer: r.consumer.toLowerCase(),
            epoch: r.epoch,
            index: r.index,
            blockNumber: r.blockNumber,
            status: r.status === 'pending' ? 'pending' : r.status === 'fulfilled' ? 'fulfilled' : 'timed_out',
            // Due at once, whatever the keeper's clock.
            nextAttemptAt: new Date(0),
          })),
        )
        .onConflictDoNothing()
    }
  }

  /** Commits the next chain when the current one runs low and no request is pending (the coordinator's rule). */
  private async commitWhenLow(ctx: KeeperContext, chain: KeeperChain, coordinator: Address) {
    const client = chain.publicClient
    const {
      chainCount: count,
      resolvedCount,
      requestCount,
    } = await getRandomnessCounts(client, { coordinator })
    if (count > 0) {
      const current = await getRandomnessChain(client, { coordinator, epoch: count - 1 })
      if (current.size - current.assignedIndex > BigInt(this.options.lowWater)) return
      if (resolvedCount !== requestCount) return
    }
    const length = this.options.chainLength
    const hash = await sendWriteAndWait(chain, (account) =>
      commitRandomnessChain(client, {
        account,
        coordinator,
        commitment: this.head(count, length),
        size: BigInt(length),
      }),
    )
    this.options.metrics.randomnessChains.inc()
    ctx.log.info({ chain: chain.role, epoch: count, length, tx: hash }, 'randomness chain committed')
  }
}

/** Retry delay after `attempts` failures: 1 s doubling, at most 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(1000 * 2 ** (attempts - 1), 300_000)
}

/** The columns of a queue row after a failed attempt: one more attempt, the error, the next try after the backoff. */
export function retryLater(attempts: number, error: unknown, now: Date) {
  const next = attempts + 1
  return {
    attempts: next,
    lastError: message(error).slice(0, 500),
    nextAttemptAt: new Date(now.getTime() + backoffMs(next)),
  }
}

/** The randomness job: one operator run on each chain with a coordinator. */
export function randomnessJob(options: RandomnessOptions & { intervalMs: number }): KeeperJob {
  const operator = new RandomnessOperator(options)
  return {
    name: 'randomness',
    intervalMs: options.intervalMs,
    async run(ctx, signal) {
      for (const role of Object.keys(ctx.chains) as ChainRole[]) {
        if (signal.aborted) return
        await operator.run(ctx, ctx.chains[role], signal)
      }
      const [pending] = await ctx.db
        .select({ n: count() })
        .from(keeperRandomnessRequests)
        .where(eq(keeperRandomnessRequests.status, 'pending'))
      options.metrics.queueDepth.set({ queue: 'randomness' }, pending?.n ?? 0)
    },
  }
}
