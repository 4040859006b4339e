#!/usr/bin/env node
// Main-thread cost of `/` and `/zh` from a trace, in a cold Chromium per run (./find-chromium.mjs), with a figure that
// a loaded machine does not stretch: each task's thread time (the trace's `tdur`: CPU time of the renderer's main
// thread, not wall time), summed, and Lighthouse's TBT rule applied to it (each task after the first paint: thread
// time x 4, the simulated mobile CPU, less 50 ms). Lighthouse's own scores on these shared 2-core machines move by 20
// points between runs minutes apart (scripts/lighthouse.mjs); this says whether a build does less work.
// `node scripts/main-thread.mjs [--runs=5] [--compare=<other dist>]`: serves dist/ (and the other build) as static
// files, the API's calls answered 503 (the landing page's reads fail after the REST client has loaded), alternating
// builds and pages, and prints every run and the medians. Not part of `test`.
import { existsSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { findChromium } from './find-chromium.mjs'

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const log = (message) => console.log(`\x1b[36m[main-thread]\x1b[0m ${message}`)
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
}

/** A static server of a build: pre-rendered pages by path (`/zh` -> zh.html), spa.html otherwise, gzip. */
function serve(root) {
  const server = http.createServer((req, res) => {
    const asked = decodeURIComponent((req.url ?? '/').split('?')[0])
    if (asked.startsWith('/api') || asked.startsWith('/rpc')) {
      res.writeHead(503)
      res.end()
      return
    }
    let file = path.join(root, asked)
    if (!(existsSync(file) && statSync(file).isFile())) {
      const page = path.join(root, asked === '/' ? 'index.html' : `${asked.replace(/\/$/, '')}.html`)
      file = existsSync(page) ? page : path.join(root, 'spa.html')
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
    res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': 'no-cache' })
    res.end(gzipSync(readFileSync(file)))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/** One cold load of `url`: thread time of the main thread's tasks, before the first paint and in all. */
async function measure(executablePath, url) {
  const browser = await chromium.launch({
    executablePath,
    args: ['--disable-dev-shm-usage', '--disable-gpu'],
  })
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    })
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
        'blink',
      ],
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(5000)
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
    const fcp = events.find((e) => e.name === 'firstContentfulPaint')
    const nav = events.filter((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.ts < fcp.ts).pop()
    const tasks = events.filter(
      (e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= nav.ts,
    )
    const ms = (task) => (task.tdur ?? task.dur) / 1000
    return {
      cpu: tasks.reduce((sum, t) => sum + ms(t), 0),
      beforePaint: tasks.filter((t) => t.ts <= fcp.ts).reduce((sum, t) => sum + ms(t), 0),
      tbtLike: tasks.filter((t) => t.ts > fcp.ts).reduce((sum, t) => sum + Math.max(0, 4 * ms(t) - 50), 0),
    }
  } finally {
    await browser.close()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function main() {
  const chrome = (await findChromium({ log })).path
  const runs = Number(option('runs') ?? 5)
  const compare = option('compare')
  const sites = [
    ['this', path.join(webDir, 'dist')],
    ...(compare ? [['compare', path.resolve(compare)]] : []),
  ]
  const servers = await Promise.all(sites.map(([, root]) => serve(root)))
  const rows = []
  try {
    for (let round = 0; round < runs; round += 1) {
      const order = sites.map((site, i) => [...site, servers[i].address().port])
      for (const [site, , port] of round % 2 ? order.reverse() : order) {
        for (const page of ['/', '/zh']) {
          const r = await measure(chrome, `http://127.0.0.1:${port}${page}`)
          rows.push({ site, page, ...r })
          log(
            `round ${round + 1} ${site} ${page}: thread time ${r.cpu.toFixed(0)} ms (${r.beforePaint.toFixed(0)} before the first paint), TBT-like ${r.tbtLike.toFixed(0)} ms`,
          )
        }
      }
    }
  } finally {
    for (const server of servers) server.close()
  }
  const groups = new Map()
  for (const r of rows) groups.set(`${r.site} ${r.page}`, [...(groups.get(`${r.site} ${r.page}`) ?? []), r])
  console.table(
    [...groups].map(([key, rs]) => ({
      page: key,
      'thread time (ms)': median(rs.map((r) => r.cpu)).toFixed(0),
      'before first paint (ms)': median(rs.map((r) => r.beforePaint)).toFixed(0),
      'TBT-like (ms)': median(rs.map((r) => r.tbtLike)).toFixed(0),
      'TBT-like, every run': rs.map((r) => r.tbtLike.toFixed(0)).join(', '),
    })),
  )
}

main().catch((error) => {
  console.error(`\x1b[31m[main-thread]\x1b[0m ${error.stack ?? error.message}`)
  process.exit(1)
})
