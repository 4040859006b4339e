// `pnpm --filter @finaverse/server bench`: autocannon on loopback against the app in a child process; prints req/s
// and p99 latency for the cached price read, content getList and login. The cached reads alternate with the same
// request to a bare Fastify route answering the same bytes (bench/bare-server.ts, another child process), ROUNDS
// times after a 2-second warm-up of each, and the table gives the app's share of the bare rate. BENCH_SECONDS sets each run (default 5).
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const here = path.dirname(fileURLToPath(import.meta.url))
const seconds = Number(process.env['BENCH_SECONDS'] ?? 5)
const rounds = Number(process.env['ROUNDS'] ?? 2)
const children: ChildProcess[] = []

/** Starts a bench server script in a child process; resolves with the URL it prints. */
async function start(script: string, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  return new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))
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

async function run(options: autocannon.Options) {
  const result = await autocannon({ ...options, duration: seconds })
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  }
}

const rows: string[] = []
try {
  const url = await start('server.ts')
  const bare = await start('bare-server.ts', url)
  for (const read of reads) {
    // Warm-up (JIT, caches), not measured.
    for (const target of [url, bare]) await autocannon({ ...read.options(target), duration: 2 })
    for (let round = 1; round <= rounds; round++) {
      const app = await run(read.options(url))
      const baseline = await run(read.options(bare))
      rows.push(
        `| ${read.name}, round ${round} | ${app.rps} | ${app.p99} | ${app.errors} | ${baseline.rps} | ${(app.rps / baseline.rps).toFixed(2)} |`,
      )
    }
  }
  const login = await run({
    url: `${url}/account/login`,
    method: 'POST',
    headers: form,
    body: 'email=bench%40example.com&password=Secret%23123',
    connections: 4,
  })
  rows.push(`| POST /account/login (argon2id) | ${login.rps} | ${login.p99} | ${login.errors} | | |`)
} finally {
  for (const child of children) child.kill('SIGTERM')
}
console.log(
  `\n| endpoint | req/s | p99 ms | errors | bare Fastify req/s | app / bare |\n|---|---|---|---|---|---|\n${rows.join('\n')}`,
)
