import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHAIN_MODES, type ChainMode, type ChainRole, chainIdsFor } from '@finaverse/domain'
import ipaddr from 'ipaddr.js'
import { z } from 'zod'

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
)
const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')

/**
 * `TRUST_PROXY`: `false` (no proxy: the socket's address is the client), a hop count (the client is that many
 * addresses from the right of `X-Forwarded-For`), or the proxies' addresses and CIDRs (comma-separated). `true`,
 * which would trust every hop and let a client pick its own address, is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0') return false
    // A number is a hop count (`1`: one proxy in front).
    if (value === 'true')
      ctx.addIssue({
        code: 'custom',
        message: `${value} would trust every hop (any client could pick its address): give the number of proxies in front (e.g. 1) or their addresses/CIDRs`,
      })
    if (/^\d+$/.test(value)) return Number(value)
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    for (const part of parts) {
      const valid = part.includes('/') ? ipaddr.isValidCIDR(part) : ipaddr.isValid(part)
      if (!valid) ctx.addIssue({ code: 'custom', message: `not an address or CIDR: ${part}` })
    }
    return parts
  })

/** Loopback listen addresses (local mode listens on nothing else). */
export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true
  if (!ipaddr.isValid(host)) return false
  const address = ipaddr.process(host)
  return address.range() === 'loopback'
}

/**
 * The environment variables both process roles (api and keeper) read, with one default each; each role's schema
 * extends this one (`envSchema` here, the keeper's in `keeper/config.ts`).
 */
export const sharedEnvSchema = z.object({
  // No default: `pnpm dev` and the tests say `local`; anything else must say what it is.
  FINAVERSE_MODE: z.enum(CHAIN_MODES, { error: 'required: local, testnet or mainnet' }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(path.join(packageDir, 'data')),
  DATABASE_URL: z.string().url().optional(),
  // Connections of this process's PostgreSQL pool: every process x its pool must stay under max_connections (README).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  BSC_RPC_URL: z.string().url().optional(),
  POLYGON_RPC_URL: z.string().url().optional(),
  // Several nodes of a chain, tried in this order (rpc.ts): comma-separated URLs.
  BSC_RPC_URLS: csv.pipe(z.array(z.string().url()).min(1)).optional(),
  POLYGON_RPC_URLS: csv.pipe(z.array(z.string().url()).min(1)).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
})

/** The devnet's JSON-RPC URLs, the RPC defaults of local mode (no default elsewhere). */
export const LOCAL_RPC_URLS: Readonly<Record<ChainRole, string>> = {
  bsc: 'http://127.0.0.1:8545',
  polygon: 'http://127.0.0.1:8546',
}

/**
 * The RPC URLs of each chain role, in the order they are tried: `<CHAIN>_RPC_URL` first when set, then the URLs of
 * `<CHAIN>_RPC_URLS` (duplicates once); with neither, the devnet's in local mode, else none.
 */
export function rpcUrlListsOf(env: z.output<typeof sharedEnvSchema>): Record<ChainRole, string[]> {
  const local = env.FINAVERSE_MODE === 'local'
  const list = (one: string | undefined, many: string[] | undefined, role: ChainRole) => {
    const urls = [...new Set([...(one ? [one] : []), ...(many ?? [])])]
    return urls.length > 0 ? urls : local ? [LOCAL_RPC_URLS[role]] : []
  }
  return {
    bsc: list(env.BSC_RPC_URL, env.BSC_RPC_URLS, 'bsc'),
    polygon: list(env.POLYGON_RPC_URL, env.POLYGON_RPC_URLS, 'polygon'),
  }
}

/** The first RPC URL of each chain role ({@link rpcUrlListsOf}). */
export function rpcUrlsOf(env: z.output<typeof sharedEnvSchema>): Record<ChainRole, string | undefined> {
  const lists = rpcUrlListsOf(env)
  return { bsc: lists.bsc[0], polygon: lists.polygon[0] }
}

/**
 * The origins of the site: `https://` + each of `SIWE_DOMAINS`, and in local mode `http://` too (the dev server):
 * the only ones a browser may post from, and the only `uri` a sign-in message may name. Outside local mode an
 * `http://` page of the site is not the site (anyone on the path can write it).
 */
export function siteOrigins(config: Pick<Config, 'siweDomains' | 'mode'>): Set<string> {
  const schemes = config.mode === 'local' ? ['https', 'http'] : ['https']
  return new Set(config.siweDomains.flatMap((domain) => schemes.map((scheme) => `${scheme}://${domain}`)))
}

/** Thrown when the environment is invalid; the message lists every bad variable (never a value: some are secrets). */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Validates the environment against a role's schema. An empty variable counts as unset. Throws `error` (a
 * {@link ConfigError}) titled `title` with one line per bad variable.
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
  title = 'Invalid configuration',
  error: new (message: string) => ConfigError = ConfigError,
): z.output<S> {
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = schema.safeParse(set)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new error(`${title}:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** Environment variables of the api role; see the table in README.md. */
export const envSchema = sharedEnvSchema
  .extend({
    API_HOST: z.string().default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(8787),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Finaverse <no-reply@finaverse.local>'),
    SITE_URL: z.string().url().optional(),
    SESSION_SECRET: z.string().min(32).optional(),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
    SIWE_DOMAINS: csv.optional(),
    SIWE_CHAIN_IDS: csv
      .transform((parts) => parts.map(Number))
      .pipe(z.array(z.number().int().positive()))
      .optional(),
    ADMIN_TOKEN: z.string().min(16).optional(),
    INGEST_TOKEN: z.string().min(16).optional(),
    GAME_SERVER_TOKEN: z.string().min(32).optional(),
    BLOG_RSS_URL: z.string().url().optional(),
    ANDROID_APK_URL: z.string().default('https://finaverse.io/download/finaverse.apk'),
    // A StandardMerkleTree dump of the mystery-box airdrop (`(address, uint256)` leaves); in local mode the devnet
    // deploy writes contracts/deployments/31337.mystery-box-claims.json, which is the default there.
    CLAIM_TREE_FILE: z.string().optional(),
    PRICE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    CONTENT_CACHE_MB: z.coerce.number().int().min(1).max(1024).default(32),
    COOKIE_SECURE: bool.optional(),
    TRUST_PROXY: trustProxy.default(false),
    API_DOCS: bool.optional(),
    // Local mode only: a test stack whose one client (the browser tests, all from 127.0.0.1) opens hundreds of pages.
    RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .superRefine((env, ctx) => {
    if (env.FINAVERSE_MODE !== 'local' && env.RATE_LIMIT_FACTOR !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['RATE_LIMIT_FACTOR'],
        message: `only in local mode: the per-client rate limits hold as documented when FINAVERSE_MODE is ${env.FINAVERSE_MODE}`,
      })
    if (env.FINAVERSE_MODE === 'local' && !isLoopback(env.API_HOST))
      ctx.addIssue({
        code: 'custom',
        path: ['API_HOST'],
        message: `local mode (open outbox, dev secrets) listens on loopback only, not ${env.API_HOST}`,
      })
    if (env.FINAVERSE_MODE === 'local') return
    for (const key of [
      'SESSION_SECRET',
      'ADMIN_TOKEN',
      'INGEST_TOKEN',
      'GAME_SERVER_TOKEN',
      'SMTP_URL',
      'SIWE_DOMAINS',
    ] as const) {
      if (env[key] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `required when FINAVERSE_MODE is ${env.FINAVERSE_MODE}`,
        })
    }
  })

/** The mode of the domain's chain registry. */
export type Mode = ChainMode

/** The validated configuration the app runs with. */
export type Config = {
  mode: Mode
  host: string
  port: number
  logLevel: string
  dataDir: string
  databaseUrl: string | undefined
  /** The PostgreSQL pool's size (`DATABASE_POOL_MAX`). */
  databasePoolMax: number
  rpc: Record<ChainRole, string | undefined>
  /** Every RPC URL of each chain, in order (`rpc` is the first): the price reads go through all of them. */
  rpcLists: Record<ChainRole, string[]>
  smtpUrl: string | undefined
  mailFrom: string
  /** The site's address that mailed links point to (`SITE_URL`; default: the first `SIWE_DOMAINS` entry). */
  siteUrl: string
  sessionSecret: string
  sessionTtlMs: number
  siweDomains: string[]
  siweChainIds: number[]
  adminToken: string
  ingestToken: string
  /** Bearer secret of the game server's money endpoints (earnings, stake, unstake). */
  gameServerToken: string
  blogRssUrl: string | undefined
  androidApkUrl: string
  priceCacheMs: number
  /** The heap the content answers' cache may hold, in bytes (its least recently used answers leave first). */
  contentCacheBytes: number
  cookieSecure: boolean
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[]
  /** Serve the OpenAPI document and UI at `/docs` (default: not in mainnet mode). */
  docs: boolean
  /** Timeouts of the HTTP server (slow bodies and idle sockets are dropped). */
  timeouts: { requestMs: number; connectionMs: number; keepAliveMs: number; headersMs: number }
  /** Proof of work: SHA-256 rounds per try and the range the secret counter is drawn from (its cost). */
  pow: { cost: number; counterMin: number; counterMax: number; ttlMs: number }
  /** Daily caps of e-mail codes sent: in all, per recipient domain, per recipient, per client. */
  mailDailyLimits: { global: number; domain: number; recipient: number; client: number }
  /** Failed sign-ins of an account within an hour after which each attempt needs a proof of work. */
  loginPowThreshold: number
  /**
   * Failed sign-ins of an account within an hour (ASVS 2.2.1: 100) after which a password is checked only with a
   * harder proof of work (see `loginPowFactor`); a mailed sign-in link works whatever the count.
   */
  loginHourlyLimit: number
  shutdownTimeoutMs: number
  /** Rate-limit multiplier (`RATE_LIMIT_FACTOR`, local mode only; tests raise it to exercise other rules). */
  rateLimitFactor: number
  /** The mystery-box airdrop's Merkle tree dump, or undefined when no airdrop is served. */
  claimTreeFile: string | undefined
}

/** Runs a role's configuration loader; on a {@link ConfigError} prints its list of bad variables and exits 1. */
export function loadOrExit<T>(load: () => T): T {
  try {
    return load()
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error)
    process.exit(1)
  }
}

/** Reads and validates the configuration from environment variables. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = parseEnv(envSchema, env)
  const local = e.FINAVERSE_MODE === 'local'
  return {
    mode: e.FINAVERSE_MODE,
    host: e.API_HOST,
    port: e.API_PORT,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    rpc: rpcUrlsOf(e),
    rpcLists: rpcUrlListsOf(e),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    siteUrl: (
      e.SITE_URL ?? `${local ? 'http' : 'https'}://${(e.SIWE_DOMAINS ?? ['localhost:5173'])[0]}`
    ).replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET ?? 'local-development-secret-not-for-production',
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    siweDomains: e.SIWE_DOMAINS ?? ['localhost:5173', '127.0.0.1:5173', 'localhost:4173', '127.0.0.1:4173'],
    siweChainIds: e.SIWE_CHAIN_IDS ?? Object.values(chainIdsFor(e.FINAVERSE_MODE)),
    adminToken: e.ADMIN_TOKEN ?? 'local-admin-token',
    ingestToken: e.INGEST_TOKEN ?? 'local-ingest-token',
    gameServerToken: e.GAME_SERVER_TOKEN ?? 'local-game-server-token-not-for-production',
    blogRssUrl: e.BLOG_RSS_URL,
    androidApkUrl: e.ANDROID_APK_URL,
    priceCacheMs: e.PRICE_CACHE_MS,
    contentCacheBytes: e.CONTENT_CACHE_MB * 2 ** 20,
    cookieSecure: e.COOKIE_SECURE ?? !local,
    trustProxy: e.TRUST_PROXY,
    docs: e.API_DOCS ?? e.FINAVERSE_MODE !== 'mainnet',
    timeouts: { requestMs: 30_000, connectionMs: 10_000, keepAliveMs: 5_000, headersMs: 10_000 },
    // 10 SHA-256 rounds per try, 5,000-10,000 tries: 50k-100k digests, about a second in a browser's workers (at
    // 5,000 rounds a try took ~60 ms here, so a challenge took minutes and no form could be sent).
    pow: { cost: 10, counterMin: 5_000, counterMax: 10_000, ttlMs: 10 * 60_000 },
    mailDailyLimits: { global: 20_000, domain: 2_000, recipient: 10, client: 30 },
    loginPowThreshold: 10,
    loginHourlyLimit: 100,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    claimTreeFile: e.CLAIM_TREE_FILE
      ? path.resolve(e.CLAIM_TREE_FILE)
      : local
        ? path.resolve(
            packageDir,
            `../../contracts/deployments/${chainIdsFor('local').bsc}.mystery-box-claims.json`,
          )
        : undefined,
  }
}
