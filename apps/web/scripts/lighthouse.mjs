#!/usr/bin/env node
// Lighthouse (through @lhci/cli, in the Chromium of ./find-chromium.mjs) on the built site with the API and chains
// running: prints the performance and accessibility scores and the LCP of `/` and `/zh` on the default simulated
// mobile profile.
// Goals: performance >= 90, accessibility 100, LCP <= 2.5 s. Reports stay in .lighthouseci/ (not committed).
// Options: `--runs=N` (default 1) measures each page N times and prints the medians; `--compare=<dir>` also serves
// another build of the site (e.g. the previous commit's `dist/`, copied away) on the same stack and measures it in
// the same rounds, alternating with this one, so both see the same machine load. The machine's load average is
// printed with each round (these machines are shared).
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findChromium } from './find-chromium.mjs'
import { log, startStack, stopAll, webDir } from './stack.mjs'

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)

/** One `lhci collect` of the URLs; returns a row per URL. */
async function collect(chrome, urls, site) {
  const outDir = path.join(webDir, '.lighthouseci')
  rmSync(outDir, { recursive: true, force: true })
  const args = [
    'exec',
    'lhci',
    'collect',
    ...urls.map((url) => `--url=${url}`),
    '--numberOfRuns=1',
    `--chromePath=${chrome}`,
    '--settings.chromeFlags=--headless=new --no-sandbox --disable-dev-shm-usage --disable-gpu',
  ]
  log(`lhci ${args.slice(2).join(' ')}`)
  const code = await new Promise((resolve) => {
    const child = spawn('pnpm', args, { cwd: webDir, stdio: 'inherit' })
    child.on('exit', (c) => resolve(c ?? 1))
  })
  // A run Chrome could not load (a page load refused under load) is reported and left out, not the series.
  if (code !== 0) log(`lhci collect exited with ${code}: runs without a result are left out`)
  const rows = []
  for (const file of readdirSync(outDir).filter((f) => /^lhr-.*\.json$/.test(f))) {
    const lhr = JSON.parse(readFileSync(path.join(outDir, file), 'utf8'))
    if (lhr.runtimeError) continue
    rows.push({
      site,
      url: new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcp: (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
      tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      load: os.loadavg()[0].toFixed(1),
    })
  }
  return rows.sort((a, b) => a.url.localeCompare(b.url))
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function main() {
  const chrome = (await findChromium({ log })).path
  const runs = Number(option('runs') ?? 1)
  const compare = option('compare')
  const stack = await startStack(compare ? { compareDist: path.resolve(compare) } : {})
  const sites = [['this', stack.webUrl], ...(compare ? [['compare', stack.compareUrl]] : [])]
  const rows = []
  for (let round = 0; round < runs; round += 1) {
    // Alternating which build goes first, so neither always gets the quieter moment.
    const order = round % 2 ? [...sites].reverse() : sites
    for (const [site, url] of order) {
      const found = await collect(chrome, [`${url}/`, `${url}/zh`], site)
      // Printed as they come, so a long series stopped half-way still tells what it measured.
      for (const r of found)
        log(
          `round ${round + 1} ${site} ${r.url}: ${r.performance}, LCP ${r.lcp.toFixed(2)} s, TBT ${r.tbt} ms, load ${r.load}`,
        )
      rows.push(...found)
    }
  }
  console.log('\nLighthouse (simulated mobile), every run (load: the 1-minute load average):')
  console.table(
    rows.map((r) => ({ ...r, lcp: `${r.lcp.toFixed(2)} s`, tbt: `${r.tbt} ms`, cls: r.cls.toFixed(3) })),
  )
  const groups = new Map()
  for (const r of rows) groups.set(`${r.site} ${r.url}`, [...(groups.get(`${r.site} ${r.url}`) ?? []), r])
  console.log(`Medians of ${runs} run(s):`)
  console.table(
    [...groups].map(([key, rs]) => ({
      page: key,
      performance: median(rs.map((r) => r.performance)),
      accessibility: median(rs.map((r) => r.accessibility)),
      lcp: `${median(rs.map((r) => r.lcp)).toFixed(2)} s`,
      tbt: `${median(rs.map((r) => r.tbt))} ms`,
      scores: rs.map((r) => r.performance).join(', '),
    })),
  )
  return 0
}

main()
  .then(async (code) => {
    await stopAll()
    process.exit(code)
  })
  .catch(async (error) => {
    console.error(`\x1b[31m[lighthouse]\x1b[0m ${error.message}`)
    await stopAll()
    process.exit(1)
  })
