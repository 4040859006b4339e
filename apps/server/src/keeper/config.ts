import path from 'node:path'
import { inspect } from 'node:util'
import type { ChainMode, ChainRole } from '@finaverse/domain'
import type { Hex } from 'viem'
import { z } from 'zod'
import { ConfigError, parseEnv, rpcUrlListsOf, sharedEnvSchema } from '../config.js'
import type { TxPolicy } from './transactions.js'

/**
 * A secret value (private key): printing, logging or JSON-serialising it shows `[redacted]`,
 * so passing the whole configuration to a logger never leaks it. `reveal()` is the only way in.
 */
export class Secret<T extends string = string> {
  readonly #value: T
  constructor(value: T) {
    this.#value = value
  }
  reveal(): T {
    return this.#value
  }
  toString() {
    return '[redacted]'
  }
  toJSON() {
    return '[redacted]'
  }
  [inspect.custom]() {
    return '[redacted]'
  }
}

/** The devnet keeper: Hardhat account #0, the deployer that holds every OPERATOR_ROLE on the local chains. */
export const DEVNET_KEEPER_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

const hex32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x and 64 hex digits')
const int = (min: number) => z.coerce.number().int().min(min)

/** The keeper role's variables: the shared ones (`sharedEnvSchema`, the api's too) and its own. */
const schema = sharedEnvSchema
  .extend({
    KEEPER_PRIVATE_KEY: hex32.optional(),
    BSC_CONFIRMATIONS: int(0).optional(),
    POLYGON_CONFIRMATIONS: int(0).optional(),
    KEEPER_POLL_MS: int(50).default(2000),
    KEEPER_HOST: z.string().default('127.0.0.1'),
    KEEPER_PORT: int(0).default(9464),
    KEEPER_LOCK_RETRY_MS: int(50).default(1000),
    // Leadership (leadership.ts): the lock checked on its connection this often, a check failing after the timeout.
    KEEPER_LOCK_CHECK_MS: int(50).default(1000),
    KEEPER_LOCK_TIMEOUT_MS: int(50).default(1500),
    KEEPER_MAX_BLOCK_RANGE: int(1).default(5000),
    DEPLOYMENTS_DIR: z.string().optional(),
    // The transaction manager (transactions.ts): fee ceilings in gwei, replacement and alarm times.
    BSC_MAX_FEE_GWEI: z.coerce.number().positive().optional(),
    POLYGON_MAX_FEE_GWEI: z.coerce.number().positive().optional(),
    KEEPER_TX_REPLACE_MS: int(100).optional(),
    KEEPER_TX_STUCK_MS: int(1000).default(600_000),
  })
  .superRefine((env, ctx) => {
    if (env.FINAVERSE_MODE === 'local') return
    for (const key of ['KEEPER_PRIVATE_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required outside local mode` })
    }
    for (const chain of ['BSC', 'POLYGON'] as const) {
      if (!env[`${chain}_RPC_URL`] && !env[`${chain}_RPC_URLS`])
        ctx.addIssue({
          code: 'custom',
          path: [`${chain}_RPC_URLS`],
          message: `required outside local mode (or ${chain}_RPC_URL)`,
        })
    }
  })

/** Confirmations per chain role outside local mode: about 5 minutes (BSC 3 s blocks, Polygon 2 s blocks). */
const LIVE_CONFIRMATIONS = { bsc: 100, polygon: 150 } as const

/**
 * Fee ceilings in gwei outside local mode (BSC's gas price is a few gwei; Polygon's base fee has spiked past
 * 1,000 gwei), and local mode's.
 */
const MAX_FEE_GWEI = { live: { bsc: 50, polygon: 3_000 }, local: { bsc: 1_000, polygon: 1_000 } } as const
/** A keeper transaction not mined this long is replaced: 60 s live (20 BSC blocks, 30 Polygon blocks), 15 s local. */
const REPLACE_AFTER_MS = { live: 60_000, local: 15_000 } as const

/** A chain's transaction policy as configured: plain numbers (the configuration renders as JSON). */
export type TxConfig = Omit<TxPolicy, 'maxFeePerGas'> & { maxFeeGwei: number }

/** The transaction manager's policy of a configured chain (the ceiling in wei). */
export function txPolicyOf(config: TxConfig): TxPolicy {
  const { maxFeeGwei, ...rest } = config
  return { ...rest, maxFeePerGas: BigInt(Math.round(maxFeeGwei * 1e9)) }
}

export type KeeperConfig = {
  mode: ChainMode
  databaseUrl: string | undefined
  /** The PostgreSQL pool's size (`DATABASE_POOL_MAX`). */
  databasePoolMax: number
  dataDir: string
  /** Every RPC URL of each chain, in the order tried (rpc.ts). */
  rpcUrls: Record<ChainRole, string[]>
  /** The transaction manager's policy per chain (transactions.ts), the ceiling in gwei ({@link txPolicyOf}). */
  tx: Record<ChainRole, TxConfig>
  /** A keeper transaction pending longer than this makes /healthz answer `stuck` (503). */
  txStuckMs: number
  keeperKey: Secret<Hex>
  confirmations: { bsc: number; polygon: number }
  pollMs: number
  host: string
  port: number
  lockRetryMs: number
  /** The lock checked on its connection this often (the lease is `lockCheckMs + lockTimeoutMs`). */
  lockCheckMs: number
  /** A lock check, or the lock connection's connect, failing after this. */
  lockTimeoutMs: number
  maxBlockRange: number
  deploymentsDir: string | undefined
  logLevel: string
  shutdownTimeoutMs: number
}

export class KeeperConfigError extends ConfigError {
  override name = 'KeeperConfigError'
}

/** Reads and validates the keeper's environment; throws a {@link KeeperConfigError} listing every bad variable. */
export function loadKeeperConfig(env: NodeJS.ProcessEnv = process.env): KeeperConfig {
  const e = parseEnv(schema, env, 'Invalid keeper configuration', KeeperConfigError)
  const local = e.FINAVERSE_MODE === 'local'
  // Outside local mode each chain's URLs are required (the schema refuses their absence).
  const fees = MAX_FEE_GWEI[local ? 'local' : 'live']
  const policy = (max: number): TxConfig => ({
    maxFeeGwei: max,
    replaceAfterMs: e.KEEPER_TX_REPLACE_MS ?? REPLACE_AFTER_MS[local ? 'local' : 'live'],
    pollMs: local ? 100 : 1_000,
  })
  return {
    mode: e.FINAVERSE_MODE,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: path.resolve(e.DATA_DIR),
    rpcUrls: rpcUrlListsOf(e),
    tx: {
      bsc: policy(e.BSC_MAX_FEE_GWEI ?? fees.bsc),
      polygon: policy(e.POLYGON_MAX_FEE_GWEI ?? fees.polygon),
    },
    txStuckMs: e.KEEPER_TX_STUCK_MS,
    keeperKey: new Secret((e.KEEPER_PRIVATE_KEY ?? DEVNET_KEEPER_KEY) as Hex),
    confirmations: {
      bsc: e.BSC_CONFIRMATIONS ?? (local ? 0 : LIVE_CONFIRMATIONS.bsc),
      polygon: e.POLYGON_CONFIRMATIONS ?? (local ? 0 : LIVE_CONFIRMATIONS.polygon),
    },
    pollMs: e.KEEPER_POLL_MS,
    host: e.KEEPER_HOST,
    port: e.KEEPER_PORT,
    lockRetryMs: e.KEEPER_LOCK_RETRY_MS,
    lockCheckMs: e.KEEPER_LOCK_CHECK_MS,
    lockTimeoutMs: e.KEEPER_LOCK_TIMEOUT_MS,
    maxBlockRange: e.KEEPER_MAX_BLOCK_RANGE,
    deploymentsDir: e.DEPLOYMENTS_DIR,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  }
}
