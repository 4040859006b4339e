import path from 'node:path'
import { inspect } from 'node:util'
import type { ChainMode, ChainRole } from '@finaverse/domain'
import type { Hex } from 'viem'
import { z } from 'zod'
import { ConfigError, LOCAL_RPC_URLS, parseEnv, rpcUrlsOf, sharedEnvSchema } from '../config.js'

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
const list = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()))
  .pipe(z.array(hex32))

/** The keeper role's variables: the shared ones (`sharedEnvSchema`, the api's too) and its own. */
const schema = sharedEnvSchema
  .extend({
    KEEPER_PRIVATE_KEY: hex32.optional(),
    BRIDGE_SIGNER_KEYS: list.optional(),
    BSC_CONFIRMATIONS: int(0).optional(),
    POLYGON_CONFIRMATIONS: int(0).optional(),
    KEEPER_POLL_MS: int(50).default(2000),
    KEEPER_HOST: z.string().default('127.0.0.1'),
    KEEPER_PORT: int(0).default(9464),
    KEEPER_LOCK_RETRY_MS: int(50).default(5000),
    KEEPER_MAX_BLOCK_RANGE: int(1).default(5000),
    BRIDGE_MAX_ATTEMPTS: int(1).default(8),
    DEPLOYMENTS_DIR: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.FINAVERSE_MODE === 'local') return
    for (const key of ['BSC_RPC_URL', 'POLYGON_RPC_URL', 'KEEPER_PRIVATE_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required outside local mode` })
    }
  })

/** Confirmations per chain role outside local mode: about 5 minutes (BSC 3 s blocks, Polygon 2 s blocks). */
const LIVE_CONFIRMATIONS = { bsc: 100, polygon: 150 } as const

export type KeeperConfig = {
  mode: ChainMode
  databaseUrl: string | undefined
  dataDir: string
  rpcUrls: Record<ChainRole, string>
  keeperKey: Secret<Hex>
  bridgeSignerKeys: Secret<Hex>[]
  confirmations: { bsc: number; polygon: number }
  pollMs: number
  host: string
  port: number
  lockRetryMs: number
  maxBlockRange: number
  bridgeMaxAttempts: number
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
  // Outside local mode both URLs are required (the schema refuses their absence).
  const rpc = rpcUrlsOf(e)
  return {
    mode: e.FINAVERSE_MODE,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    rpcUrls: { bsc: rpc.bsc ?? LOCAL_RPC_URLS.bsc, polygon: rpc.polygon ?? LOCAL_RPC_URLS.polygon },
    keeperKey: new Secret((e.KEEPER_PRIVATE_KEY ?? DEVNET_KEEPER_KEY) as Hex),
    bridgeSignerKeys: (e.BRIDGE_SIGNER_KEYS ?? []).map((k) => new Secret(k as Hex)),
    confirmations: {
      bsc: e.BSC_CONFIRMATIONS ?? (local ? 0 : LIVE_CONFIRMATIONS.bsc),
      polygon: e.POLYGON_CONFIRMATIONS ?? (local ? 0 : LIVE_CONFIRMATIONS.polygon),
    },
    pollMs: e.KEEPER_POLL_MS,
    host: e.KEEPER_HOST,
    port: e.KEEPER_PORT,
    lockRetryMs: e.KEEPER_LOCK_RETRY_MS,
    maxBlockRange: e.KEEPER_MAX_BLOCK_RANGE,
    bridgeMaxAttempts: e.BRIDGE_MAX_ATTEMPTS,
    deploymentsDir: e.DEPLOYMENTS_DIR,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  }
}
