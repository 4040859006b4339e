import { bridgeAttestation } from '@finaverse/contracts'
import {
  cancelBridgeRequest,
  completeBridgeRequest,
  confirmationsRequired,
  failBridgeRequest,
  getBridgeCancellation,
  getBridgeCompletion,
  getBridgeRequest,
  markBridgeCompleted,
  markBridgeProcessing,
  nonceState,
  refundBridgeRequest,
} from '@finaverse/sdk/actions'
import { and, asc, count, eq, inArray, lte } from 'drizzle-orm'
import type { Address, Hash, Hex, TypedDataDomain } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { getEip712Domain } from 'viem/actions'
import { keeperBridgeRelays } from '../db/keeper-schema.js'
import type { Secret } from '../keeper/config.js'
import { message } from '../keeper/indexer.js'
import type { KeeperMetrics } from '../keeper/metrics.js'
import { revertName, sendWriteAndWait } from '../keeper/send.js'
import type { KeeperChain, KeeperContext, KeeperJob } from '../keeper/types.js'
import { retryLater } from './randomness.js'

// EIP-712 attestations as CardBridgeMinter.complete and CardBridge.markCompleted / refund verify them: the
// contracts package's one definition (bridge-attestation.json, also what its ethers relayer and tests sign).
export const bridgeRequestTypes = bridgeAttestation.requestTypes
export const bridgeSettlementTypes = bridgeAttestation.settlementTypes

/** CardBridge request statuses (ICardBridge.Status). */
const STATUS = ['none', 'pending', 'processing', 'completed', 'failed', 'refunded'] as const

/** Refusals of the destination that a later attempt cannot cure: the request is failed and refunded. */
const PERMANENT = new Set([
  'InvalidCard',
  'ArrayIsNull',
  'ArrayLengthError',
  'ChainUnavailable',
  'AlreadyProcessed',
  'AccessControlUnauthorizedAccount',
])

/** The points of a relay where a fault test may stop the keeper (after the step's transaction is mined). */
export type RelayStep = 'markProcessing' | 'complete' | 'markCompleted' | 'fail' | 'cancel' | 'refund'

export type BridgeRelayerOptions = {
  /** Attesting signers besides the keeper's own key (the bridges' signer set, at least its threshold). */
  signerKeys: Secret<Hex>[]
  keeperKey: Secret<Hex>
  /** Attempts before a request that keeps failing for a passing reason (paused, daily cap) is failed. */
  maxAttempts: number
  metrics: KeeperMetrics
  /** Fault injection for tests: called after each step's transaction; a throw stops the run there. */
  afterStep?: (step: RelayStep, nonce: bigint) => void
}

type Row = typeof keeperBridgeRelays.$inferSelect

/**
 * The bridge relayer: moves each request of `keeper_bridge_relays` (filled by the CardBridge log consumer) as far
 * as it can. The chains are the source of truth: every run reads the request's status on BSC and its nonce state
 * on Polygon first, so a run stopped after any transaction resumes without doing it twice (the contracts also
 * refuse a second mint, `AlreadyProcessed`, and a settled request, `InvalidStatus`).
 *
 *   pending    -> markProcessing (after the bridge's `confirmationsRequired`)
 *   processing -> complete on Polygon with the attestation, then markCompleted with the mint's transaction;
 *                 a permanent refusal, or `maxAttempts` passing ones -> fail
 *   failed     -> minted after all: markCompleted; otherwise cancel on Polygon, then refund (cards and fee back)
 */
export class BridgeRelayer {
  private readonly signers: PrivateKeyAccount[]
  constructor(private readonly options: BridgeRelayerOptions) {
    const accounts = [options.keeperKey, ...options.signerKeys].map((k) => privateKeyToAccount(k.reveal()))
    const unique = new Map(accounts.map((a) => [a.address.toLowerCase(), a]))
    this.signers = [...unique.values()].sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1))
  }

  async run(ctx: KeeperContext, signal: AbortSignal): Promise<void> {
    const bsc = ctx.chains.bsc
    const polygon = ctx.chains.polygon
    const bridge = bsc.contracts['CardBridge']
    const minter = polygon.contracts['CardBridgeMinter']
    if (!bridge || !minter) return
    const rows = await ctx.db
      .select()
      .from(keeperBridgeRelays)
      .where(
        and(
          inArray(keeperBridgeRelays.status, ['pending', 'processing', 'failed']),
          lte(keeperBridgeRelays.nextAttemptAt, ctx.now()),
        ),
      )
      .orderBy(asc(keeperBridgeRelays.nonce))
      .limit(20)
    for (const row of rows) {
      if (signal.aborted) return
      try {
        await this.relay(ctx, row, { bsc, polygon, bridge, minter })
      } catch (error) {
        this.options.metrics.failures.inc({ job: 'bridge' })
        const attempts = row.attempts + 1
        await ctx.db
          .update(keeperBridgeRelays)
          .set({ ...retryLater(row.attempts, error, ctx.now()), updatedAt: ctx.now() })
          .where(eq(keeperBridgeRelays.nonce, row.nonce))
        ctx.log.warn({ nonce: row.nonce, attempts, error: message(error) }, 'bridge relay attempt failed')
        if (this.options.afterStep) throw error
      }
    }
    const [open] = await ctx.db
      .select({ n: count() })
      .from(keeperBridgeRelays)
      .where(inArray(keeperBridgeRelays.status, ['pending', 'processing', 'failed']))
    this.options.metrics.queueDepth.set({ queue: 'bridge' }, open?.n ?? 0)
  }

  private async relay(
    ctx: KeeperContext,
    row: Row,
    c: { bsc: KeeperChain; polygon: KeeperChain; bridge: Address; minter: Address },
  ) {
    const { bsc, polygon, bridge, minter } = c
    const nonce = row.nonce
    const step = (name: RelayStep) => this.options.afterStep?.(name, nonce)
    const setStatus = (status: string, extra: Partial<Row> = {}) =>
      ctx.db
        .update(keeperBridgeRelays)
        .set({ status, updatedAt: ctx.now(), lastError: null, ...extra })
        .where(eq(keeperBridgeRelays.nonce, nonce))
    const record = await getBridgeRequest(bsc.publicClient, { nonce, bridge })
    let status: (typeof STATUS)[number] = STATUS[record.status] ?? 'none'
    if (status === 'none') throw new Error(`bridge request ${nonce} is not on chain`)
    if (status === 'completed' || status === 'refunded') {
      await setStatus(status)
      return
    }
    if (status === 'pending') {
      const required = await confirmationsRequired(bsc.publicClient, { bridge })
      const head = await bsc.publicClient.getBlockNumber({ cacheTime: 0 })
      if (head - row.requestBlock < required) return
      await sendWriteAndWait(bsc, (account) =>
        markBridgeProcessing(bsc.publicClient, { account, bridge, nonce }),
      )
      step('markProcessing')
      status = 'processing'
      await setStatus(status)
    }
    const state = await nonceState(polygon.publicClient, {
      sourceChainId: BigInt(bsc.chainId),
      nonce,
      minter,
    })
    if (state === 'minted') {
      await this.settle(ctx, row, c, true, await this.destinationTx(c, nonce, true))
      return
    }
    if (status === 'processing' && state === 'none') {
      const request = {
        sourceChainId: BigInt(bsc.chainId),
        sourceBridge: bridge,
        nonce,
        user: row.user as Address,
        receiver: row.receiver as Address,
        tokenIds: row.tokenIds.map(BigInt),
        heroIds: row.heroIds.map(BigInt),
        rarities: row.rarities.map(BigInt),
      }
      const signatures = await this.attest(polygon, minter, {
        primaryType: 'BridgeRequest',
        types: bridgeRequestTypes,
        message: request,
      })
      let hash: Hash | undefined
      try {
        // A card's refusal (HeroCard's errors) is decoded by the SDK against every contract's errors.
        hash = await sendWriteAndWait(polygon, (account) =>
          completeBridgeRequest(polygon.publicClient, { account, minter, request, signatures }),
        )
      } catch (error) {
        const name = revertName(error)
        const permanent = name !== undefined && PERMANENT.has(name)
        if (!permanent && row.attempts + 1 < this.options.maxAttempts) throw error
        ctx.log.warn(
          { nonce, reason: name ?? message(error) },
          'the destination refuses the request: failing it',
        )
        await sendWriteAndWait(bsc, (account) =>
          failBridgeRequest(bsc.publicClient, { account, bridge, nonce }),
        )
        step('fail')
        status = 'failed'
        await setStatus(status)
      }
      if (hash) {
        step('complete')
        await this.settle(ctx, row, c, true, hash)
        return
      }
    }
    if (status === 'failed') {
      if (state === 'none') {
        await sendWriteAndWait(polygon, (account) =>
          cancelBridgeRequest(polygon.publicClient, {
            account,
            minter,
            sourceChainId: BigInt(bsc.chainId),
            nonce,
          }),
        )
        step('cancel')
      }
      await this.settle(ctx, row, c, false, await this.destinationTx(c, nonce, false))
    }
  }

  /** markCompleted (minted) or refund (cancelled) on BSC with the settlement attestation. */
  private async settle(
    ctx: KeeperContext,
    row: Row,
    c: { bsc: KeeperChain; bridge: Address },
    minted: boolean,
    destTxHash: Hash,
  ) {
    const signatures = await this.attest(c.bsc, c.bridge, {
      primaryType: 'BridgeSettlement',
      types: bridgeSettlementTypes,
      message: { nonce: row.nonce, minted, destTxHash },
    })
    const settle = minted ? markBridgeCompleted : refundBridgeRequest
    const client = c.bsc.publicClient
    await sendWriteAndWait(c.bsc, (account) =>
      settle(client, { account, bridge: c.bridge, nonce: row.nonce, destTxHash, signatures }),
    )
    this.options.afterStep?.(minted ? 'markCompleted' : 'refund', row.nonce)
    const outcome = minted ? 'completed' : 'refunded'
    await ctx.db
      .update(keeperBridgeRelays)
      .set({ status: outcome, destTx: destTxHash, updatedAt: ctx.now(), lastError: null })
      .where(eq(keeperBridgeRelays.nonce, row.nonce))
    this.options.metrics.bridgeOutcomes.inc({ outcome })
    ctx.log.info({ nonce: row.nonce, outcome, destTx: destTxHash }, `bridge request ${outcome}`)
  }

  /** The Polygon transaction that minted or cancelled a nonce (after a restart between it and the settlement). */
  private async destinationTx(
    c: { bsc: KeeperChain; polygon: KeeperChain; minter: Address },
    nonce: bigint,
    minted: boolean,
  ): Promise<Hash> {
    const find = minted ? getBridgeCompletion : getBridgeCancellation
    const found = await find(c.polygon.publicClient, {
      minter: c.minter,
      sourceChainId: BigInt(c.bsc.chainId),
      nonce,
      fromBlock: c.polygon.startBlock ?? 0n,
    })
    if (!found) throw new Error(`no destination event for bridge nonce ${nonce}`)
    return found.transactionHash
  }

  /** Signatures of every signer, ascending by signer address, over the verifying bridge's own EIP-712 domain. */
  private async attest(
    chain: KeeperChain,
    verifyingContract: Address,
    typed: {
      primaryType: string
      types: Record<string, readonly { name: string; type: string }[]>
      message: object
    },
  ): Promise<Hex[]> {
    // The contract's own EIP-5267 domain (viem's `getEip712Domain`), so the signatures follow a redeployment.
    const { domain: own } = await getEip712Domain(chain.publicClient, { address: verifyingContract })
    const { name, version, chainId, verifyingContract: contract } = own
    const domain: TypedDataDomain = { name, version, chainId, verifyingContract: contract }
    return Promise.all(
      this.signers.map((signer) =>
        signer.signTypedData({
          domain,
          types: typed.types,
          primaryType: typed.primaryType,
          message: typed.message as Record<string, unknown>,
        } as Parameters<PrivateKeyAccount['signTypedData']>[0]),
      ),
    )
  }
}

/** The relayer as a keeper job. */
export function bridgeJob(options: BridgeRelayerOptions & { intervalMs: number }): KeeperJob {
  const relayer = new BridgeRelayer(options)
  return { name: 'bridge', intervalMs: options.intervalMs, run: (ctx, signal) => relayer.run(ctx, signal) }
}
