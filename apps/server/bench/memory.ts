// `pnpm --filter @finaverse/server bench:memory`: the content-cache flood, measured. Anonymous clients ask content getList for
// large pages (about 2 MB each: ITEMS news items of ~20 KB) under REQUESTS distinct spellings (default 3,000): every
// field order and direction the whitelist allows, page sizes 60-100, both `order`s, and random spaces and repeated or
// trailing terms (which the api normalises away). The api runs in this process (PGlite in memory, or PostgreSQL at
// BENCH_DATABASE_URL / TEST_DATABASE_URL, a fresh database) with the node flags of `pnpm start` plus `--expose-gc`
// (`pnpm bench:memory` gives them), CONTENT_CACHE_MB as configured (default 32). Every 250 requests it prints the heap
// in use after a full collection, the content cache's entries and bytes, and the process's RSS; at the end, the peak
// and whether it stayed within the stated bound: the heap in use before the load, plus the cache's byte bound, plus
// 64 MB for answers in flight (CONCURRENCY of them, default 4, each held as the JSON text and its UTF-8 bytes).
import v8 from 'node:v8'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { openDatabase } from '../src/db/client.js'
import { content } from '../src/db/schema.js'
import { createFreshPgDatabase } from '../test/helpers.js'

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with --expose-gc (pnpm bench:memory)')
const requests = Number(process.env['REQUESTS'] ?? 3000)
const items = Number(process.env['ITEMS'] ?? 100)
const concurrency = Number(process.env['CONCURRENCY'] ?? 4)
const cacheMb = Number(process.env['CONTENT_CACHE_MB'] ?? 32)

const adminUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL']
const fresh = adminUrl ? await createFreshPgDatabase(adminUrl, 'finaverse_bench') : undefined
const database = await openDatabase(fresh ? { databaseUrl: fresh.url } : { dataDir: 'memory://' })
const body = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(350)
for (let i = 0; i < items; i += 20)
  await database.db.insert(content).values(
    Array.from({ length: Math.min(20, items - i) }, (_, j) => ({
      kind: 'news',
      gameId: 67,
      lang: 'en',
      title: `News ${i + j}`,
      summary: `Summary ${i + j}`,
      body: `${body}${i + j}`,
      isRecommend: (i + j) % 3,
      createdate: new Date(Date.UTC(2024, 0, 1) + (i + j) * 3_600_000),
    })),
  )
const config = {
  ...loadConfig({ FINAVERSE_MODE: 'local', LOG_LEVEL: 'silent', CONTENT_CACHE_MB: String(cacheMb) }),
  rateLimitFactor: 1_000_000,
}
const app = await buildApp({ database, config, logger: false })
const url = await app.listen({ port: 0, host: '127.0.0.1' })
const cache = app.answerCaches['content']
if (!cache) throw new Error('no content cache')

const fields = ['is_recommend', 'createdate', 'id', 'title']
/** A random spelling of a random order: fields in any order, directions or none, spaces, a repeated field. */
function spelling(i: number): string {
  const shuffled = [...fields].sort(() => Math.random() - 0.5).slice(0, 1 + (i % 4))
  const spaces = () => ' '.repeat(Math.floor(Math.random() * 3))
  const terms = shuffled.map((field) => {
    const direction = ['', ' asc', ' desc'][Math.floor(Math.random() * 3)]
    return `${spaces()}${field}${direction?.replace(' ', ' '.repeat(1 + Math.floor(Math.random() * 3)))}${spaces()}`
  })
  if (Math.random() < 0.3) terms.push(terms[0] as string)
  return terms.join(',').slice(0, 100)
}

const heapMb = () => {
  gc?.()
  return v8.getHeapStatistics().used_heap_size / 2 ** 20
}
const baseline = heapMb()
const bound = baseline + cacheMb + 64
let peak = baseline
let sent = 0
let failed = 0
let dropped = 0
let bytes = 0
console.log(
  `${items} items, ${requests} requests, ${concurrency} at a time; heap before the load ${baseline.toFixed(1)} MB; bound ${bound.toFixed(1)} MB`,
)
console.log('| requests | heap in use MB | cache entries | cache MB | rss MB |\n|---|---|---|---|---|')
const started = performance.now()
async function client() {
  while (sent < requests) {
    const i = sent++
    const form = new URLSearchParams({
      sort: spelling(i),
      order: i % 2 === 0 ? 'asc' : 'desc',
      pageSize: String(60 + (i % 41)),
    })
    try {
      const response = await fetch(`${url}/content/news/getList`, { method: 'POST', body: form })
      const text = await response.text()
      if (response.status !== 200) failed++
      bytes += text.length
    } catch {
      // A socket the server dropped (its 10-s idle timeout while the answer waited for the database).
      dropped++
    }
    if ((i + 1) % 250 === 0) {
      const heap = heapMb()
      peak = Math.max(peak, heap)
      const stats = cache?.stats()
      console.log(
        `| ${i + 1} | ${heap.toFixed(1)} | ${stats?.entries} | ${((stats?.bytes ?? 0) / 2 ** 20).toFixed(1)} | ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} |`,
      )
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, client))
const seconds = (performance.now() - started) / 1000
console.log(
  `\n${requests} requests in ${seconds.toFixed(1)} s (${(bytes / 2 ** 20 / requests).toFixed(2)} MB an answer on average), ${failed} not 200, ${dropped} dropped sockets; peak heap in use ${peak.toFixed(1)} MB: ${peak <= bound ? 'within' : 'OVER'} the bound of ${bound.toFixed(1)} MB`,
)
await app.close()
await database.close()
await fresh?.drop()
if (peak > bound || failed > 0) process.exitCode = 1
