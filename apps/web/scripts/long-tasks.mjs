#!/usr/bin/env node
// The long tasks of a page load as the page itself reports them (PerformanceObserver `longtask`), on the project's
// own stack (API, keeper and both devnets: the screens read their chain data for real), in Chromium at 4x CPU
// slowdown and a 412 px phone viewport, one fresh browser context per load. Prints, per page, the medians of the
// observed TBT (each long task's time over 50 ms, summed, from navigation start to 8 s after `load`) and of the long
// tasks' time. Wall-clock figures, so a loaded machine stretches them: compare builds with `--compare=<other dist>`
// (served on the same stack, loads alternating), not runs hours apart. Lighthouse's simulated TBT on these 2-core
// machines moves by hundreds of ms between two runs of the same page (scripts/lighthouse.mjs); this measures what
// the page ran. A benchmark, not a test: it exits 0 whatever it measures.
// `node scripts/long-tasks.mjs --routes=/,/mint [--runs=5] [--compare=<dir>]`
import path from 'node:path'
import { chromium } from '@playwright/test'
import { findChromium } from './find-chromium.mjs'
import { log, startStack, stopAll } from './stack.mjs'

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function load(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  })
  try {
    await context.addInitScript(() => {
      const tasks = []
      Object.assign(window, { __longTasks: tasks })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(8000)
    const tasks = await page.evaluate(() => /** @type {number[]} */ (window.__longTasks))
    return {
      tbt: Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
      longTasks: Math.round(tasks.reduce((sum, duration) => sum + duration, 0)),
    }
  } finally {
    await context.close()
  }
}

async function main() {
  const routes = (option('routes') ?? '/').split(',')
  const runs = Number(option('runs') ?? 5)
  const compare = option('compare')
  const stack = await startStack(compare ? { compareDist: path.resolve(compare) } : {})
  const sites = [['this', stack.webUrl], ...(compare ? [['compare', stack.compareUrl]] : [])]
  const browser = await chromium.launch({
    executablePath: (await findChromium({ log })).path,
    args: ['--disable-dev-shm-usage', '--disable-gpu'],
  })
  const results = new Map()
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const [site, base] of round % 2 ? [...sites].reverse() : sites) {
        for (const route of routes) {
          const result = await load(browser, `${base}${route}`)
          log(`round ${round + 1} ${site} ${route}: TBT ${result.tbt} ms, long tasks ${result.longTasks} ms`)
          const key = `${site} ${route}`
          results.set(key, [...(results.get(key) ?? []), result])
        }
      }
    }
  } finally {
    await browser.close()
  }
  console.log(`Medians of ${runs} load(s), 4x CPU, 412 px:`)
  console.table(
    [...results].map(([page, rs]) => ({
      page,
      'observed TBT (ms)': median(rs.map((r) => r.tbt)),
      'long tasks (ms)': median(rs.map((r) => r.longTasks)),
      'every TBT': rs.map((r) => r.tbt).join(' '),
    })),
  )
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => stopAll())
