// `pnpm test`: every test file once, in one of two lanes that run at the same time; each step must pass, and each
// prints how long it took.
//   coverage lane: the unit tests under solidity-coverage, then the coverage thresholds;
//   plain lane:    the scenario tests (`*.property.test.ts`, `deploy.test.ts`, `gas.test.ts`) on the plain
//                  artifacts the build compiled, then the gas check of scripts/bench/gas.ts (the card gas check
//                  is test/cards/gas.test.ts, in this lane), the live rehearsal and startDevnet's tests (devnet/).
// The scenario tests replay many random runs, deploy the whole product or measure gas: instrumentation slows them
// 20-40 times, coverage's gas figures mean nothing, and the unit tests already reach every line and branch they do
// (the thresholds hold without them). A new test file goes to a lane by its name alone; within a unit file, a test
// whose title ends in `@plain` (a scale or random-run test: 10-80 s each when instrumented, seconds plain) runs in the
// plain lane too, and only there.
// A step's output is printed when it ends, so the two lanes' logs do not interleave.
const { spawn } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')

const cwd = path.join(__dirname, '..', '..')
const coverageBuildDir = '.coverage-build'
// CONTRACTS_TEST_NICE: the niceness of the test processes (default 5; 0 or empty: not niced; no `nice` on Windows).
const NICE =
  process.platform === 'win32' || ['0', ''].includes(process.env.CONTRACTS_TEST_NICE ?? '5')
    ? undefined
    : (process.env.CONTRACTS_TEST_NICE ?? '5')
// Plain (uninstrumented) lane: property, deploy, gas (also the VRF callback's gas, which instrumentation inflates) and
// contract-size tests, and the admin tasks' tests (TypeScript tooling around the
// contracts, whose ABI walk is slow under coverage and adds nothing to the Solidity coverage floors).
const PLAIN =
  /(\.property|(^|\/)deploy|(^|\/)(vrf-callback-)?gas|(^|\/)ContractSizes)\.test\.ts$|^test\/tasks\//i

/** Every test file under test/, relative to the package, in a stable order. */
function testFiles(dir = 'test') {
  return fs
    .readdirSync(path.join(cwd, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const file = `${dir}/${entry.name}`
      if (entry.isDirectory()) return testFiles(file)
      return entry.name.endsWith('.test.ts') ? [file] : []
    })
    .sort()
}

function step(name, command, args, env = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now()
    // Niced: this suite is pure CPU (no wall-clock waits), while the SDK, server and browser suites that `pnpm test`
    // runs beside it wait on interval-mined chains and a keeper; on 2 cores they get the CPU when they need it and
    // this suite takes the rest, so the whole run ends sooner (the order changes, not the work).
    const [bin, argv] = NICE ? ['nice', ['-n', NICE, command, ...args]] : [command, args]
    const child = spawn(bin, argv, { cwd, env: { ...process.env, ...env } })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1)
      process.stdout.write(`\n== ${name}\n${Buffer.concat(output).toString()}`)
      if (code === 0) console.log(`== ${name}: passed in ${seconds} s`)
      else console.error(`\n== ${name} failed after ${seconds} s`)
      resolve(code === 0)
    })
  })
}

/** The covered files that hold `@plain` tests. */
function taggedFiles(files) {
  return files.filter((file) => fs.readFileSync(path.join(cwd, file), 'utf8').match(/ @plain['"`]/) !== null)
}

/** Runs the steps one after the other, stopping at the first that fails. */
async function lane(steps) {
  for (const args of steps) if (!(await step(...args))) return false
  return true
}

async function main() {
  const files = testFiles()
  const plain = files.filter((file) => PLAIN.test(file))
  const covered = files.filter((file) => !PLAIN.test(file))
  const tagged = taggedFiles(covered)
  console.log(
    `Contracts tests: ${covered.length} files under coverage, ${plain.length} plain (${plain.join(', ')}); ` +
      `the @plain tests of ${tagged.length} unit files plain`,
  )
  // solidity-coverage compiles instrumented sources into the build folder's artifacts; a stale compile cache once let
  // it run the tests on plain artifacts (0% coverage, caught by the threshold check). Starting from an empty cache
  // avoids it.
  fs.rmSync(path.join(cwd, coverageBuildDir, 'cache', 'solidity-files-cache.json'), { force: true })
  const started = Date.now()
  const results = await Promise.all([
    lane([
      // In its own build folder: coverage's instrumented artifacts must never replace `artifacts/`, which the plain
      // lane and the SDK, server and web suites deploy from while this runs. `--testfiles` takes one glob.
      [
        'tests with coverage',
        'pnpm',
        ['exec', 'hardhat', 'coverage', '--testfiles', covered.length === 1 ? covered[0] : `{${covered}}`],
        { HARDHAT_BUILD_DIR: coverageBuildDir, MOCHA_TIMEOUT: '600000', MOCHA_SKIP_PLAIN: '1' },
      ],
      ['coverage thresholds', 'node', ['scripts/suite/check-coverage.cjs']],
    ]),
    lane([
      ['plain tests', 'pnpm', ['exec', 'hardhat', 'test', ...plain]],
      [
        'plain-tagged tests of unit files',
        'pnpm',
        ['exec', 'hardhat', 'test', '--grep', '@plain', ...tagged],
      ],
      ['gas check', 'pnpm', ['exec', 'hardhat', 'run', 'scripts/bench/gas.ts'], { GAS_MODE: 'check' }],
      // The live deployment path rehearsed against nodes with chain ids 97 and 80002.
      ['live deployment rehearsal', 'node', ['scripts/suite/rehearse-live.mjs']],
      // startDevnet's own start and stop (the `@finaverse/contracts/devnet` entry every suite and `pnpm dev` use).
      ['devnet start', 'node', ['--test', 'devnet/']],
    ]),
  ])
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (results.includes(false)) {
    console.error(`\nContracts test suite failed after ${seconds} s`)
    process.exit(1)
  }
  console.log(`\nContracts test suite passed in ${seconds} s`)
}

main()
