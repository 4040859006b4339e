// `pnpm --filter @finaverse/server bench`: autocannon on loopback against the app in a child process, started with the
// node flags of `pnpm start`. For each public read it prints the requests per second of the plain Fastify path (no
// validator: every request answered in full, 200) and of revalidations (`If-None-Match` with the answer's ETag, as a
// CDN or a browser sends once its copy is stale), with the share of those answered `304 Not Modified`; then
// content getList (a POST read: no HTTP cache) and login. Each run is BENCH_SECONDS long (default 3), ROUNDS times
// (default 3; the median is printed). BENCH_ONLY keeps the reads whose name contains it, BENCH_LOGIN=0 skips login.
// The app logs as in production (LOG_LEVEL info, to /dev/null). It runs on PGlite in memory, or on PostgreSQL (a
// fresh database, dropped after) when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { createFreshPgDatabase } from '../test/helpers.js'
import { median } from './median.js'
import { startFlags } from './node-flags.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const seconds = Number(process.env['BENCH_SECONDS'] ?? 3)
const rounds = Number(process.env['ROUNDS'] ?? 3)

/** Starts the bench server in a child process; resolves with the URL it prints. */
async function start(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [...startFlags(), '--import', 'tsx', path.resolve(here, 'server.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  )
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve({ url: chunk.toString().trim(), child }))
    child.once('exit', (code) => reject(new Error(`server.ts exited with ${code}`)))
  })
}

type Result = { rps: number; p99: number; errors: number; notModified: number; total: number }

async function run(options: autocannon.Options, duration = seconds): Promise<Result> {
  let notModified = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration }, (error, done) =>
      error ? reject(error) : resolve(done),
    )
    instance.on('response', (_client, statusCode) => {
      if (statusCode === 304) notModified++
    })
  })
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    // 304 is a success here; anything else outside 2xx is an error.
    errors: result.non2xx - notModified + result.errors + result.timeouts,
    notModified,
    total: result.requests.total,
  }
}

const reads = ['/price', '/tvls', '/content/news/getById?id=1', '/hero/kingList'].filter((read) =>
  read.includes(process.env['BENCH_ONLY'] ?? ''),
)
const rows: string[] = []
const adminUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL']
const fresh = adminUrl ? await createFreshPgDatabase(adminUrl, 'finaverse_bench') : undefined
const server = await start({ BENCH_DATABASE_URL: fresh?.url ?? '' })
try {
  const url = server.url
  for (const read of reads) {
    const first = await fetch(`${url}${read}`)
    const tag = first.headers.get('etag')
    if (first.status !== 200 || !tag) throw new Error(`${read}: ${first.status}, etag ${tag}`)
    // Warm-up (JIT, caches), not measured.
    await autocannon({ url: `${url}${read}`, connections: 20, duration: 1 })
    const plain: Result[] = []
    const revalidated: Result[] = []
    for (let round = 0; round < rounds; round++) {
      plain.push(await run({ url: `${url}${read}`, connections: 20 }))
      // The current tag (a price snapshot refreshes every PRICE_CACHE_MS, and with it the tag).
      const current = (await fetch(`${url}${read}`)).headers.get('etag') ?? tag
      revalidated.push(
        await run({ url: `${url}${read}`, connections: 20, headers: { 'if-none-match': current } }),
      )
    }
    const share = (results: Result[]) =>
      `${((100 * results.reduce((sum, r) => sum + r.notModified, 0)) / results.reduce((sum, r) => sum + r.total, 0)).toFixed(1)} %`
    rows.push(
      `| GET ${read} | ${median(plain.map((r) => r.rps))} | ${median(plain.map((r) => r.p99))} | ${median(revalidated.map((r) => r.rps))} | ${share(revalidated)} | ${[...plain, ...revalidated].reduce((sum, r) => sum + r.errors, 0)} |`,
    )
  }
  if ('/content/news/getList'.includes(process.env['BENCH_ONLY'] ?? '')) {
    const list: Result[] = []
    for (let round = 0; round < rounds; round++)
      list.push(
        await run({
          url: `${url}/content/news/getList`,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'lang=en&pageSize=10',
          connections: 20,
        }),
      )
    rows.push(
      `| POST /content/news/getList | ${median(list.map((r) => r.rps))} | ${median(list.map((r) => r.p99))} | (a POST) | | ${list.reduce((sum, r) => sum + r.errors, 0)} |`,
    )
  }
  if (process.env['BENCH_LOGIN'] !== '0') {
    const login = await run(
      {
        url: `${url}/account/login`,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=bench%40example.com&password=Secret%23123',
        connections: 4,
      },
      5,
    )
    rows.push(`| POST /account/login (argon2id) | ${login.rps} | ${login.p99} | | | ${login.errors} |`)
  }
} finally {
  await new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve()
    server.child.once('exit', () => resolve())
    server.child.kill('SIGTERM')
  })
  await fresh?.drop()
}
console.log(
  `\nthe app on ${fresh ? 'PostgreSQL (a fresh database)' : 'PGlite in memory'}, node ${startFlags().join(' ')}; ${rounds} rounds of ${seconds} s, medians\n| endpoint | plain req/s | plain p99 ms | revalidation req/s | 304 share of revalidations | errors |\n|---|---|---|---|---|---|\n${rows.join('\n')}`,
)
