// The server under load for `pnpm bench`: in-memory PGlite (or PostgreSQL at BENCH_DATABASE_URL, a fresh database)
// with demo data and one account, a price service over a stub chain (the cached-read path is what is measured), rate
// limits lifted. Prints its URL on stdout; on SIGTERM, one JSON line on stderr with its young generation's size.

import { PerformanceObserver } from 'node:perf_hooks'
import v8 from 'node:v8'
import { finaPairAbi } from '@finaverse/contracts'
import { pino } from 'pino'
import {
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  type PublicClient,
  parseEther,
  type Transport,
} from 'viem'
import { buildApp } from '../src/app.js'
import { hashPassword } from '../src/auth/passwords.js'
import { loadConfig } from '../src/config.js'
import { openDatabase } from '../src/db/client.js'
import { accounts } from '../src/db/schema.js'
import { createPriceService } from '../src/market-data/prices.js'
import { seedDemoData } from '../src/seed.js'

const FINA = '0x00000000000000000000000000000000000000f1'
const BUSD = '0x00000000000000000000000000000000000000b5'
const client = createPublicClient({
  transport: custom({
    async request({ method, params }) {
      if (method !== 'eth_call') return '0x7a69'
      const { data } = (params as [{ data: `0x${string}` }])[0]
      const { functionName } = decodeFunctionData({ abi: finaPairAbi, data })
      const result =
        functionName === 'getReserves'
          ? [parseEther('1000000'), parseEther('50000'), 0]
          : functionName === 'token0'
            ? FINA
            : functionName === 'token1'
              ? BUSD
              : parseEther('100000')
      return encodeFunctionResult({ abi: finaPairAbi, functionName, result } as never)
    },
  }),
}) as PublicClient<Transport>

// Logging as in production (LOG_LEVEL info, the api's default), written to /dev/null; BENCH_LOG=off: no logger.
const logOff = process.env['BENCH_LOG'] === 'off'
const config = {
  ...loadConfig({ FINAVERSE_MODE: 'local', LOG_LEVEL: logOff ? 'silent' : 'info' }),
  rateLimitFactor: 1_000_000,
}
const databaseUrl = process.env['BENCH_DATABASE_URL']
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: 'memory://' })
await seedDemoData(database.db)
await database.db.insert(accounts).values({
  address: '0x0000000000000000000000000000000000000b01',
  email: 'bench@example.com',
  passwordHash: await hashPassword('Secret#123'),
})
const prices = createPriceService(
  () => [
    {
      chainId: 31337,
      client,
      fina: FINA,
      pairs: { 'FINA-BUSD': '0x0000000000000000000000000000000000000101' },
      farm: undefined,
      blocksPerYear: 10_512_000,
    },
  ],
  config.priceCacheMs,
)
const app = await buildApp({
  database,
  config,
  prices,
  ...(logOff ? { logger: false } : { logStream: pino.destination('/dev/null') }),
})
const url = await app.listen({ port: 0, host: '127.0.0.1' })
console.log(url)
if (process.env['BENCH_GC'] === '1') traceCollections()

/**
 * BENCH_GC=1: every 2 seconds, one line on stderr with this process's young generation size, its old generation in
 * use, and the count and time of V8's collections since the last line by kind (1 a scavenge, 4 a mark-compact, 8
 * incremental marking): how the seventh tuning pass (git history of docs/benchmarks/server.md) told a process
 * whose young generation had shrunk.
 */
function traceCollections() {
  const collections = new Map<number, { count: number; ms: number }>()
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind ?? 0
      const seen = collections.get(kind) ?? { count: 0, ms: 0 }
      collections.set(kind, { count: seen.count + 1, ms: seen.ms + entry.duration })
    }
  }).observe({ entryTypes: ['gc'] })
  setInterval(() => {
    const spaces = v8.getHeapSpaceStatistics()
    const mb = (name: string, field: 'space_size' | 'space_used_size') =>
      Math.round((spaces.find((space) => space.space_name === name)?.[field] ?? 0) / 2 ** 20)
    const kinds = [...collections].map(([kind, { count, ms }]) => `${kind}: ${count} in ${ms.toFixed(0)} ms`)
    process.stderr.write(
      `[gc ${process.pid}] young ${mb('new_space', 'space_size')} MB, old ${mb('old_space', 'space_used_size')} MB in use; ${kinds.join(', ') || 'none'}\n`,
    )
    collections.clear()
  }, 2000).unref()
}
process.once(
  'SIGTERM',
  () =>
    void app.close().then(async () => {
      const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')
      process.stderr.write(`${JSON.stringify({ youngGenerationMB: (young?.space_size ?? 0) / 2 ** 20 })}\n`)
      await database.close()
      process.exit(0)
    }),
)
