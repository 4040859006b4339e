// What the browser tests and the Lighthouse run need, started on free ports (never 8545, 8546, 8787 or 5173), as
// `pnpm dev` runs the product: two Hardhat nodes (chain ids 31337 and 31338) with the contracts deployed and seeded
// that also mine on an interval (3 s and 2 s, like the real chains), the API with the keeper in its process
// (`FINAVERSE_ROLE=all`: randomness, bridge relayer, payouts, indexer) on an embedded database in a temporary folder,
// and `vite preview` of dist/. One stack per run; `stopAll` stops every process group started here.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort as devnetFreePort, rpc, startDevnet } from '@finaverse/contracts/devnet'
import { applySecurityPolicy, readSecurityInputs } from './security-policy.mjs'

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const root = path.resolve(web, '../..')
const host = '127.0.0.1'
const RESERVED = new Set([8545, 8546, 8787, 5173, 9464])
/** Block times of the devnet chains, as `pnpm dev` (scripts/dev.mjs) sets them: BSC about 3 s, Polygon about 2 s. */
const BLOCK_INTERVAL_MS = {
  31337: Number(process.env.BSC_BLOCK_MS ?? 3000),
  31338: Number(process.env.POLYGON_BLOCK_MS ?? 2000),
}
const children = new Set()
/** The two chains (`startDevnet`), stopped by `stopAll`. */
let devnet
/** The chains with the test networks' ids (97, 80002) of the testnet build, stopped by `stopAll`. */
let testnetDevnet
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finaverse-web-e2e-'))

export const log = (message) => console.log(`\x1b[36m[e2e]\x1b[0m ${message}`)

/** A free port on the host, never a developer port (RESERVED) nor one the devnet launcher handed out (it keeps count). */
async function freePort() {
  const port = await devnetFreePort()
  return RESERVED.has(port) ? freePort() : port
}

function start(name, command, args, { cwd = root, env = {}, quiet = () => false } = {}) {
  // A variable set to `undefined` is removed from the child's environment.
  const childEnv = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
  )
  const child = spawn(command, args, {
    cwd,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  const output = []
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim() || quiet(line)) continue
      output.push(line)
      if (output.length > 200) output.shift()
      if (process.env.E2E_VERBOSE) console.log(`[${name}] ${line}`)
    }
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  child.on('exit', (code, signal) => {
    children.delete(child)
    child.exitInfo = { code, signal }
  })
  child.output = output
  child.label = name
  return child
}

export function run(name, command, args, { cwd = root, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = start(name, command, args, { cwd, env })
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${name} failed (${code}):\n${child.output.slice(-30).join('\n')}`)),
    )
  })
}

// On a loaded shared machine the API (tsx, PGlite) took over 90 s (180 s by default) to start: E2E_START_TIMEOUT_MS raises the wait.
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS) || 180_000

async function waitFor(name, check, child, timeoutMs = START_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child?.exitInfo)
      throw new Error(
        `${name} exited early (${JSON.stringify(child.exitInfo)}):\n${child.output.slice(-30).join('\n')}`,
      )
    try {
      if (await check()) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(
    `${name} did not start within ${timeoutMs / 1000} s:\n${child?.output.slice(-30).join('\n') ?? ''}`,
  )
}

const httpUp = (url) => async () => (await fetch(url)).status < 500

export async function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // gone
    }
  }
  const deadline = Date.now() + 5000
  while (children.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // gone
    }
  }
  await devnet?.stop()
  await testnetDevnet?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopAll().then(() => process.exit(130))
  })
}

export const webDir = web

/**
 * Starts chains, API and preview; resolves with their URLs and the processes. `socialLogin`: also the site built
 * with the social-login wallet configured (`socialUrl`); `testnet`: also the testnet build (`testnetBuild`, a
 * promise of `buildTestnetSite`'s result).
 */
export async function startStack({
  socialLogin = false,
  testnet = false,
  compareDist,
  walletConnectRelayUrl,
} = {}) {
  if (!existsSync(path.join(web, 'dist/index.html'))) {
    log('dist/ is missing: building the site')
    await run('build', 'pnpm', ['run', 'build'], { cwd: web })
  }
  const [apiPort, webPort, keeperPort] = [await freePort(), await freePort(), await freePort()]
  log('chains 31337 and 31338: starting, deploying and seeding the contracts (@finaverse/contracts/devnet)')
  // Deployment files of these throw-away chains go to the launcher's temporary folder, never over
  // contracts/deployments (other suites read those); the artifacts are used as built (turbo built the contracts).
  // Under heavy load a deploy run can lose its connection to a node ("SocketError: other side closed"): the deploy
  // computes between two calls, the socket idles past the node's
  // keep-alive timeout and is reused as the node closes it. The launcher then stops both nodes; fresh ones are
  // started, up to three attempts.
  const launch = () =>
    startDevnet({
      log: (line) => {
        if (process.env.E2E_VERBOSE) console.log(`[devnet] ${line}`)
      },
    })
  for (let attempt = 1; ; attempt++) {
    try {
      devnet = await launch()
      break
    } catch (error) {
      if (attempt === 3 || !/other side closed|ECONNRESET|socket hang up/i.test(String(error?.message)))
        throw error
      log(`a deploy lost its connection to a node (attempt ${attempt}): starting the chains again`)
    }
  }
  // The testnet build's chains start once these are up (four Hardhat nodes starting at once on a loaded machine
  // missed their start deadline), beside the API and the preview; its failure is the caller's when it awaits it.
  const testnetBuild = testnet ? buildTestnetSite() : undefined
  testnetBuild?.catch(() => {})
  const bscUrl = devnet.rpcUrls[31337]
  const polygonUrl = devnet.rpcUrls[31338]
  // Blocks come on time as well as on each transaction (Hardhat keeps automine beside interval mining), so the
  // devnet VRF node's fulfilments and confirmations arrive as under `pnpm dev`.
  for (const [chainId, url] of Object.entries(devnet.rpcUrls))
    await rpc(url, 'evm_setIntervalMining', [BLOCK_INTERVAL_MS[chainId]])
  const rpcEnv = { BSC_RPC_URL: bscUrl, POLYGON_RPC_URL: polygonUrl }
  log(`chains on ${bscUrl} (31337) and ${polygonUrl} (31338)`)

  log(`API on http://${host}:${apiPort}, keeper metrics on http://${host}:${keeperPort}`)
  // The API gets its own embedded database in a temporary folder, never a shared DATABASE_URL; the keeper runs in
  // its process (PGlite is single-process) and reads the deployments of these chains.
  const api = start('api', 'pnpm', ['--filter', '@finaverse/server', 'exec', 'tsx', 'src/main.ts'], {
    env: {
      DATABASE_URL: undefined,
      ...rpcEnv,
      FINAVERSE_MODE: 'local',
      API_HOST: host,
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FINAVERSE_ROLE: 'all',
      KEEPER_HOST: host,
      KEEPER_PORT: String(keeperPort),
      DEPLOYMENTS_DIR: devnet.deploymentsDir,
      // Sign-In with Ethereum messages (account creation) name the site's host, here on a free port.
      SIWE_DOMAINS: `${host}:${webPort},localhost:${webPort}`,
      // Every browser test is one client (127.0.0.1): two workers open 30-40 pages a minute, past the page-view
      // limit of one visitor (30 a minute), and a refused beacon is a console error the specs fail on.
      RATE_LIMIT_FACTOR: '10',
    },
  })
  await waitFor('API', httpUp(`http://${host}:${apiPort}/healthz`), api)
  await waitFor('keeper', httpUp(`http://${host}:${keeperPort}/healthz`), api)

  log(`site (vite preview of dist/) on http://${host}:${webPort}`)
  const preview = start(
    'preview',
    'pnpm',
    ['exec', 'vite', 'preview', '--host', host, '--port', String(webPort), '--strictPort'],
    {
      cwd: web,
      env: { ...rpcEnv, API_PORT: String(apiPort) },
    },
  )
  await waitFor('preview', httpUp(`http://${host}:${webPort}/`), preview)
  const stack = {
    webUrl: `http://${host}:${webPort}`,
    apiPort,
    webPort,
    keeperPort,
    rpcUrls: devnet.rpcUrls,
    api,
    preview,
    testnetBuild,
  }
  if (compareDist) {
    // Another build of the site (scripts/lighthouse.mjs `--compare`), served the same way beside this one.
    const port = await freePort()
    const other = start(
      'preview:compare',
      'pnpm',
      [
        'exec',
        'vite',
        'preview',
        '--outDir',
        compareDist,
        '--host',
        host,
        '--port',
        String(port),
        '--strictPort',
      ],
      { cwd: web, env: { ...rpcEnv, API_PORT: String(apiPort) } },
    )
    await waitFor('compare preview', httpUp(`http://${host}:${port}/`), other)
    log(`other build (${compareDist}) on http://${host}:${port}`)
    stack.compareUrl = `http://${host}:${port}`
  }
  if (!socialLogin) return stack
  return {
    ...stack,
    socialUrl: await startSocialSite({ ...rpcEnv, API_PORT: String(apiPort) }, walletConnectRelayUrl),
  }
}

/** The key the social-login build of the browser tests is made with (a Magic publishable key's shape). */
export const SOCIAL_LOGIN_TEST_KEY = 'pk_test_finaverse_e2e'
/** The WalletConnect project id of that build (a Reown project id's shape: 32 hex digits); it never connects. */
export const WALLETCONNECT_TEST_PROJECT_ID = '0123456789abcdef0123456789abcdef'

/**
 * The built site with the optional wallets configured (the social-login wallet and WalletConnect), in dist-social/.
 * The build fixes the configuration as one object literal in the entry chunk (`__FINAVERSE_CONFIG__`,
 * vite.config.ts), so the variant is dist/ copied with that literal's `walletConnectProjectId:null,
 * socialLoginClientId:null` set to the test values: the same bytes a build with WALLETCONNECT_PROJECT_ID and
 * SOCIAL_LOGIN_CLIENT_ID gives (its content security policy and host configuration too), without a second Vite build (about a minute of CPU on the browser tests' critical
 * path). `relayUrl`: WalletConnect's relay (WALLETCONNECT_RELAY_URL), the test relay of scripts/walletconnect-relay.mjs.
 * Returns false when the literal is not found exactly once (the bundler changed how it prints it).
 */
function configureSocialVariant(outDir, relayUrl) {
  const assets = path.join(web, 'dist', 'assets')
  const needle = 'walletConnectProjectId:null,socialLoginClientId:null,walletConnectRelayUrl:null'
  const hits = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const text = readFileSync(path.join(assets, file), 'utf8')
      const count = text.split(needle).length - 1
      return count > 0 ? [{ file, text, count }] : []
    })
  if (hits.length !== 1 || hits[0].count !== 1) return false
  rmSync(outDir, { recursive: true, force: true })
  cpSync(path.join(web, 'dist'), outDir, { recursive: true })
  const { file, text } = hits[0]
  // The policy of a build with these settings: WalletConnect's relay and Verify, Magic's frame (scripts/security-policy.mjs).
  applySecurityPolicy(outDir, {
    ...readSecurityInputs(outDir),
    walletConnect: { relayUrl: relayUrl ?? null },
    socialLogin: true,
  })
  writeFileSync(
    path.join(outDir, 'assets', file),
    // Strings print as template literals in this bundle; the values have no backtick or `${`.
    text.replace(
      needle,
      `walletConnectProjectId:\`${WALLETCONNECT_TEST_PROJECT_ID}\`,socialLoginClientId:\`${SOCIAL_LOGIN_TEST_KEY}\`,` +
        `walletConnectRelayUrl:${relayUrl ? `\`${relayUrl}\`` : 'null'}`,
    ),
  )
  return true
}

/** The social-login variant of the site (see `configureSocialVariant`) and its own `vite preview`: the browser tests
 * see the wallet hidden on the main build and shown on this one. */
async function startSocialSite(env, relayUrl) {
  const port = await freePort()
  if (configureSocialVariant(path.join(web, 'dist-social'), relayUrl)) {
    log('social-login variant: dist/ with the test key configured, in dist-social/')
  } else {
    log(
      'building the social-login variant into dist-social/ (its configuration literal was not found in dist/)',
    )
    await run('build:social', 'pnpm', ['exec', 'vite', 'build', '--outDir', 'dist-social', '--emptyOutDir'], {
      cwd: web,
      env: {
        SOCIAL_LOGIN_CLIENT_ID: SOCIAL_LOGIN_TEST_KEY,
        WALLETCONNECT_PROJECT_ID: WALLETCONNECT_TEST_PROJECT_ID,
        ...(relayUrl ? { WALLETCONNECT_RELAY_URL: relayUrl } : {}),
      },
    })
  }
  log(`social-login variant on http://${host}:${port}`)
  const preview = start(
    'preview:social',
    'pnpm',
    [
      'exec',
      'vite',
      'preview',
      '--outDir',
      'dist-social',
      '--host',
      host,
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: web, env },
  )
  await waitFor('social preview', httpUp(`http://${host}:${port}/`), preview)
  return `http://${host}:${port}`
}

/** Where Multicall3 lives on the live chains (viem's chain definitions carry this address). */
const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * Multicall3's runtime code, from the creation code viem ships (`multicall3Bytecode`, not exported by its index): the
 * constructor is 32 bytes that copy the rest, which is the runtime code.
 */
function multicall3Code() {
  const viemDir = path.dirname(createRequire(path.join(web, 'package.json')).resolve('viem/package.json'))
  const source = readFileSync(path.join(viemDir, '_esm', 'constants', 'contracts.js'), 'utf8')
  const creation = /multicall3Bytecode = '0x([0-9a-f]+)'/.exec(source)?.[1]
  const runtime = creation?.slice(64)
  if (!creation?.startsWith('608060405234801561001057600080fd5b50') || !runtime?.startsWith('6080604052'))
    throw new Error(`Multicall3's code was not found in ${viemDir} (viem changed its constants)`)
  return `0x${runtime}`
}

/** Hardhat's account #0 (public test key): the deployer of the testnet stack, as in contracts/scripts/suite/rehearse-live.mjs. */
const TESTNET_DEPLOYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/**
 * The site as built for the test networks, against chains that carry their ids: two Hardhat nodes (97, 80002)
 * deployed through the live path (`bscTestnet` / `polygonAmoy` networks, no demo seed), as the live rehearsal does
 * (contracts/scripts/suite/rehearse-live.mjs), then `FINAVERSE_MODE=testnet vite build` into dist-testnet/ with those
 * deployment files (`FINAVERSE_DEPLOYMENTS_DIR`) and, for each chain, two RPC endpoints of which the first refuses
 * every connection (nothing listens on its port). Resolves with the chains; `serveTestnetSite` serves the build.
 */
export async function buildTestnetSite() {
  log('testnet build: chains 97 and 80002 deployed through the live path')
  testnetDevnet = await startDevnet({
    chains: [97, 80002],
    env: { DEPLOYER_PRIVATE_KEY: TESTNET_DEPLOYER_KEY, FARM_FUND_AMOUNT: '100000' },
    log: (line) => {
      if (process.env.E2E_VERBOSE) console.log(`[testnet] ${line}`)
    },
  })
  const dead = `http://${host}:${await freePort()}`
  const rpcUrls = testnetDevnet.rpcUrls
  // The live chains have Multicall3 at its usual address, and viem's definitions of them (which the site uses) batch
  // reads through it: the rehearsal chains get the same code there (viem's own copy of Multicall3).
  for (const url of Object.values(rpcUrls))
    await rpc(url, 'hardhat_setCode', [MULTICALL3_ADDRESS, multicall3Code()])
  log(`testnet build: dist-testnet/ (chains on ${rpcUrls[97]} and ${rpcUrls[80002]}, first endpoint ${dead})`)
  await run('build:testnet', 'pnpm', ['exec', 'vite', 'build', '--outDir', 'dist-testnet', '--emptyOutDir'], {
    cwd: web,
    env: {
      FINAVERSE_MODE: 'testnet',
      FINAVERSE_DEPLOYMENTS_DIR: testnetDevnet.deploymentsDir,
      VITE_RPC_URLS_97: `${dead},${rpcUrls[97]}`,
      VITE_RPC_URLS_80002: `${dead},${rpcUrls[80002]}`,
    },
  })
  return { rpcUrls, deadRpcUrl: dead, deploymentsDir: testnetDevnet.deploymentsDir }
}

/** `vite preview` of dist-testnet/ (its API proxied as the main site's). */
export async function serveTestnetSite(env) {
  const port = await freePort()
  const preview = start(
    'preview:testnet',
    'pnpm',
    [
      'exec',
      'vite',
      'preview',
      '--outDir',
      'dist-testnet',
      '--host',
      host,
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: web, env },
  )
  await waitFor('testnet preview', httpUp(`http://${host}:${port}/`), preview)
  log(`testnet build on http://${host}:${port}`)
  return `http://${host}:${port}`
}
