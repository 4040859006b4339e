// `pnpm test`: the whole suite under solidity-coverage, then the coverage thresholds, then the gas check.
// Each step must pass; prints how long each took.
const { spawnSync } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')

const cwd = path.join(__dirname, '..')
const steps = [
  ['tests with coverage', 'pnpm', ['exec', 'hardhat', 'coverage']],
  ['coverage thresholds', 'node', ['scripts/check-coverage.cjs']],
  ['gas check', 'pnpm', ['exec', 'hardhat', 'run', 'scripts/gas-benchmark.ts'], { GAS_MODE: 'check' }],
  [
    'card gas check',
    'pnpm',
    ['exec', 'hardhat', 'run', 'scripts/gas-benchmark-cards.ts'],
    { GAS_MODE: 'check' },
  ],
]
// solidity-coverage compiles instrumented sources into the default artifacts; a stale compile cache once let it run
// the tests on plain artifacts (0% coverage, caught by the threshold check). Starting from an empty cache avoids it.
fs.rmSync(path.join(cwd, 'cache', 'solidity-files-cache.json'), { force: true })
const started = Date.now()
for (const [name, command, args, env] of steps) {
  const t0 = Date.now()
  console.log(`\n== ${name}`)
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n== ${name} failed after ${seconds} s`)
    process.exit(result.status ?? 1)
  }
  console.log(`== ${name}: passed in ${seconds} s`)
}
console.log(`\nContracts test suite passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
