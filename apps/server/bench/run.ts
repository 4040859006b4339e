// `pnpm --filter @finaverse/server bench`: autocannon on loopback against the app in a child process; prints req/s
// and p99 latency for the cached price read, content getList and login. Each cached read is measured against two bare
// Fastify routes (bench/bare-server.ts, another child process): one answering the same bytes as the app (its JSON and
// its headers: the goal's baseline, "the same answer with no app around it") and one answering the same JSON with
// Fastify's default headers only. After a 2-second warm-up of every read on each (a server in use answers all of
// them: code that sees one read only would be measured in a state no real server is in), the three take turns, ROUNDS
// times, each run BENCH_SECONDS long (defaults 8 and 2; the order rotates every round, the reads alternate in each):
// short turns taken close together see the same load from the rest of a shared machine, and the table gives the
// median of the rounds' ratios (and their range) and each server's CPU time per request (the least sensitive to
// other work). BENCH_ONLY keeps the reads whose name
// contains it, BENCH_LOGIN=0 skips login. The app logs as in production (LOG_LEVEL info, to /dev/null; BENCH_LOG=off:
// no logger); BENCH_SERVER names another app server script, e.g. an earlier version's bench/server.ts copied beside
// its src/ (`BENCH_SERVER=../.base/bench/server.ts`), to compare in one sitting. The app runs on PGlite in memory, or
// on PostgreSQL, as in production (a fresh database, dropped after), when BENCH_DATABASE_URL or TEST_DATABASE_URL is
// set: the reads do not query it, but PGlite's engine in the api process costs its cached reads about 4 µs of CPU each.
// Both servers start with the api's heap flags (src/v8-flags.ts). The app answers a read it was asked before from its
// front (src/cached-reads.ts), as in production: the warm-up asks every read first. BENCH_GC=1: the app prints its young generation's
// size and V8's collections every 2 seconds on stderr.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { API_HEAP_FLAGS } from '../src/v8-flags.js'
import { createFreshPgDatabase } from '../test/helpers.js'
import { median } from './median.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const seconds = Number(process.env['BENCH_SECONDS'] ?? 2)
const rounds = Number(process.env['ROUNDS'] ?? 8)
const children: ChildProcess[] = []

/** Starts a bench server script in a child process; resolves with the URL it prints. */
async function start(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ url: string; pid: number }> {
  // Both servers start with the api's heap flags, as `pnpm start` starts the api (src/v8-flags.ts).
  const child = spawn(
    process.execPath,
    [...API_HEAP_FLAGS, '--import', 'tsx', path.resolve(here, script), ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  )
  children.push(child)
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) =>
      resolve({ url: chunk.toString().trim(), pid: child.pid as number }),
    )
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })
}

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const reads: { name: string; options: (url: string) => autocannon.Options }[] = [
  { name: 'GET /price (cached)', options: (url) => ({ url: `${url}/price`, connections: 20 }) },
  {
    name: 'POST /content/news/getList (cached)',
    options: (url) => ({
      url: `${url}/content/news/getList`,
      method: 'POST',
      headers: form,
      body: 'lang=en&pageSize=10',
      connections: 20,
    }),
  },
]

/**
 * CPU time (user + system, microseconds) a process has used so far, from /proc (Linux): the server's CPU per request
 * depends far less on what else the shared machine runs than its request rate does.
 */
function cpuMicros(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000
}

async function run(options: autocannon.Options, pid?: number, duration = seconds) {
  const cpuBefore = pid === undefined ? 0 : cpuMicros(pid)
  const result = await autocannon({ ...options, duration })
  const cpu = pid === undefined ? 0 : cpuMicros(pid) - cpuBefore
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    cpuPerRequest: result.requests.total > 0 ? cpu / result.requests.total : 0,
  }
}

const range = (values: number[]) => `${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)}`

const rows: string[] = []
const adminUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL']
const fresh = adminUrl ? await createFreshPgDatabase(adminUrl, 'finaverse_bench') : undefined
try {
  // BENCH_SERVER: another app server script (a copy of an earlier version's bench/server.ts and src, to compare).
  // Its BENCH_DATABASE_URL is the fresh database's, or empty (PGlite); never the admin URL given to this script.
  const server = await start(process.env['BENCH_SERVER'] ?? 'server.ts', [], {
    BENCH_DATABASE_URL: fresh?.url ?? '',
  })
  const url = server.url
  const bare = await start('bare-server.ts', [url])
  const targets = [
    { url, pid: server.pid },
    { url: bare.url, pid: bare.pid },
    { url: `${bare.url}/json`, pid: bare.pid },
  ]
  const measured = reads.filter((r) => r.name.includes(process.env['BENCH_ONLY'] ?? ''))
  // Warm-up (JIT, caches), not measured: every read on every server first, as a server in use answers all of them.
  for (const read of measured)
    for (const target of targets) await autocannon({ ...read.options(target.url), duration: 2 })
  type Result = Awaited<ReturnType<typeof run>>
  const results = measured.map((): [Result[], Result[], Result[]] => [[], [], []])
  for (let round = 0; round < rounds; round++) {
    for (const [r, read] of measured.entries()) {
      for (let turn = 0; turn < targets.length; turn++) {
        const index = (round + turn) % targets.length
        const target = targets[index] as (typeof targets)[number]
        results[r]?.[index]?.push(await run(read.options(target.url), target.pid))
      }
    }
  }
  for (const [r, read] of measured.entries()) {
    const [app, same, json] = results[r] as [Result[], Result[], Result[]]
    const share = (baseline: Result[]) => app.map((result, i) => result.rps / (baseline[i] as Result).rps)
    const cpu = (of: Result[]) => median(of.map((result) => result.cpuPerRequest)).toFixed(1)
    rows.push(
      `| ${read.name} | ${median(app.map((r) => r.rps))} | ${median(app.map((r) => r.p99))} | ${app.reduce((sum, r) => sum + r.errors, 0)} | ${median(same.map((r) => r.rps))} | **${median(share(same)).toFixed(2)}** (${range(share(same))}) | ${cpu(app)} / ${cpu(same)} | ${median(json.map((r) => r.rps))} | ${median(share(json)).toFixed(2)} (${range(share(json))}) |`,
    )
  }
  if (process.env['BENCH_LOGIN'] !== '0') {
    const login = await run(
      {
        url: `${url}/account/login`,
        method: 'POST',
        headers: form,
        body: 'email=bench%40example.com&password=Secret%23123',
        connections: 4,
      },
      undefined,
      5,
    )
    rows.push(`| POST /account/login (argon2id) | ${login.rps} | ${login.p99} | ${login.errors} | | | | | |`)
  }
} finally {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        }),
    ),
  )
  await fresh?.drop()
}
console.log(
  `\nthe app on ${fresh ? 'PostgreSQL (a fresh database)' : 'PGlite in memory'}; ${rounds} rounds of ${seconds} s; medians (range of the rounds' ratios)\n| endpoint | req/s | p99 ms | errors | bare Fastify, same bytes, req/s | app / bare (goal >= 0.8) | server CPU µs per request, app / bare | bare Fastify, same JSON only, req/s | app / bare JSON only |\n|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
)
