// `pnpm --filter @finaverse/server exec tsx bench/withdrawals.ts`: withdrawal requests per second (POST
// /account/withdrawFina, each with a new idempotency key) on PGlite and, when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set, on PostgreSQL (a fresh database, dropped after). Two loads per database: 200 accounts
// (rows locked independently) and one account (every request waits for the same balance row lock).
// BENCH_SECONDS sets each run (default 5). Goal: PostgreSQL, 200 accounts, >= 1,000 req/s with p99 <= 50 ms.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { createFreshPgDatabase } from '../test/helpers.js'
import { startFlags } from './node-flags.js'
import { withdrawalRequest } from './players.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const seconds = Number(process.env['BENCH_SECONDS'] ?? 5)
const adminUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL']

async function startServer(databaseUrl: string | undefined) {
  const child = spawn(
    process.execPath,
    [...startFlags(), '--import', 'tsx', path.join(here, 'withdrawal-server.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      // The PGlite server must not inherit the admin URL given as BENCH_DATABASE_URL.
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
    },
  )
  const line = await new Promise<string>((resolve, reject) => {
    let buffer = ''
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      if (buffer.includes('\n')) resolve(buffer.slice(0, buffer.indexOf('\n')))
    })
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
  })
  const { url, tokens } = JSON.parse(line) as { url: string; tokens: string[] }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { url, tokens, stop }
}

let round = 0
/** Withdrawals from `tokens` for the bench's duration; each round has keys of its own (the server answers a repeated
 * key from its first answer). */
async function load(url: string, tokens: string[]) {
  const result = await autocannon({
    url: `${url}/account/withdrawFina`,
    method: 'POST',
    connections: 20,
    duration: seconds,
    requests: [withdrawalRequest(tokens, `bench-${round++}`)],
  })
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  }
}

const rows: string[] = []
const databases: { name: string; url: string | undefined }[] = [{ name: 'PGlite', url: undefined }]
const fresh = adminUrl ? await createFreshPgDatabase(adminUrl, 'finaverse_bench') : undefined
if (fresh) databases.push({ name: 'PostgreSQL', url: fresh.url })
try {
  for (const database of databases) {
    const server = await startServer(database.url)
    try {
      for (const [label, tokens] of [
        ['200 accounts', server.tokens],
        ['1 account', server.tokens.slice(0, 1)],
      ] as const) {
        const { rps, p99, errors } = await load(server.url, tokens)
        rows.push(`| ${database.name} | ${label} | ${rps} | ${p99} | ${errors} |`)
      }
    } finally {
      await server.stop()
    }
  }
} finally {
  await fresh?.drop()
}
console.log(
  `\n| database | withdrawals from | req/s | p99 ms | errors |\n|---|---|---|---|---|\n${rows.join('\n')}\n` +
    'goal: PostgreSQL, 200 accounts, >= 1000 req/s with p99 <= 50 ms',
)
