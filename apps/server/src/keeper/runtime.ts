import fs from 'node:fs'
import path from 'node:path'
import { getDeployment } from '@finaverse/contracts'
import { chainIdsFor } from '@finaverse/domain'
import { type Address, createPublicClient, createWalletClient, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Database } from '../db/client.js'
import { type RpcListOptions, rpcTransport } from '../rpc.js'
import { type KeeperConfig, txPolicyOf } from './config.js'
import { message } from './error-message.js'
import { ChainIndexer } from './indexer.js'
import { KEEPER_LOCK_KEY, Leadership, type LeadershipTiming, type Term } from './leadership.js'
import { KeeperMetrics, startMetricsServer } from './metrics.js'
import type { KeeperModule } from './module.js'
import { fenceSends, managersOf, type TxPolicy } from './transactions.js'
import type {
  ChainRole,
  KeeperChain,
  KeeperContext,
  KeeperJob,
  KeeperLogger,
  LogConsumer,
  RpcHealth,
} from './types.js'

export { KEEPER_LOCK_KEY }

/** Longest indexing pass of a chain's loop (then its heartbeat is set and it goes on at once). */
const INDEX_SLICE_MS = 10_000

/**
 * One chain as the keeper sees it: clients on the RPC URL (JSON-RPC batching on), the keeper's account, and the
 * deployment (from `deploymentsDir`/<chainId>.json when given, else the package's build-time deployments).
 */
export function keeperChain(options: {
  role: ChainRole
  chainId: number
  /** One URL, or the chain's list (tried in order, a lagging node last: rpc.ts). */
  rpcUrl: string | readonly string[]
  key: Hex
  /** The transaction manager's policy (default `DEFAULT_TX_POLICY`). */
  tx?: TxPolicy
  confirmations: number
  deploymentsDir?: string | undefined
  contracts?: Record<string, Address>
  startBlock?: bigint
  /** The RPC list's timeouts and retries (rpc.ts; default: 15 s per request, 2 retries). */
  rpc?: Pick<RpcListOptions, 'timeoutMs' | 'retryCount' | 'retryDelayMs' | 'lagBlocks' | 'probeMs'>
}): KeeperChain {
  let contracts = options.contracts
  let startBlock = options.startBlock
  if (!contracts) {
    const file = options.deploymentsDir && path.join(options.deploymentsDir, `${options.chainId}.json`)
    const deployment =
      file && fs.existsSync(file)
        ? (JSON.parse(fs.readFileSync(file, 'utf8')) as {
            contracts: Record<string, Address>
            startBlock: number
          })
        : getDeployment(options.chainId)
    contracts = { ...(deployment?.contracts ?? {}) }
    startBlock ??= BigInt(deployment?.startBlock ?? 0)
  }
  const urls = typeof options.rpcUrl === 'string' ? [options.rpcUrl] : [...options.rpcUrl]
  const rpcHealth: RpcHealth = { failedAttempts: 0, lagging: [] }
  const transport = rpcTransport(urls, {
    batch: { batchSize: 200, wait: 0 },
    retryCount: 2,
    timeoutMs: 15_000,
    ...options.rpc,
    onError: () => {
      rpcHealth.failedAttempts++
    },
    onLagging: (lagging) => {
      rpcHealth.lagging = lagging
    },
  })
  const chain = {
    id: options.chainId,
    name: options.role,
    nativeCurrency: { name: 'native', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: urls } },
  }
  const account = privateKeyToAccount(options.key)
  return {
    role: options.role,
    chainId: options.chainId,
    publicClient: createPublicClient({ chain, transport, pollingInterval: 250 }),
    walletClient: createWalletClient({ chain, transport, account }),
    contracts,
    confirmations: options.confirmations,
    rpcHealth,
    ...(startBlock !== undefined ? { startBlock } : {}),
    ...(options.tx ? { tx: options.tx } : {}),
  }
}

/** Both chains from the keeper's configuration. */
export function chainsFromConfig(config: KeeperConfig): Record<ChainRole, KeeperChain> {
  const ids = chainIdsFor(config.mode)
  const make = (role: ChainRole) =>
    keeperChain({
      role,
      chainId: ids[role],
      rpcUrl: config.rpcUrls[role],
      key: config.keeperKey.reveal(),
      confirmations: config.confirmations[role],
      deploymentsDir: config.deploymentsDir,
      tx: txPolicyOf(config.tx[role]),
    })
  return { bsc: make('bsc'), polygon: make('polygon') }
}

/** The log consumers the modules need on one chain. */
export function chainConsumers(modules: readonly KeeperModule[], chain: KeeperChain): LogConsumer[] {
  return modules.flatMap((module) => module.consumers?.(chain) ?? [])
}

/** Every log consumer of the keeper. */
export function allConsumers(
  modules: readonly KeeperModule[],
  chains: Record<ChainRole, KeeperChain>,
): LogConsumer[] {
  return (Object.keys(chains) as ChainRole[]).flatMap((role) => chainConsumers(modules, chains[role]))
}

export type KeeperOptions = {
  database: Database
  /** PostgreSQL URL for the advisory lock (the same database); unset on PGlite (one process: no lock). */
  databaseUrl?: string | undefined
  chains: Record<ChainRole, KeeperChain>
  log: KeeperLogger
  config: Pick<
    KeeperConfig,
    'pollMs' | 'host' | 'port' | 'lockRetryMs' | 'maxBlockRange' | 'mode' | 'keeperKey'
  > &
    Partial<Pick<KeeperConfig, 'lockCheckMs' | 'lockTimeoutMs'>> & {
      txStuckMs?: number
    }
  /** What the keeper runs: the modules' consumers and jobs (src/modules.ts lists the product's). */
  modules: readonly KeeperModule[]
  now?: () => Date
  /** Serve /metrics (default true). */
  serveMetrics?: boolean
}

export type Keeper = {
  metrics: KeeperMetrics
  /** The metrics server's URL (undefined when not served). */
  metricsUrl: string | undefined
  /** True while this keeper holds the lock, its lease is current and it works. */
  isActive(): boolean
  /** What the process does, as /healthz says it. */
  health(): KeeperHealth
  /** The terms this keeper led (PostgreSQL; empty on PGlite). */
  terms(): readonly Term[]
  /** Resolves once this keeper is active. */
  active: Promise<void>
  /** The indexers by chain role. */
  indexers: Record<ChainRole, ChainIndexer>
  /** Stops the loops (in-flight work finishes first), releases the lock, closes the metrics server. */
  stop(): Promise<void>
}

/**
 * What /healthz answers: `active` (200), `stuck` (503: a transaction pending past `txStuckMs`), `standby` (200,
 * with why: another keeper holds the lock, taking over, stepping down) or `not-competing` (503, with why: the
 * database is unreachable, or the keeper was stopped).
 */
export type KeeperHealth = {
  status: 'active' | 'stuck' | 'standby' | 'not-competing'
  reason?: string
  term?: number
}

/** The leadership timing of a keeper's configuration (defaults: checks every second, 1.5 s timeout). */
export function leadershipTimingOf(config: KeeperOptions['config']): LeadershipTiming {
  return {
    checkMs: config.lockCheckMs ?? 1_000,
    timeoutMs: config.lockTimeoutMs ?? 1_500,
    retryMs: config.lockRetryMs,
  }
}

/**
 * Starts a keeper: competes for leadership (PostgreSQL, leadership.ts: an advisory lock checked every `lockCheckMs`,
 * a lease fencing every send; standbys retry every `lockRetryMs`, a keeper that loses the lock competes again),
 * then, while it leads, runs one loop per
 * chain indexer (a pass every `pollMs`) and one per job (a pass every `max(job.intervalMs, pollMs)`), side by side.
 * The jobs share the keeper's account: its transactions go through each chain's transaction manager
 * (transactions.ts: one send at a time, local nonces, replacement), while the waits for receipts overlap; a
 * transaction pending longer than `txStuckMs` makes /healthz answer `stuck`. Losing the lock aborts every loop at once
 * (a send after that is refused by the fence), and the keeper competes again once they have returned.
 */
export async function startKeeper(options: KeeperOptions): Promise<Keeper> {
  const metrics = new KeeperMetrics()
  const { database, chains, log, config } = options
  const now = options.now ?? (() => new Date())
  const consumers = allConsumers(options.modules, chains)
  const jobs: KeeperJob[] = options.modules.flatMap(
    (module) => module.jobs?.({ config, metrics, db: database.db, now }) ?? [],
  )
  const indexers = Object.fromEntries(
    (Object.keys(chains) as ChainRole[]).map((role) => [
      role,
      new ChainIndexer({
        db: database.db,
        chain: chains[role],
        consumers: consumers.filter((c) => c.chain === role),
        log,
        metrics,
        maxRange: config.maxBlockRange,
      }),
    ]),
  ) as Record<ChainRole, ChainIndexer>
  const ctx: KeeperContext = { db: database.db, chains, log, now, metrics: metrics.registry }
  // The transaction managers of the keeper's chains (made on their first send), on /metrics and /healthz.
  const txStats = () => managersOf(Object.values(chains)).map((m) => m.stats())
  metrics.watchTransactions(txStats)
  metrics.watchRpc(() =>
    (Object.keys(chains) as ChainRole[]).flatMap((role) => {
      const health = chains[role].rpcHealth
      return health ? [{ chain: role, ...health }] : []
    }),
  )
  const stuckMs = config.txStuckMs ?? 600_000
  const stuck = () => txStats().some((s) => s.oldestPendingSeconds * 1000 > stuckMs)
  const controller = new AbortController()
  let active = false
  let markActive: () => void = () => {}
  const activePromise = new Promise<void>((resolve) => {
    markActive = resolve
  })
  const leadership = options.databaseUrl
    ? new Leadership({
        databaseUrl: options.databaseUrl,
        timing: leadershipTimingOf(config),
        log,
        onChange: (state) => {
          metrics.competing.set(state.role === 'not-competing' ? 0 : 1)
          if (state.role === 'stepping-down') metrics.lockLost.inc()
        },
      })
    : undefined
  // Every operator transaction of this keeper's chains goes through the fence first (transactions.ts).
  if (leadership) for (const chain of Object.values(chains)) fenceSends(chain, () => leadership.fence())
  const isActive = () => active && (leadership?.leads() ?? true)
  const health = (): KeeperHealth => {
    if (isActive()) return stuck() ? { status: 'stuck' } : { status: 'active' }
    if (controller.signal.aborted) return { status: 'not-competing', reason: 'stopped' }
    const state = leadership?.status()
    if (!state) return { status: 'standby', reason: 'starting' }
    switch (state.role) {
      case 'not-competing':
        return { status: 'not-competing', reason: state.reason }
      case 'competing':
      case 'stepping-down':
        return { status: 'standby', reason: state.reason }
      case 'taking-over':
        return {
          status: 'standby',
          reason: "taking over: waiting out the previous leader's lease",
          term: state.term,
        }
      case 'leading':
        return { status: 'standby', reason: 'lease not renewed: stepping down', term: state.term }
    }
  }

  const server =
    options.serveMetrics === false
      ? undefined
      : await startMetricsServer(metrics, { host: config.host, port: config.port, health })

  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      signal.addEventListener('abort', done, { once: true })
    })

  /**
   * One loop: a pass every `intervalMs` (from the start of one to the start of the next; at once when a pass took
   * longer), its failures counted and logged, its heartbeat and duration on /metrics. Loops never wait for each
   * other: each indexer and each job has its own, so no backlog of one holds another back.
   */
  const loop = async (
    signal: AbortSignal,
    name: string,
    intervalMs: number,
    pass: () => Promise<void>,
    failed: (e: unknown) => void,
  ) => {
    while (!signal.aborted) {
      const started = Date.now()
      try {
        await pass()
      } catch (error) {
        failed(error)
      }
      const ended = Date.now()
      metrics.lastPass.set({ loop: name }, ended / 1000)
      metrics.passDuration.set({ loop: name }, (ended - started) / 1000)
      await sleep(Math.max(0, intervalMs - (ended - started)), signal)
    }
  }
  const indexerLoop = (signal: AbortSignal, role: ChainRole) =>
    loop(
      signal,
      `index.${role}`,
      config.pollMs,
      // Bounded, so that the heartbeat stays fresh during a long first sync (the lag gauge moves on every range).
      async () => void (await indexers[role].catchUp(signal, INDEX_SLICE_MS)),
      (error) => {
        metrics.rpcErrors.inc({ chain: role })
        log.warn({ chain: role, error: message(error) }, 'indexer pass failed')
      },
    )
  const jobLoop = (signal: AbortSignal, job: KeeperJob) =>
    loop(
      signal,
      job.name,
      Math.max(job.intervalMs, config.pollMs),
      async () => {
        metrics.jobRuns.inc({ job: job.name })
        await job.run(ctx, signal)
      },
      (error) => {
        metrics.failures.inc({ job: job.name })
        log.warn({ job: job.name, error: message(error) }, 'job run failed')
      },
    )

  /** One term's work: every loop, until the signal aborts (the lock lost, or stop). */
  const work = async (signal: AbortSignal) => {
    active = true
    metrics.active.set(1)
    log.info({ consumers: consumers.map((c) => c.name), jobs: jobs.map((j) => j.name) }, 'keeper active')
    markActive()
    try {
      await Promise.all([
        ...(Object.keys(indexers) as ChainRole[]).map((role) => indexerLoop(signal, role)),
        ...jobs.map((job) => jobLoop(signal, job)),
      ])
    } finally {
      active = false
      metrics.active.set(0)
    }
  }
  const running = leadership ? leadership.run(work) : work(controller.signal)

  return {
    metrics,
    metricsUrl: server?.url,
    isActive,
    health,
    terms: () => leadership?.history ?? [],
    active: activePromise,
    indexers,
    async stop() {
      controller.abort()
      leadership?.stop()
      await running
      active = false
      metrics.active.set(0)
      if (leadership) for (const chain of Object.values(chains)) fenceSends(chain, undefined)
      await server?.close()
    },
  }
}
