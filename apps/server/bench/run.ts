// `pnpm --filter @finaverse/server bench`: autocannon on loopback against the app in a child process; prints req/s
// and p99 latency for the cached price read, content getList and login. The cached reads alternate with the same
// request to a bare Fastify route answering the same bytes (bench/bare-server.ts, another child process), ROUNDS
// times after a 2-second warm-up of each, and the table gives the app's share of the bare rate and each server's CPU time per
// request (less sensitive to other work on a shared machine). BENCH_SECONDS sets each run (default 5), BENCH_ONLY
// keeps the reads whose name contains it, BENCH_LOGIN=0 skips login. The app logs as in production (LOG_LEVEL info,
// to /dev/null; BENCH_LOG=off: no logger); BENCH_SERVER names another app server script, e.g. an earlier version's
// bench/server.ts copied beside its src/ (`BENCH_SERVER=../.base/bench/server.ts`), to compare in one sitting.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const here = path.dirname(fileURLToPath(import.meta.url))
const seconds = Number(process.env['BENCH_SECONDS'] ?? 5)
const rounds = Number(process.env['ROUNDS'] ?? 2)
const children: ChildProcess[] = []

/** Starts a bench server script in a child process; resolves with the URL it prints. */
async function start(script: string, ...args: string[]): Promise<{ url: string; pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(here, script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
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

async function run(options: autocannon.Options, pid?: number) {
  const cpuBefore = pid === undefined ? 0 : cpuMicros(pid)
  const result = await autocannon({ ...options, duration: seconds })
  const cpu = pid === undefined ? 0 : cpuMicros(pid) - cpuBefore
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    cpuPerRequest: result.requests.total > 0 ? cpu / result.requests.total : 0,
  }
}

const rows: string[] = []
try {
  // BENCH_SERVER: another app server script (a copy of an earlier version's bench/server.ts and src, to compare).
  const server = await start(process.env['BENCH_SERVER'] ?? 'server.ts')
  const url = server.url
  const bare = await start('bare-server.ts', url)
  for (const read of reads.filter((r) => r.name.includes(process.env['BENCH_ONLY'] ?? ''))) {
    // Warm-up (JIT, caches), not measured.
    for (const target of [url, bare.url]) await autocannon({ ...read.options(target), duration: 2 })
    for (let round = 1; round <= rounds; round++) {
      const app = await run(read.options(url), server.pid)
      const baseline = await run(read.options(bare.url), bare.pid)
      rows.push(
        `| ${read.name}, round ${round} | ${app.rps} | ${app.p99} | ${app.errors} | ${baseline.rps} | ${(app.rps / baseline.rps).toFixed(2)} | ${app.cpuPerRequest.toFixed(1)} / ${baseline.cpuPerRequest.toFixed(1)} | ${(baseline.cpuPerRequest / app.cpuPerRequest).toFixed(2)} |`,
      )
    }
  }
  if (process.env['BENCH_LOGIN'] !== '0') {
    const login = await run({
      url: `${url}/account/login`,
      method: 'POST',
      headers: form,
      body: 'email=bench%40example.com&password=Secret%23123',
      connections: 4,
    })
    rows.push(`| POST /account/login (argon2id) | ${login.rps} | ${login.p99} | ${login.errors} | | | | |`)
  }
} finally {
  for (const child of children) child.kill('SIGTERM')
}
console.log(
  `\n| endpoint | req/s | p99 ms | errors | bare Fastify req/s | app / bare | server CPU µs per request, app / bare | bare / app CPU |\n|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
)
