// Two keepers on one PostgreSQL database with payouts flowing, through the faults that end or silently cut the
// active keeper's lock connection: its lock backend terminated, every backend terminated (a database restart as
// clients see it), and its lock connection no longer forwarded (a load balancer dropping an idle flow without a
// word). After each: exactly one keeper active within FAILOVER_BOUND_MS, every due withdrawal paid exactly once on
// chain, and no operator transaction sent by two keepers in the same term (each send counted per keeper).
//
// PostgreSQL only: PGlite is one process with no second connection, so there is neither a lock to lose nor another
// keeper to take over (on PGlite the keeper works at once without a lock, keeper/lock.test.ts).
import net from 'node:net'
import { finaTokenAbi, gameVaultAbi } from '@finaverse/contracts'
import { type Devnet, startDevnet } from '@finaverse/contracts/devnet'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  type Hex,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/db/client.js'
import { payoutBatches, withdrawals } from '../../src/db/schema.js'
import { Secret } from '../../src/keeper/config.js'
import { type Keeper, type KeeperOptions, startKeeper } from '../../src/keeper/runtime.js'
import type { ChainRole, KeeperChain } from '../../src/keeper/types.js'
import { createPayoutJob, watchPayoutBacklog } from '../../src/ledger/jobs.js'
import { contractArtifact, openTestDatabase, sleep, until } from '../helpers.js'

const onPostgres = process.env['TEST_DB'] === 'postgres'

/** The leadership timing of these keepers: checks every 200 ms, 400 ms timeout (lease 600 ms), standbys every 100 ms. */
const TIMING = { lockCheckMs: 200, lockTimeoutMs: 400, lockRetryMs: 100 }
/**
 * The bound stated for a takeover here: the check that notices (check period + timeout), the term's work winding
 * down, the lock taken (retry period) and the new leader's wait (the lease and a margin), with room for a busy 2-core
 * machine.
 */
const FAILOVER_BOUND_MS = 8_000

// Hardhat's default accounts (public test keys): the deployer, and the keeper (the vault's operator).
const adminKey: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const keeperKey: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const admin = privateKeyToAccount(adminKey)
const keeperAccount = privateKeyToAccount(keeperKey)

/** The keepers' logs: silent, or on stdout with FAILOVER_LOG=1 (to follow a takeover). */
const print = (fields: object, msg?: string) => console.log(Date.now(), msg, JSON.stringify(fields))
const silent = process.env['FAILOVER_LOG']
  ? { info: print, warn: print, error: print }
  : { info() {}, warn() {}, error() {} }

/**
 * A TCP forwarder to PostgreSQL. `cut()` stops relaying on the connections open now, in both directions, without
 * closing either side (a NAT or load balancer that forgets a flow); new connections are relayed as before.
 */
async function startForwarder(target: { host: string; port: number }) {
  const flows = new Set<{ client: net.Socket; server: net.Socket; cut: boolean }>()
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host)
    const flow = { client, server: upstream, cut: false }
    flows.add(flow)
    client.on('data', (chunk) => {
      if (!flow.cut) upstream.write(chunk)
    })
    upstream.on('data', (chunk) => {
      if (!flow.cut) client.write(chunk)
    })
    const end = () => {
      if (flow.cut) return
      flows.delete(flow)
      client.destroy()
      upstream.destroy()
    }
    for (const socket of [client, upstream]) {
      socket.on('error', end)
      socket.on('close', end)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      for (const flow of flows) flow.cut = true
    },
    async close() {
      for (const flow of flows) {
        flow.client.destroy()
        flow.server.destroy()
      }
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

type Send = { keeper: string; at: number }

async function withinMs<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

// PostgreSQL only (TEST_DATABASE_URL): PGlite is one process, with no lock to lose, so there the suite is reported
// skipped.
describe.runIf(onPostgres)('keeper leadership through database faults (PostgreSQL)', () => {
  let devnet: Devnet | undefined
  let rpc = ''
  let publicClient: PublicClient
  let vault: Address
  let fina: Address
  let database: Database
  let url: URL
  const forwarders: Awaited<ReturnType<typeof startForwarder>>[] = []
  const opened: Database[] = []

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [31337], deploy: false })
    rpc = devnet.rpcUrls[31337] as string
    publicClient = createPublicClient({ chain: hardhat, transport: http(rpc, { retryCount: 0 }) })
    const wallet = createWalletClient({ account: admin, chain: hardhat, transport: http(rpc) })
    const deploy = async (file: string, args: unknown[]) => {
      const { abi, bytecode } = contractArtifact(file)
      const hash = await wallet.deployContract({ abi, bytecode, args, chain: hardhat } as never)
      return (await publicClient.waitForTransactionReceipt({ hash })).contractAddress as Address
    }
    fina = await deploy('tokens/FinaToken.sol/FinaToken.json', [
      admin.address,
      admin.address,
      parseEther('10000000'),
      parseEther('100000000'),
    ])
    vault = await deploy('vault/GameVault.sol/GameVault.json', [fina, admin.address, keeperAccount.address])
    const hash = await wallet.writeContract({
      address: fina,
      abi: finaTokenAbi,
      functionName: 'transfer',
      args: [vault, parseEther('1000000')],
      chain: hardhat,
    })
    await publicClient.waitForTransactionReceipt({ hash })
    database = await openTestDatabase()
    const name = (
      (await database.db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0] as {
        name: string
      }
    ).name
    url = new URL(process.env['TEST_DATABASE_URL'] as string)
    url.pathname = `/${name}`
  }, 120_000)

  afterAll(async () => {
    for (const f of forwarders) await f.close()
    for (const d of opened) await d.close().catch(() => {})
    await database?.close()
    await devnet?.stop()
  })

  /** A keeper process: its own pool, its lock connection through its own forwarder, its sends counted. */
  async function keeperProcess(name: string, sends: Send[]) {
    const forwarder = await startForwarder({ host: url.hostname, port: Number(url.port || 5432) })
    forwarders.push(forwarder)
    const lockUrl = new URL(url)
    lockUrl.port = String(forwarder.port)
    const own = await openDatabase({ databaseUrl: url.toString() })
    opened.push(own)
    const node = createPublicClient({ chain: hardhat, transport: http(rpc, { retryCount: 0 }) })
    // Every eth_sendRawTransaction of this keeper, when it leaves the process (after the fence).
    const transport = custom({
      request: async ({ method, params }) => {
        if (method === 'eth_sendRawTransaction') sends.push({ keeper: name, at: Date.now() })
        return node.request({ method, params } as never)
      },
    })
    const chain: KeeperChain = {
      role: 'bsc',
      chainId: 31337,
      publicClient: createPublicClient({ chain: hardhat, transport, pollingInterval: 100 }),
      walletClient: createWalletClient({ account: keeperAccount, chain: hardhat, transport }),
      contracts: { GameVault: vault },
      confirmations: 0,
      tx: { maxFeePerGas: 10n ** 12n, replaceAfterMs: 5_000, pollMs: 50 },
    }
    const options: KeeperOptions = {
      database: own,
      databaseUrl: lockUrl.toString(),
      chains: { bsc: chain } as Record<ChainRole, KeeperChain>,
      log: silent,
      config: {
        pollMs: 50,
        host: '127.0.0.1',
        port: 0,
        maxBlockRange: 1000,
        mode: 'local',
        keeperKey: new Secret(keeperKey),
        ...TIMING,
      },
      modules: [
        {
          name: 'payouts',
          jobs: (deps) => {
            // As the ledger module does: the backlog gauges read from the database, on the standby too.
            watchPayoutBacklog(deps.metrics.registry, own.db, () => new Date())
            return [{ ...createPayoutJob(), intervalMs: 200 }]
          },
        },
      ],
    }
    const keeper = await startKeeper(options)
    return { name, keeper, forwarder }
  }

  /** Withdrawals falling due all the time: a few every 150 ms, each to a fresh address, until stopped. */
  function flowWithdrawals() {
    const made: { address: Address; receive: bigint }[] = []
    let stop = false
    const running = (async () => {
      while (!stop) {
        const now = new Date()
        const rows = Array.from({ length: 3 }, (_, i) => ({
          address: privateKeyToAccount(generatePrivateKey()).address,
          receive: parseEther('1') + BigInt(made.length + i),
        }))
        try {
          await database.db.insert(withdrawals).values(
            rows.map((r) => ({
              address: r.address,
              amount: r.receive.toString(),
              fromDeposited: r.receive.toString(),
              fromEarned: '0',
              penalty: '0',
              fee: '0',
              receive: r.receive.toString(),
              wait: 'instant',
              status: 'processing',
              createdAt: now,
              processAt: new Date(now.getTime() - 1_000),
              cancelableUntil: new Date(now.getTime() - 1_000),
            })),
          )
          made.push(...rows)
        } catch {
          // Its connection was terminated with the others: the next round inserts again.
        }
        await sleep(150)
      }
    })()
    return {
      made,
      async stop() {
        stop = true
        await running
      },
    }
  }

  /** Waits for exactly one active keeper (none active at the same time as another meanwhile); answers the time. */
  async function oneActive(keepers: Keeper[], from: number) {
    let both = 0
    await until(
      'exactly one keeper active',
      FAILOVER_BOUND_MS,
      () => {
        const active = keepers.filter((k) => k.isActive()).length
        if (active > 1) both++
        return active === 1
      },
      25,
    )
    expect(both).toBe(0)
    return Date.now() - from
  }

  /** Every due withdrawal paid, exactly once on chain; every send inside its keeper's term; terms never overlap. */
  async function checkOutcome(
    processes: { name: string; keeper: Keeper }[],
    flow: ReturnType<typeof flowWithdrawals>,
    sends: Send[],
  ) {
    await flow.stop()
    await until(
      'every due withdrawal paid',
      30_000,
      async () => {
        const [row] = await database.db
          .select({ unpaid: sql<number>`count(*)::int` })
          .from(withdrawals)
          .where(sql`${withdrawals.status} <> 'processed'`)
        return row?.unpaid === 0
      },
      25,
    )
    // Each withdrawal went to an address of its own: its balance is its amount once, never twice.
    for (const w of flow.made) {
      const balance = await publicClient.readContract({
        address: fina,
        abi: finaTokenAbi,
        functionName: 'balanceOf',
        args: [w.address],
      })
      expect(balance).toBe(w.receive)
    }
    const paidBatches = await database.db
      .select({ id: payoutBatches.id })
      .from(payoutBatches)
      .where(eq(payoutBatches.status, 'paid'))
    const events = await publicClient.getContractEvents({
      address: vault,
      abi: gameVaultAbi,
      eventName: 'BatchPaid',
      fromBlock: 0n,
    })
    expect(events.length).toBeLessThanOrEqual(paidBatches.length)

    const terms = processes.flatMap((p) => p.keeper.terms().map((t) => ({ ...t, keeper: p.name })))
    for (const a of terms)
      for (const b of terms) {
        if (a.keeper === b.keeper) continue
        // Two keepers' terms never overlap: one ends before the other starts.
        const aEnd = a.end ?? Number.POSITIVE_INFINITY
        const bEnd = b.end ?? Number.POSITIVE_INFINITY
        expect(aEnd <= b.start || bEnd <= a.start, `${a.keeper}#${a.term} and ${b.keeper}#${b.term}`).toBe(
          true,
        )
      }
    // Every send left inside a term of its own keeper (signing after the fence takes a few milliseconds).
    for (const send of sends) {
      const own = terms.filter((t) => t.keeper === send.keeper)
      expect(
        own.some((t) => send.at >= t.start && send.at <= (t.end ?? Number.POSITIVE_INFINITY) + 50),
        `${send.keeper} sent at ${send.at} outside its terms`,
      ).toBe(true)
    }
    const perKeeper = Object.fromEntries(
      processes.map((p) => [p.name, sends.filter((s) => s.keeper === p.name).length]),
    )
    return { perKeeper, terms: terms.length }
  }

  async function scenario(
    fault: (active: { name: string; keeper: Keeper; forwarder: { cut(): void } }) => Promise<void>,
  ) {
    const sends: Send[] = []
    const processes = [await keeperProcess('a', sends), await keeperProcess('b', sends)]
    const keepers = processes.map((p) => p.keeper)
    const flow = flowWithdrawals()
    try {
      await oneActive(keepers, Date.now())
      const takeovers: number[] = []
      for (let round = 0; round < 2; round++) {
        // Payouts flow under the current leader first.
        const before = sends.length
        await until('a payout sent', 10_000, () => sends.length > before, 25)
        const active = processes.find((p) => p.keeper.isActive())
        if (!active) throw new Error('no active keeper')
        const at = Date.now()
        await fault(active)
        // The fault is noticed: the old leader stops, then one keeper leads again.
        await until('the old leader stops', FAILOVER_BOUND_MS, () => !active.keeper.isActive(), 25)
        takeovers.push(await oneActive(keepers, at))
      }
      const outcome = await checkOutcome(processes, flow, sends)
      // Both keepers still compete: the standby's /healthz says so, and each serves the backlog from the database.
      for (const p of processes) {
        const health = (await (await fetch(`${p.keeper.metricsUrl}/healthz`)).json()) as { status: string }
        expect(['active', 'standby']).toContain(health.status)
        const metrics = await (await fetch(`${p.keeper.metricsUrl}/metrics`)).text()
        expect(metrics).toMatch(/^ledger_withdrawals_unpaid 0$/m)
      }
      for (const t of takeovers) expect(t).toBeLessThan(FAILOVER_BOUND_MS)
      expect(outcome.terms).toBeGreaterThanOrEqual(3)
      return { takeovers, ...outcome }
    } finally {
      await flow.stop()
      for (const p of processes) await withinMs(p.keeper.stop(), 15_000, `keeper ${p.name} stopped`)
    }
  }

  const adminClient = () => new pg.Client({ connectionString: url.toString() })

  it("the active keeper's lock backend terminated twice: the other takes over each time, payouts go on", async () => {
    const result = await scenario(async () => {
      const client = adminClient()
      await client.connect()
      try {
        const { rows } = await client.query(
          "select pid from pg_locks where locktype = 'advisory' and objid = 727002 and granted and database = (select oid from pg_database where datname = current_database())",
        )
        expect(rows).toHaveLength(1)
        await client.query('select pg_terminate_backend($1)', [rows[0].pid])
      } finally {
        await client.end()
      }
    })
    expect(result.perKeeper['a']! + result.perKeeper['b']!).toBeGreaterThan(0)
  }, 100_000)

  it('every backend terminated twice (a restart as clients see it): one keeper leads again, nothing unpaid', async () => {
    await scenario(async () => {
      const client = adminClient()
      await client.connect()
      try {
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        )
      } finally {
        await client.end()
      }
    })
  }, 100_000)

  it('the lock connection silently no longer forwarded, twice: the leader steps down before another takes over', async () => {
    await scenario(async (active) => {
      active.forwarder.cut()
    })
  }, 100_000)
})
