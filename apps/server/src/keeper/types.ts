import type { ChainRole } from '@finaverse/domain'
import type { Abi, Address, Log, PublicClient, WalletClient } from 'viem'
import type { Db } from '../db/client.js'

// The contract between the keeper engine (src/keeper/**) and what plugs into it: chains, log consumers, jobs (the
// modules that bring them: module.ts). Written first so that both sides can be built at the same time.

/** A Drizzle transaction on the api/keeper database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The two chain roles (the domain's chain registry): BSC (chain 31337 on the devnet) and Polygon (31338). */
export type { ChainRole }

/** A log at least `confirmations` blocks deep, decoded with its consumer's ABI. */
export type ConfirmedLog = Log<bigint, number, false> & {
  eventName: string
  args: Record<string, unknown>
  /** Seconds since the epoch of the block that holds the log. */
  blockTimestamp: bigint
}

/**
 * Receives the confirmed logs of one contract, in (block, log index) order, inside the same database transaction
 * that moves the indexer's checkpoint: either both commit or neither, so each log is handled exactly once.
 * `handle` must be deterministic and must not send transactions (jobs do that).
 */
export type LogConsumer = {
  /** Unique, stable name (part of the checkpoint key). */
  name: string
  chain: ChainRole
  address: Address
  abi: Abi
  handle(tx: Tx, logs: readonly ConfirmedLog[]): Promise<void>
  /**
   * The consumer's write lane (default {@link DEFAULT_LANE}). Consumers of one lane get a part's logs in one
   * transaction, one after the other in the order they are listed; each lane has its own transaction, and the lanes'
   * transactions run at the same time (on PostgreSQL, on separate connections). Consumers of different lanes must
   * therefore write disjoint tables and must not read what another lane writes (the ledger's lane: `ledger_*`, the
   * NFT custody and the voucher history; the read models': everything else).
   */
  lane?: string
}

/** The lane of consumers that name none: the read models'. */
export const DEFAULT_LANE = 'readmodels'

/** One chain as the keeper sees it. */
export type KeeperChain = {
  role: ChainRole
  chainId: number
  publicClient: PublicClient
  /** Signs with the keeper's key (OPERATOR_ROLE on the vault, the coordinator and the bridge). */
  walletClient: WalletClient
  /** Deployed addresses by contract name (as in contracts/deployments/<chainId>.json). */
  contracts: Record<string, Address>
  /** Blocks a log must be buried under before consumers see it. */
  confirmations: number
  /** First block a new consumer's checkpoint starts from (the deployment's `startBlock`); default 0. */
  startBlock?: bigint
  /** How the keeper's transactions are priced and replaced here (default `DEFAULT_TX_POLICY`, transactions.ts). */
  tx?: TxPolicy
  /** The health of the chain's RPC URL list (rpc.ts), kept by its transport: on /metrics. */
  rpcHealth?: RpcHealth
}

/** What a chain's RPC URL list went through: failed attempts on one URL, and the URLs lagging now. */
export type RpcHealth = { failedAttempts: number; lagging: string[] }

/** Structured logger (pino-compatible subset). Secrets must never be passed to it. */
export type KeeperLogger = {
  info(object: object, message?: string): void
  warn(object: object, message?: string): void
  error(object: object, message?: string): void
}

/** What a job gets on each run. */
export type KeeperContext = {
  db: Db
  chains: Record<ChainRole, KeeperChain>
  log: KeeperLogger
  /** The keeper's clock (tests move it). */
  now(): Date
  /** prom-client registry served at /metrics; a job may register its own counters and gauges on it once. */
  metrics: import('prom-client').Registry
}

/**
 * Work the keeper repeats: payouts, NFT releases, randomness fulfilment, bridge relaying. `run` must be safe to
 * repeat after a crash at any point (idempotent by an id recorded before anything is sent). Each job runs in a loop
 * of its own, side by side with the other jobs and the indexers (never twice at once), a pass every
 * `max(intervalMs, KEEPER_POLL_MS)`; send through `send.ts`, which hands a signer's transactions to the node one at
 * a time.
 */
export type KeeperJob = {
  name: string
  intervalMs: number
  run(ctx: KeeperContext, signal: AbortSignal): Promise<void>
}

/** How the keeper prices and watches the transactions of one chain. */
export type TxPolicy = {
  /** The most the keeper pays per gas, in wei: `maxFeePerGas` on EIP-1559 chains, the gas price elsewhere. */
  maxFeePerGas: bigint
  /** A transaction not mined this long after it was last sent is replaced with higher fees (or re-sent if dropped). */
  replaceAfterMs: number
  /** How often a wait looks for a receipt. */
  pollMs: number
}
