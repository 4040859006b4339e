// `pnpm --filter @finaverse/server bench`: autocannon on loopback against a server in a child process; prints
// req/s and p99 latency for the cached price read, content getList and login. BENCH_SECONDS sets each run (default 5).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const here = path.dirname(fileURLToPath(import.meta.url))
const seconds = Number(process.env['BENCH_SECONDS'] ?? 5)
const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts')], {
  stdio: ['ignore', 'pipe', 'inherit'],
})
const url = await new Promise<string>((resolve, reject) => {
  child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
})

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const scenarios: { name: string; options: autocannon.Options }[] = [
  { name: 'GET /price (cached)', options: { url: `${url}/price`, connections: 20 } },
  {
    name: 'POST /content/news/getList',
    options: {
      url: `${url}/content/news/getList`,
      method: 'POST',
      headers: form,
      body: 'lang=en&pageSize=10',
      connections: 20,
    },
  },
  {
    name: 'POST /account/login (argon2id)',
    options: {
      url: `${url}/account/login`,
      method: 'POST',
      headers: form,
      body: 'email=bench%40example.com&password=Secret%23123',
      connections: 4,
    },
  },
]

const rows: string[] = []
try {
  for (const scenario of scenarios) {
    const result = await autocannon({ ...scenario.options, duration: seconds })
    const errors = result.non2xx + result.errors + result.timeouts
    rows.push(
      `| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${errors} |`,
    )
  }
} finally {
  child.kill('SIGTERM')
}
console.log(`\n| endpoint | req/s | p99 ms | errors |\n|---|---|---|---|\n${rows.join('\n')}`)
