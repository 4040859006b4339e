import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client'
import { isLoopback } from '../config.js'
import { safeEqual } from '../crypto/safe-equal.js'
import type { TxStats } from './transactions.js'
import type { RpcHealth } from './types.js'

/** The keeper's Prometheus metrics, on one registry served at `/metrics`. */
export class KeeperMetrics {
  readonly registry = new Registry()
  readonly active = new Gauge({
    name: 'keeper_active',
    help: '1 while this keeper holds the advisory lock and works, 0 while it stands by',
    registers: [this.registry],
  })
  readonly competing = new Gauge({
    name: 'keeper_competing',
    help: '1 while this keeper leads or competes for the lock, 0 while it cannot (database unreachable, stopped)',
    registers: [this.registry],
  })
  readonly lockLost = new Counter({
    name: 'keeper_lock_lost_total',
    help: 'Terms this keeper ended because its lock check failed, timed out or its lock connection ended',
    registers: [this.registry],
  })
  readonly chainHead = new Gauge({
    name: 'keeper_chain_head_block',
    help: 'Latest block number seen per chain',
    labelNames: ['chain'],
    registers: [this.registry],
  })
  readonly checkpoint = new Gauge({
    name: 'keeper_checkpoint_block',
    help: 'Last block handled per log consumer',
    labelNames: ['chain', 'consumer'],
    registers: [this.registry],
  })
  readonly lag = new Gauge({
    name: 'keeper_indexer_lag_blocks',
    help: 'Blocks between the chain head and the slowest consumer checkpoint of the chain',
    labelNames: ['chain'],
    registers: [this.registry],
  })
  readonly logs = new Counter({
    name: 'keeper_indexed_logs_total',
    help: 'Confirmed logs handed to consumers',
    labelNames: ['chain'],
    registers: [this.registry],
  })
  readonly reorgs = new Counter({
    name: 'keeper_reorgs_total',
    help: 'Reorgs deeper than the confirmations (checkpoints rewound)',
    labelNames: ['chain'],
    registers: [this.registry],
  })
  readonly rpcErrors = new Counter({
    name: 'keeper_rpc_errors_total',
    help: 'Failed indexer passes per chain (node down, timeouts, range too large)',
    labelNames: ['chain'],
    registers: [this.registry],
  })
  readonly queueDepth = new Gauge({
    name: 'keeper_queue_depth',
    help: 'Work waiting per queue (randomness requests, bridge relays, payouts)',
    labelNames: ['queue'],
    registers: [this.registry],
  })
  readonly jobRuns = new Counter({
    name: 'keeper_job_runs_total',
    help: 'Job runs',
    labelNames: ['job'],
    registers: [this.registry],
  })
  readonly lastPass = new Gauge({
    name: 'keeper_loop_last_pass_seconds',
    help: 'Unix time at which each loop (index.<chain>, each job) last finished a pass, failed or not',
    labelNames: ['loop'],
    registers: [this.registry],
  })
  readonly passDuration = new Gauge({
    name: 'keeper_loop_pass_duration_seconds',
    help: 'How long the last pass of each loop took',
    labelNames: ['loop'],
    registers: [this.registry],
  })
  readonly failures = new Counter({
    name: 'keeper_failures_total',
    help: 'Failed job runs and failed items (a bridge attempt, a fulfilment)',
    labelNames: ['job'],
    registers: [this.registry],
  })
  readonly randomnessFulfilled = new Counter({
    name: 'keeper_randomness_fulfilled_total',
    help: 'Randomness requests the devnet VRF node fulfilled (local mode)',
    registers: [this.registry],
  })
  readonly randomnessReorged = new Counter({
    name: 'keeper_randomness_reorged_total',
    help: 'Fulfilments or deliveries of the devnet VRF node found reorganised away (the request taken up again)',
    registers: [this.registry],
  })
  readonly randomnessDelivered = new Counter({
    name: 'keeper_randomness_delivered_total',
    help: 'Recorded random words (or failed refunds) the keeper handed to their consumer with deliver(), in every mode',
    registers: [this.registry],
  })
  readonly bridgeOutcomes = new Counter({
    name: 'keeper_bridge_requests_total',
    help: 'Bridge requests moved to a final state by this keeper',
    labelNames: ['outcome'],
    registers: [this.registry],
  })

  /** The transaction managers' figures, read when /metrics is scraped (see {@link watchTransactions}). */
  private txStats: () => TxStats[] = () => []
  readonly txPending = new Gauge({
    name: 'keeper_tx_pending',
    help: 'Keeper transactions sent and not mined yet, per chain and signer',
    labelNames: ['chain', 'signer'],
    registers: [this.registry],
    collect: () => {
      this.txPending.reset()
      for (const s of this.txStats()) this.txPending.set({ chain: s.chain, signer: s.signer }, s.pending)
    },
  })
  readonly txOldestPending = new Gauge({
    name: 'keeper_tx_oldest_pending_seconds',
    help: 'Age of the oldest keeper transaction not mined yet, per chain and signer (0: none)',
    labelNames: ['chain', 'signer'],
    registers: [this.registry],
    collect: () => {
      this.txOldestPending.reset()
      for (const s of this.txStats())
        this.txOldestPending.set({ chain: s.chain, signer: s.signer }, s.oldestPendingSeconds)
    },
  })
  readonly txReplacements = new Counter({
    name: 'keeper_tx_replacements_total',
    help: 'Keeper transactions sent again with the same nonce: reason fee (higher fees) or dropped (re-sent)',
    labelNames: ['chain', 'reason'],
    registers: [this.registry],
    collect: () => {
      this.txReplacements.reset()
      for (const s of this.txStats())
        for (const reason of ['fee', 'dropped'] as const)
          this.txReplacements.inc({ chain: s.chain, reason }, s.replacements[reason])
    },
  })
  readonly txCeilingHits = new Counter({
    name: 'keeper_tx_fee_ceiling_hits_total',
    help: 'Fees the keeper wanted to pay above its fee ceiling (capped at it, or a replacement not sent)',
    labelNames: ['chain'],
    registers: [this.registry],
    collect: () => {
      this.txCeilingHits.reset()
      for (const s of this.txStats()) this.txCeilingHits.inc({ chain: s.chain }, s.ceilingHits)
    },
  })
  readonly txGapsFilled = new Counter({
    name: 'keeper_tx_nonce_gaps_filled_total',
    help: 'Nonces the keeper filled with an empty transfer to itself (its transactions reorganised away left a gap)',
    labelNames: ['chain'],
    registers: [this.registry],
    collect: () => {
      this.txGapsFilled.reset()
      for (const s of this.txStats()) this.txGapsFilled.inc({ chain: s.chain }, s.gapsFilled)
    },
  })

  /** The chains' RPC list health, read when /metrics is scraped (see {@link watchRpc}). */
  private rpcHealth: () => ({ chain: string } & RpcHealth)[] = () => []
  readonly rpcFailedAttempts = new Counter({
    name: 'keeper_rpc_failed_attempts_total',
    help: "Failed attempts on one URL of a chain's RPC list (5xx, 429, timeouts, closed connections): the next URL or a retry answered, or the call failed",
    labelNames: ['chain'],
    registers: [this.registry],
    collect: () => {
      this.rpcFailedAttempts.reset()
      for (const h of this.rpcHealth()) this.rpcFailedAttempts.inc({ chain: h.chain }, h.failedAttempts)
    },
  })
  readonly rpcLagging = new Gauge({
    name: 'keeper_rpc_lagging_nodes',
    help: "URLs of a chain's RPC list whose head is behind the best one (used only when no other answers)",
    labelNames: ['chain'],
    registers: [this.registry],
    collect: () => {
      this.rpcLagging.reset()
      for (const h of this.rpcHealth()) this.rpcLagging.set({ chain: h.chain }, h.lagging.length)
    },
  })

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'keeper_' })
  }

  /** Serves the figures of these transaction managers (`transactions.ts`) on /metrics. */
  watchTransactions(stats: () => TxStats[]) {
    this.txStats = stats
  }

  /** Serves the chains' RPC list health (`keeperChain`'s transports) on /metrics. */
  watchRpc(health: () => ({ chain: string } & RpcHealth)[]) {
    this.rpcHealth = health
  }
}

/**
 * The keeper's small HTTP server: `GET /metrics` (Prometheus text) and `GET /healthz`. With a token
 * (`KEEPER_METRICS_TOKEN`, 16+ characters) `/metrics` needs `Authorization: Bearer <token>`; bound beyond loopback
 * it refuses to start without one.
 */
export async function startMetricsServer(
  metrics: KeeperMetrics,
  options: {
    host: string
    port: number
    health: () => { status: string; reason?: string; term?: number }
    token?: string | undefined
  },
): Promise<{ url: string; close(): Promise<void> }> {
  const token = options.token || process.env['KEEPER_METRICS_TOKEN'] || undefined
  if (token !== undefined && token.length < 16)
    throw new Error('KEEPER_METRICS_TOKEN: at least 16 characters')
  if (!token && !isLoopback(options.host))
    throw new Error(`KEEPER_METRICS_TOKEN is required to serve /metrics on ${options.host} (beyond loopback)`)
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]
    if (request.method === 'GET' && path === '/metrics') {
      if (token && !safeEqual(request.headers.authorization ?? '', `Bearer ${token}`)) {
        response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        response.end('unauthorized')
        return
      }
      metrics.registry.metrics().then(
        (text) => {
          response.writeHead(200, { 'content-type': metrics.registry.contentType })
          response.end(text)
        },
        (error: Error) => {
          response.writeHead(500, { 'content-type': 'text/plain' })
          response.end(error.message)
        },
      )
      return
    }
    if (request.method === 'GET' && path === '/healthz') {
      // `stuck` (a keeper transaction pending past the threshold) and `not-competing` (the keeper can neither lead
      // nor stand by) answer 503, so a plain HTTP check alarms.
      const health = options.health()
      const failing = health.status === 'stuck' || health.status === 'not-competing'
      response.writeHead(failing ? 503 : 200, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
      })
      response.end(JSON.stringify(health))
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('not found')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
