#!/usr/bin/env node
// Lighthouse (through @lhci/cli, in the Chromium of ./find-chromium.mjs) on the built site with the API and chains
// running: prints the performance and accessibility scores and the LCP of `/` and `/zh` on the default simulated
// mobile profile.
// Goals: performance >= 90, accessibility 100, LCP <= 2.5 s. Reports stay in .lighthouseci/ (not committed).
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { findChromium } from './find-chromium.mjs'
import { log, startStack, stopAll, webDir } from './stack.mjs'

async function main() {
  const chrome = (await findChromium({ log })).path
  const { webUrl } = await startStack()
  const outDir = path.join(webDir, '.lighthouseci')
  rmSync(outDir, { recursive: true, force: true })
  const args = [
    'exec',
    'lhci',
    'collect',
    `--url=${webUrl}/`,
    `--url=${webUrl}/zh`,
    '--numberOfRuns=1',
    `--chromePath=${chrome}`,
    '--settings.chromeFlags=--headless=new --no-sandbox --disable-dev-shm-usage --disable-gpu',
  ]
  log(`lhci ${args.slice(2).join(' ')}`)
  const code = await new Promise((resolve) => {
    const child = spawn('pnpm', args, { cwd: webDir, stdio: 'inherit' })
    child.on('exit', (c) => resolve(c ?? 1))
  })
  if (code !== 0) return code
  const rows = []
  for (const file of readdirSync(outDir).filter((f) => /^lhr-.*\.json$/.test(f))) {
    const lhr = JSON.parse(readFileSync(path.join(outDir, file), 'utf8'))
    rows.push({
      url: new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcp: `${((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} s`,
      tbt: `${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms`,
      cls: (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    })
  }
  rows.sort((a, b) => a.url.localeCompare(b.url))
  console.log('\nLighthouse (simulated mobile):')
  console.table(rows)
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
