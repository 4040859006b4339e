import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { MESSAGES } from '@finaverse/domain'
import { encodePow, type PowChallenge } from '@finaverse/sdk/rest'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { FastifyInstance } from 'fastify'
import { simpleParser } from 'mailparser'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import type { Abi, Hex, LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { expect, inject } from 'vitest'
import { type AppOptions, buildApp } from '../src/app.js'
import { type Config, loadConfig } from '../src/config.js'
import { type Database, openDatabase } from '../src/db/client.js'
import type { PriceService, PriceSnapshot } from '../src/market-data/prices.js'

let template: Blob | null | undefined
/**
 * The migrated PGlite data folder of test/global-setup.ts, read once per test file; none outside a vitest run (the
 * benches import this file too), where a database starts empty and migrates.
 */
function providedTemplate(): Blob | undefined {
  if (template === undefined) {
    let file: string | undefined
    try {
      file = inject('pgliteTemplate')
    } catch {
      file = undefined
    }
    template = file ? new Blob([readFileSync(file)]) : null
  }
  return template ?? undefined
}

/**
 * A fresh PostgreSQL database made with `adminUrl`'s role (one that may create databases): its URL, and `drop` to
 * remove it (connections still open are closed). Used by the tests and the benches.
 */
export async function createFreshPgDatabase(
  adminUrl: string,
  prefix = 'finaverse_t',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const query = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    try {
      await admin.query(sql)
    } finally {
      await admin.end()
    }
  }
  await query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => query(`drop database if exists ${name} with (force)`) }
}

/** The database a test file runs on: PGlite in memory, or (TEST_DB=postgres) a fresh PostgreSQL database. */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env['TEST_DATABASE_URL']
  if (process.env['TEST_DB'] !== 'postgres')
    return openDatabase({ dataDir: 'memory://', template: providedTemplate() })
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const fresh = await createFreshPgDatabase(adminUrl)
  const database = await openDatabase({ databaseUrl: fresh.url })
  return {
    ...database,
    close: async () => {
      await database.close()
      await fresh.drop()
    },
  }
}

/**
 * Local-mode configuration for tests: rate limits and daily mail caps raised and a cheap proof of work, unless a
 * test sets them.
 */
export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({ FINAVERSE_MODE: 'local', ...env }),
    rateLimitFactor: 1000,
    pow: { cost: 1, counterMin: 1, counterMax: 30, ttlMs: 10 * 60_000 },
    mailDailyLimits: { global: 100_000, domain: 100_000, recipient: 1000, client: 100_000 },
    ...overrides,
  }
}

/** Solves a proof-of-work challenge as the widget does, returning the `pow` field. */
export async function solvePow(challenge: PowChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey })
  if (!solution) throw new Error('proof of work not solved')
  return encodePow({ challenge, solution })
}

/** Fetches a challenge from the app and solves it. */
export async function pow(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/account/powChallenge' })
  if (response.statusCode !== 200) throw new Error(`powChallenge: ${response.body}`)
  return solvePow(response.json().data)
}

const updatedAt = '2024-01-01T00:00:00.000Z'
/** Fixed prices, so tests of the price endpoints need no chain. */
export const priceSnapshot: PriceSnapshot = {
  price: { FINA: 0.05, BNB: 300, MATIC: 1, updatedAt },
  lps: { pools: [], updatedAt },
  apy: { pools: {}, updatedAt },
  tvls: { pools: {}, total: 0, updatedAt },
}
export const fixedPrices: PriceService = { snapshot: async () => priceSnapshot }

export const CAPTCHA_TEXT = 'k7pq'
export const fixedCaptcha = () => ({
  text: CAPTCHA_TEXT,
  data: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
})

export type TestApp = { app: FastifyInstance; database: Database; config: Config; close(): Promise<void> }

/** An app on a test database with a fixed captcha; close it in afterAll. */
export async function createTestApp(
  options: Partial<Omit<AppOptions, 'database'>> & { database?: Database } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase())
  const config = options.config ?? testConfig()
  const app = await buildApp({ logger: false, captcha: fixedCaptcha, ...options, config, database })
  await app.ready()
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/** A form-encoded body. */
export function form(fields: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) params.set(key, String(value))
  return params.toString()
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

/** The bearer headers of local mode's tokens (testConfig): the admin's, the arena results' ingest, the game server's. */
export const ADMIN = { authorization: 'Bearer local-admin-token' }
export const INGEST = { authorization: 'Bearer local-ingest-token' }
export const GAME_SERVER = { authorization: 'Bearer local-game-server-token-not-for-production' }

const DAY_MS = 86_400_000

/**
 * A test clock's start for a test that counts per UTC day and moves its clock on: now, or the next UTC day's first
 * minute when less than `roomMs` of today is left (a run that crossed midnight reset the daily counts mid-test and
 * the caps' refusals did not come).
 */
export function clockWithinOneDay(roomMs = 30 * 60_000, at = Date.now()): number {
  const midnight = (Math.floor(at / DAY_MS) + 1) * DAY_MS
  return midnight - at < roomMs ? midnight + 60_000 : at
}

/** A cookie jar for inject(): keeps the cookies the server sets. */
export class Jar {
  private readonly cookies = new Map<string, string>()
  store(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';')
      const [name, ...value] = (pair ?? '').split('=')
      if (!name) continue
      const v = value.join('=')
      if (v === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), v)
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
  has(name: string) {
    return this.cookies.has(name)
  }
}

/** Sends a request through inject with the jar's cookies and stores the answer's cookies. */
export async function call(
  app: FastifyInstance,
  jar: Jar | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: Record<string, string | number | undefined>,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: { ...(body ? FORM : {}), ...(jar ? { cookie: jar.header() } : {}), ...headers },
    ...(body ? { payload: form(body) } : {}),
  })
  jar?.store(response.headers['set-cookie'])
  return response
}

export const SIWE_DOMAIN = 'localhost:5173'

/** A new wallet. */
export function newWallet(): LocalAccount {
  return privateKeyToAccount(generatePrivateKey())
}

/** An EIP-4361 message for a wallet and nonce, and its signature. */
export async function signIn(
  wallet: LocalAccount,
  nonce: string,
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
): Promise<{ message: string; signature: Hex }> {
  const message = createSiweMessage({
    address: wallet.address,
    chainId: 31337,
    domain: SIWE_DOMAIN,
    nonce,
    uri: `http://${SIWE_DOMAIN}`,
    version: '1',
    issuedAt: new Date(),
    statement: 'Create my Finaverse game account',
    ...overrides,
  })
  return { message, signature: await wallet.signMessage({ message }) }
}

/** Reads the last mailed code for an address from the local outbox. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/dev/outbox' })
  const item = (response.json().data.items as { to: string; text: string }[]).find((m) => m.to === to)
  const code = /\b(\d{6})\b/.exec(item?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}

export const PASSWORD = 'Secret#123'

/** Creates an account end to end (proof of work, mailed code, SIWE) and returns its jar and wallet. */
export async function register(app: FastifyInstance, email: string, wallet = newWallet()) {
  const jar = new Jar()
  const sent = await call(app, jar, 'POST', '/account/sendMailCaptcha', {
    email,
    purpose: 'register',
    pow: await pow(app),
  })
  if (sent.statusCode !== 200) throw new Error(`sendMailCaptcha: ${sent.body}`)
  const code = await lastCode(app, email)
  const nonce = (await call(app, jar, 'GET', '/account/nonce')).json().data.nonce as string
  const signed = await signIn(wallet, nonce)
  const created = await call(app, jar, 'POST', '/account/create', {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    code,
    ...signed,
    pow: await pow(app),
  })
  if (created.statusCode !== 200) throw new Error(`create: ${created.body}`)
  return { jar, wallet, account: created.json().data }
}

/** A mail the test SMTP server received, parsed (headers and bodies decoded). */
export type ReceivedMail = { from: string; to: string[]; subject: string; text: string }

/**
 * A real SMTP server on a free local port that keeps what it receives: the edge of the outside world the mail path
 * talks to. `url` is the `smtpUrl` to configure; close it in afterAll.
 */
export async function startSmtpInbox(): Promise<{
  url: string
  inbox: ReceivedMail[]
  close(): Promise<void>
}> {
  const inbox: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let emailSeq = 0
/** An e-mail address no other test of the run uses (`prefix` says which file made it). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}${++emailSeq}-${Math.random().toString(36).slice(2, 7)}@example.com`
}

/** Asks for a sign-in link from a client address with a solved proof of work, with the browser's cookies when given. */
export async function askSignInLink(app: FastifyInstance, email: string, remoteAddress: string, jar?: Jar) {
  return app.inject({
    method: 'POST',
    url: '/account/sendSignInLink',
    remoteAddress,
    headers: { ...FORM, ...(jar ? { cookie: jar.header() } : {}) },
    payload: form({ email, pow: await pow(app) }),
  })
}

/** Asks for an e-mail code (`purpose`: register, password, email...) with a solved proof of work. */
export async function sendMailCode(app: FastifyInstance, email: string, purpose = 'register', jar?: Jar) {
  return call(app, jar, 'POST', '/account/sendMailCaptcha', { email, purpose, pow: await pow(app) })
}

/**
 * Expects an error answer: the HTTP status (the body shown when it differs), `ret` the same, the code, and the
 * message the domain gives that code (`UNKNOWN_ERROR` with the code for one it does not list).
 */
export function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  const body = response.json() as { ret: number; msg: string; code: string }
  expect(response.statusCode, JSON.stringify(body)).toBe(status)
  expect(body.code).toBe(code)
  expect(body.ret).toBe(status)
  expect(body.msg).toBe(
    code in MESSAGES
      ? MESSAGES[code as keyof typeof MESSAGES]
      : `${MESSAGES.UNKNOWN_ERROR} Error Code: ${code}`,
  )
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Polls `probe` every `everyMs` until it answers something other than undefined or false, and returns that; past
 * `ms` it throws "`what`: not within `ms` ms".
 */
export async function until<T>(
  what: string,
  ms: number,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  everyMs = 100,
): Promise<Exclude<T, false>> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined && value !== false) return value as Exclude<T, false>
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`)
    await sleep(everyMs)
  }
}

/** A JSON.stringify replacer that writes bigints as decimal strings (log lines of the keeper). */
export function bigints(_key: string, value: unknown) {
  return typeof value === 'bigint' ? value.toString() : value
}

const BATCH_WINDOW_MS = 4 * 3_600_000
/**
 * A minute into the current 4-hour batch window: an instant withdrawal made then can be canceled for about 3 hours
 * (made in a window's last hour, it could not be canceled at all: processing is the next batch, the cutoff 1 h before).
 */
export function batchWindowStart(): Date {
  return new Date(Math.floor(Date.now() / BATCH_WINDOW_MS) * BATCH_WINDOW_MS + 60_000)
}

/** The contracts package's folder (its compiled artifacts are read by the tests that deploy them). */
export const CONTRACTS_DIR = path.resolve(import.meta.dirname, '../../../contracts')

/** A compiled contract of the contracts package: `file` under artifacts/contracts (e.g. `vault/GameVault.sol/GameVault.json`). */
export function contractArtifact(file: string): { abi: Abi; bytecode: Hex } {
  return JSON.parse(readFileSync(path.join(CONTRACTS_DIR, 'artifacts/contracts', file), 'utf8'))
}
