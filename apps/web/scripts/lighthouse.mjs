#!/usr/bin/env node
// Lighthouse (through @lhci/cli, in the Chromium of ./find-chromium.mjs) on the built site with the API and chains
// running: prints the performance, accessibility and best-practices scores, the LCP (and the element Lighthouse names as it), TBT
// and CLS of every route of the site in both languages (SITE_ROUTES of @finaverse/domain, `/x` and `/zh/x`) on the
// default simulated mobile profile, and whether
// each page meets the goals: performance >= 95, accessibility 100, LCP <= 2.5 s, CLS <= 0.05. Reports stay in
// .lighthouseci/ (not committed). A benchmark, not a test: it exits 0 whatever it measures.
// Options: `--routes=/,/mint` measures only these routes (both languages); `--url=<origin>` measures a site already
// served (e.g. the stack of `E2E_SERVE=1 pnpm test:e2e`) instead of starting one;
// `--runs=N` (default 1) measures each page N times and prints the medians; `--compare=<dir>` also serves
// another build of the site (e.g. the previous commit's `dist/`, copied away) on the same stack and measures it in
// the same rounds, alternating with this one, so both see the same machine load. The machine's load average is
// printed with each round (these machines are shared).
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SITE_ROUTES } from '@finaverse/domain'
import { findChromium } from './find-chromium.mjs'
import { log, startStack, stopAll, webDir } from './stack.mjs'

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)

/** The goals of a page (docs/benchmarks/web.md): the failed ones of a row, or 'yes'. */
const GOALS = { performance: 95, accessibility: 100, lcp: 2.5, cls: 0.05 }
function meets(row) {
  const failed = [
    row.performance < GOALS.performance && 'performance',
    row.accessibility < GOALS.accessibility && 'accessibility',
    row.lcp > GOALS.lcp && 'LCP',
    row.cls > GOALS.cls && 'CLS',
  ].filter(Boolean)
  return failed.length === 0 ? 'yes' : `no: ${failed.join(', ')}`
}

/** Every page of the routes given (all by default), English then Chinese. */
function pages() {
  const routes = option('routes')?.split(',') ?? SITE_ROUTES
  const unknown = routes.filter((route) => !SITE_ROUTES.includes(route))
  if (unknown.length > 0) throw new Error(`--routes: not a route of the site: ${unknown.join(', ')}`)
  return [...routes, ...routes.map((route) => (route === '/' ? '/zh' : `/zh${route}`))]
}

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
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      lcp: (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
      tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      load: os.loadavg()[0].toFixed(1),
      lcpElement: lcpElement(lhr),
    })
  }
  return rows.sort((a, b) => a.url.localeCompare(b.url))
}

/** The page's largest contentful paint element, as Lighthouse names it (its selector and the start of its HTML). */
function lcpElement(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]
  const node = table?.items?.[0]?.node ?? table?.node
  if (!node) return ''
  return `${node.selector ?? ''} ${String(node.snippet ?? '').slice(0, 80)}`.trim()
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
  const served = option('url')?.replace(/\/$/, '')
  if (served && compare) throw new Error('--url and --compare: one or the other')
  const stack = served
    ? { webUrl: served }
    : await startStack(compare ? { compareDist: path.resolve(compare) } : {})
  const sites = [['this', stack.webUrl], ...(compare ? [['compare', stack.compareUrl]] : [])]
  const paths = pages()
  const rows = []
  for (let round = 0; round < runs; round += 1) {
    // Alternating which build goes first, so neither always gets the quieter moment.
    const order = round % 2 ? [...sites].reverse() : sites
    for (const [site, url] of order) {
      const found = await collect(
        chrome,
        paths.map((p) => `${url}${p}`),
        site,
      )
      // Printed as they come, so a long series stopped half-way still tells what it measured.
      for (const r of found)
        log(
          `round ${round + 1} ${site} ${r.url}: ${r.performance}/${r.accessibility}/${r.bestPractices}, LCP ${r.lcp.toFixed(2)} s, TBT ${r.tbt} ms, CLS ${r.cls.toFixed(3)}, load ${r.load}; LCP element ${r.lcpElement || '-'}`,
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
    [...groups].map(([key, rs]) => {
      const m = {
        performance: median(rs.map((r) => r.performance)),
        accessibility: median(rs.map((r) => r.accessibility)),
        bestPractices: median(rs.map((r) => r.bestPractices)),
        lcp: median(rs.map((r) => r.lcp)),
        cls: median(rs.map((r) => r.cls)),
      }
      return {
        page: key,
        performance: m.performance,
        accessibility: m.accessibility,
        bestPractices: m.bestPractices,
        lcp: `${m.lcp.toFixed(2)} s`,
        tbt: `${median(rs.map((r) => r.tbt))} ms`,
        cls: m.cls.toFixed(3),
        goals: meets(m),
        scores: rs.map((r) => r.performance).join(', '),
      }
    }),
  )
  console.log(
    `Goals: performance >= ${GOALS.performance}, accessibility ${GOALS.accessibility}, LCP <= ${GOALS.lcp} s, CLS <= ${GOALS.cls}.`,
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
