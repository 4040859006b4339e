// `pnpm test`: the whole suite under solidity-coverage, then the coverage thresholds, then the gas check.
// Each step must pass; prints how long each took.
const { spawnSync } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')

const cwd = path.join(__dirname, '..')
const coverageBuildDir = '.coverage-build'
const steps = [
  // In its own build folder: coverage's instrumented artifacts must never replace `artifacts/`, which the SDK, server
  // and web suites deploy from while this runs.
  ['tests with coverage', 'pnpm', ['exec', 'hardhat', 'coverage'], { HARDHAT_BUILD_DIR: coverageBuildDir }],
  ['coverage thresholds', 'node', ['scripts/check-coverage.cjs']],
  // EIP-170 sizes of the plain (not instrumented) build: every contract fits, HeroCard keeps 2 kB of headroom.
  ['contract sizes', 'pnpm', ['exec', 'hardhat', 'run', 'scripts/contract-sizes.ts']],
  ['gas check', 'pnpm', ['exec', 'hardhat', 'run', 'scripts/gas-benchmark.ts'], { GAS_MODE: 'check' }],
  [
    'card gas check',
    'pnpm',
    ['exec', 'hardhat', 'run', 'scripts/gas-benchmark-cards.ts'],
    { GAS_MODE: 'check' },
  ],
]
// solidity-coverage compiles instrumented sources into the build folder's artifacts; a stale compile cache once let it
// run the tests on plain artifacts (0% coverage, caught by the threshold check). Starting from an empty cache avoids it.
fs.rmSync(path.join(cwd, coverageBuildDir, 'cache', 'solidity-files-cache.json'), { force: true })
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
