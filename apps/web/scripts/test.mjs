#!/usr/bin/env node
// `pnpm test` of the web: two lanes at once, and it fails when either fails.
//   unit lane:    vitest (jsdom) then size-limit, niced, its output printed when it ends;
//   browser lane: ./e2e.mjs (the devnet stack, then Playwright), its output streamed.
// The browser lane is the longest chain of the whole `pnpm test` and mostly waits on interval-mined chains and the
// keeper; the unit lane is pure CPU. Run one after the other, the browser tests started only after the unit tests;
// side by side, the unit tests fill the browser lane's waits (stack start-up, block intervals).
// Arguments are passed to Playwright (as with `test:e2e`).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const nice = process.platform === 'win32' ? [] : ['nice', '-n', '5']

/** Runs a command; resolves with its exit code and, when `buffer`, its output. */
function run(command, args, { buffer = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: web, stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    const output = []
    if (buffer) {
      child.stdout.on('data', (chunk) => output.push(chunk))
      child.stderr.on('data', (chunk) => output.push(chunk))
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString() }))
  })
}

async function unitLane() {
  const started = Date.now()
  const steps = [
    ['unit tests', [...nice, 'pnpm', 'exec', 'vitest', 'run']],
    ['size budgets', [...nice, 'pnpm', 'exec', 'size-limit']],
  ]
  for (const [name, [command, ...args]] of steps) {
    const { code, output } = await run(command, args, { buffer: true })
    process.stdout.write(`\n== ${name}\n${output}`)
    if (code !== 0) {
      console.error(`== ${name} failed`)
      return false
    }
  }
  console.log(`== unit lane passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return true
}

async function browserLane() {
  const { code } = await run(process.execPath, [path.join(web, 'scripts/e2e.mjs'), ...process.argv.slice(2)])
  return code === 0
}

const [unit, browser] = await Promise.all([unitLane(), browserLane()])
if (!unit || !browser) {
  console.error(
    `web tests failed: ${[!unit && 'unit lane', !browser && 'browser lane'].filter(Boolean).join(', ')}`,
  )
  process.exit(1)
}
