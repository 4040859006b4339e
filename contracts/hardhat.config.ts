import '@nomicfoundation/hardhat-chai-matchers'
import '@nomicfoundation/hardhat-ethers'
import type {} from '@nomicfoundation/hardhat-verify'
import type {} from '@typechain/hardhat'
import {
  TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD,
  TASK_COMPILE_SOLIDITY_LOG_COMPILATION_ERRORS,
} from 'hardhat/builtin-tasks/task-names'
import { type HardhatUserConfig, subtask } from 'hardhat/config'
import type {} from 'hardhat-gas-reporter'

// FINAVERSE_HARDHAT_LEAN=1, set by devnet/index.mjs for its nodes and deploy scripts: the plugins and tasks those
// never use stay unloaded (about 2 s of CPU a process; a devnet starts a node and a deploy process per chain).
if (process.env.FINAVERSE_HARDHAT_LEAN !== '1') {
  /* eslint-disable @typescript-eslint/no-require-imports */
  require('@nomicfoundation/hardhat-verify')
  require('@typechain/hardhat')
  require('hardhat-gas-reporter')
  require('solidity-coverage')
  // Admin and operator tasks, `hardhat status` (tasks/README in contracts/README.md).
  require('./tasks')
  /* eslint-enable @typescript-eslint/no-require-imports */
}

/** The compiler version of every contract; the `solc` npm package is pinned to it. */
const SOLC_VERSION = '0.8.28'

// Hardhat downloads native compilers from a host this machine cannot reach. The solc-js build that ships in the
// `solc` npm package compiles the same version offline.
subtask(TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD, async (args: { solcVersion: string }, _hre, runSuper) => {
  if (args.solcVersion !== SOLC_VERSION) return runSuper(args)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const solc = require('solc') as { version(): string }
  return {
    compilerPath: require.resolve('solc/soljson.js'),
    isSolcJs: true,
    version: SOLC_VERSION,
    longVersion: solc.version().replace(/\.Emscripten\.clang$/, ''),
  }
})

// OpenZeppelin's ReentrancyGuardTransient (EIP-1153, see README) makes solc warn about transient storage in
// TransientSlot.sol on every compile. The warning is expected: hide that one, keep every other message.
type SolcMessage = { severity: string; message: string; sourceLocation?: { file?: string } }
subtask(
  TASK_COMPILE_SOLIDITY_LOG_COMPILATION_ERRORS,
  async (args: { output?: { errors?: SolcMessage[] }; quiet: boolean }, _hre, runSuper) => {
    const errors = args.output?.errors?.filter(
      (e) =>
        !(
          e.severity === 'warning' &&
          e.message.startsWith('Transient storage as defined by EIP-1153') &&
          e.sourceLocation?.file === '@openzeppelin/contracts/utils/TransientSlot.sol'
        ),
    )
    return runSuper({ ...args, output: args.output && { ...args.output, errors } })
  },
)

const env = process.env
/** The in-process and `hardhat node` chain id: 31337 plays BSC, 31338 plays Polygon (HARDHAT_CHAIN_ID=31338). */
const chainId = Number(env.HARDHAT_CHAIN_ID ?? 31337)
/** Deployer key for live networks; never committed. */
const accounts = env.DEPLOYER_PRIVATE_KEY ? [env.DEPLOYER_PRIVATE_KEY] : []

const config: HardhatUserConfig = {
  solidity: {
    compilers: [
      { version: SOLC_VERSION, settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' } },
    ],
    // WorldCup is the largest contract: fewer optimizer runs keep it under the 24 KiB limit (EIP-170) with room left.
    overrides: {
      'contracts/worldcup/WorldCup.sol': {
        version: SOLC_VERSION,
        settings: { optimizer: { enabled: true, runs: 1 }, evmVersion: 'cancun' },
      },
    },
  },
  networks: {
    // `hardhat node` under `pnpm dev` also mines on a timer (HARDHAT_BLOCK_INTERVAL_MS), like a real chain; tests
    // leave it unset (0: blocks only on transactions).
    hardhat: { chainId, mining: { auto: true, interval: Number(env.HARDHAT_BLOCK_INTERVAL_MS ?? 0) } },
    bscLocal: { url: env.BSC_RPC_URL ?? 'http://127.0.0.1:8545', chainId: 31337 },
    polygonLocal: { url: env.POLYGON_RPC_URL ?? 'http://127.0.0.1:8546', chainId: 31338 },
    bscTestnet: {
      url: env.BSC_TESTNET_RPC_URL ?? 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
      chainId: 97,
      accounts,
    },
    polygonAmoy: {
      url: env.POLYGON_AMOY_RPC_URL ?? 'https://rpc-amoy.polygon.technology',
      chainId: 80002,
      accounts,
    },
    bsc: { url: env.BSC_RPC_URL_MAINNET ?? 'https://bsc-dataseed.bnbchain.org', chainId: 56, accounts },
    polygon: { url: env.POLYGON_RPC_URL_MAINNET ?? 'https://polygon-rpc.com', chainId: 137, accounts },
  },
  etherscan: { apiKey: env.ETHERSCAN_API_KEY ?? '' },
  // `verify` submits to the explorer (ETHERSCAN_API_KEY) and to Sourcify (no key).
  sourcify: { enabled: true },
  // HARDHAT_BUILD_DIR moves artifacts and cache elsewhere: `pnpm test` runs solidity-coverage there, because coverage
  // compiles instrumented (oversized) bytecode into the artifacts folder, and other suites deploy from `artifacts/`.
  paths: env.HARDHAT_BUILD_DIR
    ? { artifacts: `${env.HARDHAT_BUILD_DIR}/artifacts`, cache: `${env.HARDHAT_BUILD_DIR}/cache` }
    : {},
  // The coverage build's artifacts have the same ABIs: it leaves typechain-types/ (which the plain build wrote) alone.
  typechain: {
    outDir: 'typechain-types',
    target: 'ethers-v6',
    dontOverrideCompile: Boolean(env.HARDHAT_BUILD_DIR),
  },
  gasReporter: {
    enabled: env.REPORT_GAS === 'true',
    offline: true,
    currency: 'USD',
    outputJSON: true,
    outputJSONFile: 'gas-report.json',
    reportPureAndViewMethods: false,
  },
  // MOCHA_TIMEOUT (ms): scripts/suite/run.cjs gives the coverage lane 10 minutes a test, as instrumentation slows the
  // heaviest tests 40 times and a loaded machine more. MOCHA_SKIP_PLAIN=1: the tests tagged `@plain` in their title
  // (the scale and random-run tests of unit files, which scripts/suite/run.cjs runs uninstrumented) are left out.
  mocha: {
    timeout: Number(env.MOCHA_TIMEOUT ?? 120_000),
    ...(env.MOCHA_SKIP_PLAIN === '1' ? { grep: '@plain', invert: true } : {}),
  },
}

export default config
