// One active keeper at a time: the PostgreSQL advisory lock (standbys wait, one takes over when the active one
// stops), a keeper that cannot reach the database to compete says so on /healthz, and a failing job is counted while
// the loop goes on.
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.js'
import { DEVNET_KEEPER_KEY, Secret } from '../../src/keeper/config.js'
import { KEEPER_LOCK_KEY, type KeeperOptions, startKeeper } from '../../src/keeper/runtime.js'
import type { ChainRole, KeeperChain, KeeperJob } from '../../src/keeper/types.js'
import { openTestDatabase, until } from '../helpers.js'

const silent = { info() {}, warn() {}, error() {} }
const config: KeeperOptions['config'] = {
  pollMs: 50,
  host: '127.0.0.1',
  port: 0,
  lockRetryMs: 50,
  maxBlockRange: 100,
  mode: 'local',
  keeperKey: new Secret(DEVNET_KEEPER_KEY),
  // Leadership checked every 100 ms (400 ms timeout): a takeover waits out a 500 ms lease.
  lockCheckMs: 100,
  lockTimeoutMs: 400,
}
/** No chains: the lock and the job loop only. */
const noChains = {} as Record<ChainRole, KeeperChain>

/** A job that counts its runs per keeper. */
function counter(): KeeperJob & { runs: number } {
  const job = {
    name: 'count',
    intervalMs: 0,
    runs: 0,
    async run() {
      job.runs++
    },
  }
  return job
}

describe('one active keeper', () => {
  let database: Database
  let url: string | undefined
  beforeAll(async () => {
    database = await openTestDatabase()
    if (process.env['TEST_DB'] === 'postgres') {
      // The same database openTestDatabase created: read its name back.
      const result = await database.db.execute<{ name: string }>(sql`select current_database() as name`)
      const admin = new URL(process.env['TEST_DATABASE_URL'] as string)
      admin.pathname = `/${(result.rows[0] as { name: string }).name}`
      url = admin.toString()
    }
  })
  afterAll(async () => {
    await database?.close()
  })

  /** A keeper on the test database with no chains and one job. */
  const options = (job: KeeperJob): KeeperOptions => ({
    database,
    databaseUrl: url,
    chains: noChains,
    log: silent,
    config,
    modules: [{ name: 'test', jobs: () => [job] }],
  })

  // PostgreSQL only: PGlite is one process, nothing else can hold a lock on it (the PGlite case is the next test).
  it.runIf(process.env['TEST_DB'] === 'postgres')(
    'on PostgreSQL: a second keeper stands by until the first stops, then takes over',
    async () => {
      const jobA = counter()
      const jobB = counter()
      const a = await startKeeper(options(jobA))
      await a.active
      const b = await startKeeper(options(jobB))
      try {
        await until('the first keeper runs its job three times', 10_000, () => jobA.runs >= 3, 25)
        // B polls the lock several times meanwhile and never works.
        await new Promise((r) => setTimeout(r, 300))
        expect(b.isActive()).toBe(false)
        expect(jobB.runs).toBe(0)
        const standby = await (await fetch(`${b.metricsUrl}/metrics`)).text()
        expect(standby).toMatch(/^keeper_active 0$/m)
        const health = (await (await fetch(`${b.metricsUrl}/healthz`)).json()) as { status: string }
        expect(health.status).toBe('standby')

        // Someone else holding the key sees it taken.
        const probe = new pg.Client({ connectionString: url })
        await probe.connect()
        const taken = await probe.query('select pg_try_advisory_lock($1) as locked', [KEEPER_LOCK_KEY])
        expect(taken.rows[0].locked).toBe(false)
        await probe.end()

        const runsOfA = jobA.runs
        await a.stop()
        await b.active
        await until('the standby runs its job twice', 10_000, () => jobB.runs >= 2, 25)
        expect(jobA.runs).toBe(runsOfA)
        const active = await (await fetch(`${b.metricsUrl}/metrics`)).text()
        expect(active).toMatch(/^keeper_active 1$/m)
        expect(active).toMatch(/^keeper_job_runs_total\{job="count"\} [1-9]\d*$/m)
      } finally {
        await a.stop()
        await b.stop()
      }
    },
  )

  // PostgreSQL only, as above.
  it.runIf(process.env['TEST_DB'] === 'postgres')(
    'on PostgreSQL: a keeper whose lock connection dies stops working, a standby takes over, and it competes again',
    async () => {
      const jobA = counter()
      const jobB = counter()
      const a = await startKeeper(options(jobA))
      await a.active
      const b = await startKeeper(options(jobB))
      try {
        await until('the first keeper runs its job twice', 10_000, () => jobA.runs >= 2, 25)
        const admin = new pg.Client({ connectionString: url })
        await admin.connect()
        const holder = await admin.query(
          "select pid from pg_locks where locktype = 'advisory' and objid = $1 and granted",
          [KEEPER_LOCK_KEY],
        )
        expect(holder.rows).toHaveLength(1)
        await admin.query('select pg_terminate_backend($1)', [holder.rows[0].pid])
        await admin.end()
        await until('the first keeper steps down', 10_000, () => !a.isActive(), 25)
        const runsOfA = jobA.runs
        // One of them leads again: B (the standby), or A, which competes again at once.
        await until('exactly one keeper active', 10_000, () => a.isActive() !== b.isActive(), 25)
        const [leader, other, leaderJob, otherJob] = a.isActive() ? [a, b, jobA, jobB] : [b, a, jobB, jobA]
        const leaderRuns = leaderJob.runs
        await until('the leader runs its job twice more', 10_000, () => leaderJob.runs >= leaderRuns + 2, 25)
        if (leader === b) expect(jobA.runs).toBeLessThanOrEqual(runsOfA + 1)
        // The other stands by with its reason; A counted its lost term.
        const health = await fetch(`${other.metricsUrl}/healthz`)
        expect(health.status).toBe(200)
        expect(await health.json()).toEqual({ status: 'standby', reason: 'another keeper holds the lock' })
        expect(await (await fetch(`${a.metricsUrl}/metrics`)).text()).toMatch(/^keeper_lock_lost_total 1$/m)
        // And takes over when the leader stops.
        await leader.stop()
        await until('the other keeper takes over', 10_000, () => other.isActive(), 25)
        const runsAgain = otherJob.runs
        await until(
          'the new leader runs its job twice more',
          10_000,
          () => otherJob.runs >= runsAgain + 2,
          25,
        )
      } finally {
        await a.stop()
        await b.stop()
      }
    },
  )

  it('a keeper that cannot reach the database to compete says so: /healthz 503 not-competing with the reason', async () => {
    const job = counter()
    // A port nothing listens on: every lock attempt fails.
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer()
      server.listen(0, '127.0.0.1', () => {
        const port = (server.address() as net.AddressInfo).port
        server.close(() => resolve(port))
      })
    })
    const keeper = await startKeeper({
      ...options(job),
      databaseUrl: `postgres://finaverse:finaverse@127.0.0.1:${closed}/finaverse`,
    })
    try {
      await until('/healthz says not-competing', 10_000, () => keeper.health().status === 'not-competing', 25)
      const response = await fetch(`${keeper.metricsUrl}/healthz`)
      expect(response.status).toBe(503)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const body = (await response.json()) as { status: string; reason: string }
      expect(body.status).toBe('not-competing')
      expect(body.reason).toMatch(/^database unreachable: /)
      expect(await (await fetch(`${keeper.metricsUrl}/metrics`)).text()).toMatch(/^keeper_competing 0$/m)
      expect(job.runs).toBe(0)
    } finally {
      await keeper.stop()
    }
  })

  it('on PGlite (one process): no lock, active at once; a failing job is counted and the loop goes on', async () => {
    let calls = 0
    const failing: KeeperJob = {
      name: 'flaky',
      intervalMs: 0,
      async run() {
        calls++
        throw new Error(`boom ${randomBytes(2).toString('hex')}`)
      },
    }
    const keeper = await startKeeper({
      database,
      chains: noChains,
      log: silent,
      config,
      modules: [{ name: 'test', jobs: () => [failing] }],
    })
    try {
      await keeper.active
      await until('the failing job runs three times', 10_000, () => calls >= 3, 25)
      const text = await (await fetch(`${keeper.metricsUrl}/metrics`)).text()
      expect(text).toMatch(/^keeper_failures_total\{job="flaky"\} ([3-9]|\d{2,})$/m)
      expect(text).toContain('keeper_process_cpu_seconds_total')
      expect((await fetch(`${keeper.metricsUrl}/nothing`)).status).toBe(404)
    } finally {
      await keeper.stop()
    }
    // Stopped: the metrics server is closed.
    await expect(fetch(`${keeper.metricsUrl}/metrics`)).rejects.toThrow()
  })
})
