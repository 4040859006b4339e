import { randomBytes } from 'node:crypto'
import { randomnessAdapterAbi } from '@finaverse/contracts'
import type { PreparedWrite } from '@finaverse/sdk'
import {
  deliverRandomness,
  getRandomnessCounts,
  getRandomnessRequest,
  type RandomnessStatus,
} from '@finaverse/sdk/actions'
import { and, asc, count, desc, eq, inArray, isNotNull, lt, lte, max } from 'drizzle-orm'
import { type Address, bytesToBigInt, parseAbi } from 'viem'
import { keeperRandomnessRequests } from '../db/keeper-schema.js'
import { message } from '../keeper/error-message.js'
import type { KeeperMetrics } from '../keeper/metrics.js'
import { sendWrite, sendWriteAndWait, waitMined } from '../keeper/send.js'
import type { ChainRole, KeeperChain, KeeperContext, KeeperJob } from '../keeper/types.js'

/**
 * Chainlink's VRFCoordinatorV2_5Mock, as far as the devnet VRF node uses it: the fulfilment with the node's own words
 * (the mock's default words follow from the request id, so anyone could predict them).
 */
const vrfMockAbi = parseAbi([
  'function fulfillRandomWordsWithOverride(uint256 _requestId, address _consumer, uint256[] _words)',
])

/**
 * Gas of a fulfilment: the adapter's callback gas limit (what a Chainlink node gives the callback) plus the mock's
 * own work. Sent explicitly: a node's gas estimate could stop at an amount where the callback runs out of gas
 * without the transaction reverting (the adapter catches it).
 */
const FULFIL_OVERHEAD = 400_000n

/**
 * Fulfilments the devnet VRF node has in flight at once: about what a devnet block holds at their gas limit (30 M gas,
 * about 2.9 M each). The transaction manager still sends them one at a time, in nonce order; their receipts are
 * awaited together. Measured with 300 requests waiting on 3-s blocks (test/keeper/schedule.test.ts): the backlog is
 * learnt in 15 s instead of 147 s; a payout due meanwhile was sent 9 s after its window (7 s one at a time, 9 s at
 * five at once).
 */
const FULFILMENTS_AT_ONCE = 10

export type RandomnessOptions = {
  /** Local mode: the keeper plays Chainlink's network on the devnet's mock. Elsewhere the job does nothing. */
  local: boolean
  metrics: KeeperMetrics
  /** Requests fulfilled per run at most. */
  batch?: number
  /** Blocks to wait after the keeper first sees a request (default 0: the fulfilment is mined in a later block than
   * the request anyway, as a Chainlink node's would be after its confirmations). */
  delayBlocks?: bigint
  /** The random words (default: 32 fresh random bytes each); tests pass their own. */
  words?: () => bigint
  /**
   * Blocks after its fulfilment during which a request is read again each pass (default 64): a fulfilment
   * reorganised away leaves the request pending on chain, and the node fulfils it again.
   */
  reorgWindowBlocks?: bigint
}

/** A fresh random word: 32 bytes from the operating system's generator. */
export function freshWord(): bigint {
  return bytesToBigInt(randomBytes(32))
}

/**
 * The devnet VRF node of one chain: learns the adapter's requests (the keeper's queue table: `epoch` 0, `index` the
 * VRF request id) and fulfils each on Chainlink's VRFCoordinatorV2_5Mock with a fresh random word a block or more
 * after it was made. Requests are independent: one that fails is retried later and holds nothing back. A request
 * it fulfilled is read again each pass for `reorgWindowBlocks` after its fulfilment's block: found pending again (the
 * fulfilment was reorganised away), it is fulfilled again; found fulfilled but no longer delivered, the deliverer
 * delivers it again.
 */
export class DevnetVrfNode {
  constructor(private readonly options: RandomnessOptions) {}

  async run(ctx: KeeperContext, chain: KeeperChain, signal: AbortSignal): Promise<void> {
    const coordinator = chain.contracts['RandomnessAdapter']
    if (!coordinator) return
    const client = chain.publicClient
    await discoverRequests(ctx, chain, coordinator)
    await this.recheckRecent(ctx, chain, coordinator)
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
    if (due.length === 0) return
    const block = await client.getBlockNumber({ cacheTime: 0 })
    const vrf = await client.readContract({
      address: coordinator,
      abi: randomnessAdapterAbi,
      functionName: 's_vrfCoordinator',
    })
    const { callbackGasLimit } = await this.config(chain, coordinator)
    const fulfil = async (row: (typeof due)[number]) => {
      if (signal.aborted) return
      const request = await getRandomnessRequest(client, { requestId: row.requestId, coordinator })
      if (request.status !== 'pending') {
        await this.mark(ctx, chain, row.requestId, rowStatus(request.status))
        return
      }
      if (block < row.blockNumber + (this.options.delayBlocks ?? 0n)) return
      try {
        const word = (this.options.words ?? freshWord)()
        const gas = BigInt(callbackGasLimit) + FULFIL_OVERHEAD
        const sent = await sendWrite(chain, async (account) => {
          const simulated = await client.simulateContract({
            account,
            address: vrf,
            abi: vrfMockAbi,
            functionName: 'fulfillRandomWordsWithOverride',
            args: [request.vrfRequestId, coordinator, [word]],
            gas,
          })
          // The devnet's fee does not matter: the keeper pays it on its own chain.
          return { ...simulated, gas, feePerGas: 0n, fee: 0n } as unknown as PreparedWrite
        })
        const receipt = await waitMined(chain, sent)
        const hash = receipt.transactionHash
        if (receipt.status !== 'success')
          throw new Error(`fulfillRandomWordsWithOverride reverted in ${hash}`)
        await ctx.db
          .update(keeperRandomnessRequests)
          .set({
            status: 'fulfilled',
            fulfilledTx: hash,
            fulfilledBlock: receipt.blockNumber,
            lastError: null,
          })
          .where(this.key(chain, row.requestId))
        this.options.metrics.randomnessFulfilled.inc()
        ctx.log.info(
          { chain: chain.role, requestId: row.requestId, tx: hash },
          'devnet VRF: request fulfilled',
        )
      } catch (error) {
        this.options.metrics.failures.inc({ job: 'randomness' })
        await ctx.db
          .update(keeperRandomnessRequests)
          .set(retryLater(row.attempts, error, now))
          .where(this.key(chain, row.requestId))
        ctx.log.warn(
          { chain: chain.role, requestId: row.requestId, error: message(error) },
          'devnet VRF: fulfilment failed',
        )
      }
    }
    // A few fulfilments at a time, their receipts awaited together. One at a time, each waited for, a backlog of 50
    // due requests held this job (and its next discovery) for 50 blocks: 150 s on 3-s blocks, where a few blocks do.
    // Every fulfilment of a group settles before the pass goes on or fails: none is left in flight for the next pass
    // to send again.
    for (let i = 0; i < due.length && !signal.aborted; i += FULFILMENTS_AT_ONCE) {
      const settled = await Promise.allSettled(due.slice(i, i + FULFILMENTS_AT_ONCE).map(fulfil))
      const failed = settled.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
    }
  }

  /**
   * Reads again the requests fulfilled within the reorg window (no read when there are none) and puts each row back
   * to what the chain says: pending again (its fulfilment was reorganised away) goes back to this node's queue,
   * fulfilled but not delivered to the deliverer's. Rows past the window leave it for good.
   */
  private async recheckRecent(ctx: KeeperContext, chain: KeeperChain, coordinator: Address) {
    const recent = await ctx.db
      .select()
      .from(keeperRandomnessRequests)
      .where(
        and(
          eq(keeperRandomnessRequests.chainId, chain.chainId),
          isNotNull(keeperRandomnessRequests.fulfilledBlock),
        ),
      )
      .orderBy(desc(keeperRandomnessRequests.fulfilledBlock))
      .limit(this.options.batch ?? 50)
    if (recent.length === 0) return
    const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
    const oldest = head - (this.options.reorgWindowBlocks ?? 64n)
    // Past the window (all of them, not only the rows read): settled for good.
    await ctx.db
      .update(keeperRandomnessRequests)
      .set({ fulfilledBlock: null })
      .where(
        and(
          eq(keeperRandomnessRequests.chainId, chain.chainId),
          lt(keeperRandomnessRequests.fulfilledBlock, oldest),
        ),
      )
    const watched = recent.filter((r) => (r.fulfilledBlock ?? 0n) >= oldest)
    const onChain = await Promise.all(
      watched.map((r) => getRandomnessRequest(chain.publicClient, { requestId: r.requestId, coordinator })),
    )
    for (const [i, row] of watched.entries()) {
      const status = rowStatus((onChain[i] as { status: RandomnessStatus }).status)
      // Only a chain behind the row matters: what moved the request on was reorganised away.
      if (status === row.status || (status !== 'pending' && status !== 'fulfilled')) continue
      await ctx.db
        .update(keeperRandomnessRequests)
        .set(
          status === 'pending'
            ? { status, fulfilledTx: null, fulfilledBlock: null, attempts: 0, nextAttemptAt: new Date(0) }
            : { status, nextAttemptAt: new Date(0) },
        )
        .where(this.key(chain, row.requestId))
      this.options.metrics.randomnessReorged.inc()
      ctx.log.warn(
        { chain: chain.role, requestId: row.requestId, was: row.status, now: status, tx: row.fulfilledTx },
        'devnet VRF: a fulfilment or delivery was reorganised away: the request is taken up again',
      )
    }
  }

  private async config(chain: KeeperChain, coordinator: Address) {
    const [, , , callbackGasLimit] = await chain.publicClient.readContract({
      address: coordinator,
      abi: randomnessAdapterAbi,
      functionName: 'vrfConfig',
    })
    return { callbackGasLimit }
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
}

/**
 * The queue row status of an on-chain request status: `pending`, `fulfilled` (word recorded, consumer not run yet),
 * `delivered`, `refund_due` (cancelled, its refund failed) or `cancelled` (refunded).
 */
function rowStatus(status: RandomnessStatus): string {
  if (status === 'pending' || status === 'fulfilled' || status === 'delivered') return status
  if (status === 'cancelled') return 'refund_due'
  return status === 'none' ? 'pending' : 'cancelled'
}

/**
 * Learns the adapter's requests made since the last one known (it numbers them from 1), 50 at a time, into the
 * keeper's queue table (`epoch` 0, `index` the VRF request id). Every mode: the devnet VRF node fulfils from it, the
 * deliverer hands recorded words to their consumers from it.
 */
export async function discoverRequests(ctx: KeeperContext, chain: KeeperChain, coordinator: Address) {
  const { requestCount } = await getRandomnessCounts(chain.publicClient, { coordinator })
  const [row] = await ctx.db
    .select({ last: max(keeperRandomnessRequests.requestId) })
    .from(keeperRandomnessRequests)
    .where(eq(keeperRandomnessRequests.chainId, chain.chainId))
  const known = row?.last ?? 0n
  if (requestCount <= known) return
  // The adapter stores a time, not a block: the delay counts from the block the keeper first saw a request in.
  const seenAt = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
  for (let from = known + 1n; from <= requestCount && from <= known + 500n; from += 50n) {
    const ids: bigint[] = []
    for (let id = from; id <= requestCount && id < from + 50n; id++) ids.push(id)
    const requests = await Promise.all(
      ids.map((requestId) => getRandomnessRequest(chain.publicClient, { requestId, coordinator })),
    )
    await ctx.db
      .insert(keeperRandomnessRequests)
      .values(
        requests.map((r, i) => ({
          chainId: chain.chainId,
          requestId: ids[i] as bigint,
          consumer: r.consumer.toLowerCase(),
          epoch: 0,
          index: r.vrfRequestId,
          blockNumber: seenAt,
          status: rowStatus(r.status),
          nextAttemptAt: new Date(0),
        })),
      )
      .onConflictDoNothing()
  }
}

export type DeliveryOptions = {
  /** Local mode: the devnet VRF node owns the pending rows; the deliverer looks at fulfilled ones only. */
  local: boolean
  metrics: KeeperMetrics
  /** Requests looked at per run at most (default 100). */
  batch?: number
  /** Live mode: how long a request still waiting for Chainlink is left before it is read again (default 15 s). */
  recheckMs?: number
}

/**
 * The deliverer, in every mode: a VRF callback records its word and runs the consumer within the callback gas limit
 * (docs/decisions/0014-one-outcome-per-word.md). A merge batch too large for that limit (more than about 25 pairs,
 * whose consumer work needs up to ~3.6M gas against the 2.5M a coordinator allows) is left "fulfilled, not
 * delivered"; a box open or mint request whose callback failed is cancelled at once, and a refund that failed in
 * `completeCancel` stays cancelled too: both are "cancelled, not refunded". The deliverer finds them and calls
 * `deliver(requestId)`, which runs the merges with the recorded word or completes the refund (nothing is ever drawn
 * anew; anyone may call it). Requests are independent: one whose delivery fails is retried later with a backoff and
 * holds nothing back.
 */
export class RandomnessDeliverer {
  constructor(private readonly options: DeliveryOptions) {}

  /** `discovered`: the caller has just recorded the chain's new requests (the devnet VRF node's pass did). */
  async run(ctx: KeeperContext, chain: KeeperChain, signal: AbortSignal, discovered = false): Promise<void> {
    const coordinator = chain.contracts['RandomnessAdapter']
    if (!coordinator) return
    if (!discovered) await discoverRequests(ctx, chain, coordinator)
    const now = ctx.now()
    const rows = await ctx.db
      .select()
      .from(keeperRandomnessRequests)
      .where(
        and(
          eq(keeperRandomnessRequests.chainId, chain.chainId),
          inArray(
            keeperRandomnessRequests.status,
            this.options.local ? ['fulfilled', 'refund_due'] : ['pending', 'fulfilled', 'refund_due'],
          ),
          lte(keeperRandomnessRequests.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(keeperRandomnessRequests.nextAttemptAt), asc(keeperRandomnessRequests.requestId))
      .limit(this.options.batch ?? 100)
    if (rows.length === 0) return
    const requests = await Promise.all(
      rows.map((row) => getRandomnessRequest(chain.publicClient, { requestId: row.requestId, coordinator })),
    )
    for (const [i, row] of rows.entries()) {
      if (signal.aborted) return
      const request = requests[i]
      if (!request) continue
      const key = and(
        eq(keeperRandomnessRequests.chainId, chain.chainId),
        eq(keeperRandomnessRequests.requestId, row.requestId),
      )
      if (request.status === 'pending' || request.status === 'none') {
        // Still waiting for Chainlink (live mode): read it again later, after the requests not read as long.
        await ctx.db
          .update(keeperRandomnessRequests)
          .set({ nextAttemptAt: new Date(now.getTime() + (this.options.recheckMs ?? 15_000)) })
          .where(key)
        continue
      }
      if (request.status !== 'fulfilled' && request.status !== 'cancelled') {
        await ctx.db
          .update(keeperRandomnessRequests)
          .set({ status: rowStatus(request.status) })
          .where(key)
        continue
      }
      try {
        const hash = await sendWriteAndWait(chain, (account) =>
          deliverRandomness(chain.publicClient, { account, requestId: row.requestId, coordinator }),
        )
        await ctx.db
          .update(keeperRandomnessRequests)
          .set({ status: request.status === 'fulfilled' ? 'delivered' : 'cancelled', lastError: null })
          .where(key)
        this.options.metrics.randomnessDelivered.inc()
        ctx.log.info(
          { chain: chain.role, requestId: row.requestId, tx: hash, was: request.status },
          'randomness: recorded word delivered',
        )
      } catch (error) {
        this.options.metrics.failures.inc({ job: 'randomness' })
        await ctx.db
          .update(keeperRandomnessRequests)
          .set(retryLater(row.attempts, error, now))
          .where(key)
        ctx.log.warn(
          { chain: chain.role, requestId: row.requestId, error: message(error) },
          'randomness: delivery failed',
        )
      }
    }
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

/**
 * The randomness job. Local mode: the devnet VRF node on each chain with an adapter fulfils requests on the mock. On
 * testnets and mainnets Chainlink's network fulfils them. In every mode the deliverer then hands words recorded but
 * not delivered (batches over the callback gas limit) and failed refunds to their consumers.
 */
export function randomnessJob(options: RandomnessOptions & { intervalMs: number }): KeeperJob {
  const node = new DevnetVrfNode(options)
  const deliverer = new RandomnessDeliverer({ local: options.local, metrics: options.metrics })
  return {
    name: 'randomness',
    intervalMs: options.intervalMs,
    async run(ctx, signal) {
      for (const role of Object.keys(ctx.chains) as ChainRole[]) {
        if (signal.aborted) return
        // One discovery of new requests a pass: the devnet node's (local mode), else the deliverer's.
        if (options.local) await node.run(ctx, ctx.chains[role], signal)
        await deliverer.run(ctx, ctx.chains[role], signal, options.local)
      }
      const [pending] = await ctx.db
        .select({ n: count() })
        .from(keeperRandomnessRequests)
        .where(eq(keeperRandomnessRequests.status, 'pending'))
      options.metrics.queueDepth.set({ queue: 'randomness' }, pending?.n ?? 0)
    },
  }
}
