// A reusable two-chain devnet for test suites, benchmarks and tools: Hardhat nodes on free ports (never the
// developer ports 8545/8546), the contracts deployed on each with the package's own deploy script, the deployment
// files written to a temporary folder (DEPLOYMENTS_DIR) so the package's deployments/ is never rewritten.
// Plain ESM so that any package (vitest, tsx, node) can import it as `@finaverse/contracts/devnet`.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const hardhatCli = path.join(contractsDir, 'node_modules/hardhat/internal/cli/cli.js')
/** Hardhat network name of each devnet chain id (hardhat.config.ts). */
const NETWORKS = {
  31337: { network: 'bscLocal', urlEnv: 'BSC_RPC_URL' },
  31338: { network: 'polygonLocal', urlEnv: 'POLYGON_RPC_URL' },
  // Nodes with the test chains' ids, with the live networks pointed at them: the live-path rehearsal
  // (scripts/suite/rehearse-live.mjs) deploys through `bscTestnet` / `polygonAmoy` exactly as on the real test chains.
  97: { network: 'bscTestnet', urlEnv: 'BSC_TESTNET_RPC_URL' },
  80002: { network: 'polygonAmoy', urlEnv: 'POLYGON_AMOY_RPC_URL' },
}

/**
 * The ports `freePort` handed out in this process. A probed port is free again until its user binds it, so two
 * launches in one process could otherwise be handed the same one.
 */
const handedOut = new Set()
/**
 * `freePort` draws from 20000-32767, below the ports the system hands out for `listen(0)` (Linux 32768-60999,
 * macOS and Windows 49152-65535): a Hardhat node started with `--port 0`, or any other program's listener, can
 * never take a port between its probe and its user's bind.
 */
const PORT_RANGE = [20000, 32768]

/** A free TCP port on 127.0.0.1, never one this process was handed before. */
export function freePort() {
  const port = PORT_RANGE[0] + Math.floor(Math.random() * (PORT_RANGE[1] - PORT_RANGE[0]))
  if (handedOut.has(port)) return freePort()
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(freePort()) : reject(error)))
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        handedOut.add(port)
        resolve(port)
      })
    })
  })
}

/** One JSON-RPC call. */
export async function rpc(url, method, params = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = await response.json()
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

const hardhatRegister = path.join(contractsDir, 'node_modules/hardhat/register.js')

/**
 * The process that `hardhat run <script> --no-compile [--network <name>]` starts for the script, started directly:
 * Node with `hardhat/register` preloaded and the network in HARDHAT_NETWORK, as the CLI does after loading Hardhat
 * itself a first time (about 2.5 s of CPU saved a run). Other commands go through the CLI.
 */
function directRun(args) {
  const [command, script, ...rest] = args
  if (command !== 'run' || !script || !rest.includes('--no-compile')) return undefined
  const options = rest.filter((arg) => arg !== '--no-compile')
  if (options.length === 0) return { argv: ['--require', hardhatRegister, script], env: {} }
  if (options.length === 2 && options[0] === '--network')
    return { argv: ['--require', hardhatRegister, script], env: { HARDHAT_NETWORK: options[1] } }
  return undefined
}

/** Runs the package's Hardhat CLI with extra environment; resolves with its output, rejects with it on failure. */
export function runHardhat(args, env) {
  return new Promise((resolve, reject) => {
    const direct = directRun(args)
    const child = spawn(process.execPath, direct?.argv ?? [hardhatCli, ...args], {
      cwd: contractsDir,
      env: { ...process.env, ...env, ...direct?.env },
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`hardhat ${args.join(' ')} failed:\n${output}`)),
    )
  })
}

const deployScript = 'scripts/deploy/devnet.ts'

/**
 * Starts scripts/deploy/devnet.ts for one chain (`linked`: with the second, linking pass; `vrf`: Chainlink's VRF
 * mock deployed first). Returns `deployed` (the first pass has written its deployment file), `link()` (go on to the
 * second pass), `abort()` and `done` (resolves with the output on success, rejects with it on failure).
 */
function deployChain(env, network, { linked, vrf }) {
  const child = spawn(process.execPath, ['--require', hardhatRegister, deployScript], {
    cwd: contractsDir,
    env: {
      ...process.env,
      ...env,
      HARDHAT_NETWORK: network,
      ...(linked ? { DEVNET_LINK: '1' } : {}),
      ...(vrf ? { DEVNET_VRF_MOCK: '1' } : {}),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  let onDeployed
  const deployed = new Promise((resolve, reject) => {
    onDeployed = { resolve, reject }
  })
  child.stdout.on('data', (d) => {
    output += d
    if (/^DEVNET_DEPLOYED$/m.test(output)) onDeployed.resolve()
  })
  child.stderr.on('data', (d) => (output += d))
  const done = new Promise((resolve, reject) => {
    child.on('exit', (code, signal) => {
      const failure = new Error(`${deployScript} on ${network} failed (${signal ?? code}):\n${output}`)
      onDeployed.reject(failure)
      if (code === 0) resolve(output)
      else reject(failure)
    })
  })
  // The caller awaits `done` (after `deployed`, or in its clean-up): marked handled here so that a failure seen first
  // through `deployed` is not reported as unhandled meanwhile.
  deployed.catch(() => {})
  done.catch(() => {})
  // A child that has exited closes the pipe: a late write then fails with EPIPE, which `done` already reports.
  child.stdin.on('error', () => {})
  if (!linked) child.stdin.end()
  return {
    deployed,
    done,
    link: () => {
      if (linked) child.stdin.end('link\n')
    },
    abort: () => {
      child.stdin.destroy()
      child.kill('SIGTERM')
    },
  }
}

/**
 * Starts a Hardhat node for `chainId`. Without `port` the operating system picks a free one (`--port 0`) and the
 * node's own "Started HTTP ... server at http://127.0.0.1:PORT/" line says which: a port chosen beforehand (and
 * released) could be taken by another suite's node between the choice and the listen, and the readiness check would
 * then find that other node answering with the same chain id (seen with several suites starting devnets at once).
 * With `port` (a restart on the port a node had), that port is used. Resolves with the process and its URL.
 */
/**
 * The nodes and the deploy scripts load Hardhat without the plugins and tasks they never use (hardhat.config.ts:
 * gas reporter, coverage, typechain, verify, the admin tasks).
 */
export const LEAN = { FINAVERSE_HARDHAT_LEAN: '1' }

/** Preloaded into each node: see the file. */
const keepAlive = path.join(contractsDir, 'devnet', 'keep-alive.cjs')

async function startNode(chainId, port = 0, env = {}, spawned) {
  const child = spawn(
    process.execPath,
    ['--require', keepAlive, hardhatCli, 'node', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: contractsDir,
      env: { ...process.env, HARDHAT_CHAIN_ID: String(chainId), ...LEAN, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  spawned?.(child)
  let stdout = ''
  let stderr = ''
  let url
  child.stdout.on('data', (d) => {
    // Only the first lines matter (the listening address); the node's request log is dropped.
    if (url) return
    stdout += d
    const match = /JSON-RPC server at (http:\/\/[\d.]+:(\d+))\//.exec(stdout)
    if (match) url = match[1]
  })
  child.stderr.on('data', (d) => (stderr += d))
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`hardhat node exited (${child.exitCode}):\n${stderr}`)
    if (url) {
      try {
        if (Number(await rpc(url, 'eth_chainId')) === chainId) {
          // Keep draining stdout so the node never blocks on a full pipe.
          child.stdout.resume()
          return { child, url, port: Number(new URL(url).port) }
        }
      } catch {
        // listening, not answering yet
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`hardhat node for chain ${chainId} did not start:\n${stdout}\n${stderr}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Starts one Hardhat node per chain id on free ports and (unless `deploy: false`) deploys the contracts on each
 * with scripts/deploy/deploy.ts, one scripts/deploy/devnet.ts process per chain (the artifacts of the package's build, never
 * compiled again). With both 31337 and 31338 a second pass on each links the bridge's two sides.
 * `beforeDeploy` (a promise) is awaited once the nodes answer and before the deploy: a node needs no artifacts, so
 * a caller that is still compiling them starts the nodes meanwhile. `signal` stops the nodes and the deploy runs
 * and rejects with its reason, at any point of the start.
 * `pnpm dev` (scripts/dev.mjs) starts its chains here too, on its fixed ports, mining on a timer, with the deployment
 * files in `contracts/deployments`, while the contracts compile.
 */
export async function startDevnet(options = {}) {
  const chains = options.chains ?? [31337, 31338]
  const log = options.log ?? (() => {})
  const signal = options.signal
  for (const chainId of chains) {
    if (!NETWORKS[chainId])
      throw new Error(`startDevnet: no devnet network for chain ${chainId} (31337, 31338, 97 or 80002)`)
  }
  signal?.throwIfAborted()
  const beforeDeploy = Promise.resolve(options.beforeDeploy)
  // Awaited after the nodes start: a rejection meanwhile is reported then, not as unhandled.
  beforeDeploy.catch(() => {})
  const ownDir = !options.deploymentsDir
  const deploymentsDir = options.deploymentsDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'finaverse-devnet-'))
  fs.mkdirSync(deploymentsDir, { recursive: true })
  const nodeEnv = (chainId) =>
    options.blockIntervalMs?.[chainId]
      ? { HARDHAT_BLOCK_INTERVAL_MS: String(options.blockIntervalMs[chainId]) }
      : {}
  const nodes = {}
  const rpcUrls = {}
  const ports = {}
  const stop = async () => {
    await Promise.all(Object.values(nodes).map(stopChild))
    if (ownDir) fs.rmSync(deploymentsDir, { recursive: true, force: true })
  }
  /** The deploy runs under way, aborted with the nodes on `signal`. */
  let runs = []
  const onAbort = () => {
    for (const run of runs) run.abort()
    void stop()
  }
  signal?.addEventListener('abort', onAbort, { once: true })
  /** Resolves with `promise`, or rejects with the signal's reason as soon as it aborts. */
  const unlessAborted = (promise) =>
    signal
      ? Promise.race([
          promise,
          new Promise((_, reject) => {
            if (signal.aborted) reject(signal.reason)
            signal.addEventListener('abort', () => reject(signal.reason), { once: true })
          }),
        ])
      : promise
  try {
    await unlessAborted(
      Promise.all(
        chains.map(async (chainId) => {
          const node = await startNode(
            chainId,
            options.ports?.[chainId] ?? 0,
            nodeEnv(chainId),
            (child) => (nodes[chainId] = child),
          )
          ports[chainId] = node.port
          rpcUrls[chainId] = node.url
          log(`chain ${chainId} on ${rpcUrls[chainId]}`)
        }),
      ),
    )
    await unlessAborted(beforeDeploy)
    const deployments = {}
    const deployEnv = { DEPLOYMENTS_DIR: deploymentsDir, ...LEAN, ...options.env }
    for (const chainId of chains) deployEnv[NETWORKS[chainId].urlEnv] = rpcUrls[chainId]
    // Nodes with the live test chains' ids take Chainlink VRF through the live configuration path: Chainlink's
    // VRFCoordinatorV2_5Mock stands in for the live coordinator (FINAVERSE_VRF_*), as in scripts/suite/rehearse-live.mjs.
    // scripts/deploy/devnet.ts deploys it first in the chain's deploy process and prints its address.
    const vrfEnv = {}
    const vrfMock = (chainId) =>
      (chainId === 97 || chainId === 80002) && !options.env?.FINAVERSE_VRF_COORDINATOR
    // Each side of the bridge links to the other's deployment file (each side's CCIP peer): with both local chains, each chain's process deploys, waits until both files exist, and
    // runs a second, idempotent pass.
    const link = chains.includes(31337) && chains.includes(31338)
    const deploy = (chainId, { linked = false, vrf = false } = {}) =>
      deployChain({ ...deployEnv, ...vrfEnv[chainId] }, NETWORKS[chainId].network, { linked, vrf })
    const record = (chainId, run) =>
      run.done.then((output) => {
        log(output)
        const [, coordinator, subscriptionId] = /^VRF (0x[0-9a-fA-F]{40}) (\d+)$/m.exec(output) ?? []
        if (coordinator)
          vrfEnv[chainId] = {
            FINAVERSE_VRF_COORDINATOR: coordinator,
            FINAVERSE_VRF_SUBSCRIPTION_ID: subscriptionId,
            FINAVERSE_VRF_MOCK: '1',
          }
        // The stand-in CCIP router of those chains (scripts/deploy/ccip-router.ts), passed as the live one.
        const [, ccipRouter] = /^CCIP (0x[0-9a-fA-F]{40})$/m.exec(output) ?? []
        if (ccipRouter) vrfEnv[chainId] = { ...vrfEnv[chainId], FINAVERSE_CCIP_ROUTER: ccipRouter }
        deployments[chainId] = JSON.parse(
          fs.readFileSync(path.join(deploymentsDir, `${chainId}.json`), 'utf8'),
        )
      })
    if (options.deploy !== false) {
      runs = chains.map((chainId) => deploy(chainId, { linked: link, vrf: vrfMock(chainId) }))
      try {
        await unlessAborted(Promise.all(runs.map((run) => run.deployed)))
        for (const run of runs) run.link()
        await unlessAborted(Promise.all(chains.map((chainId, i) => record(chainId, runs[i]))))
      } catch (error) {
        for (const run of runs) run.abort()
        await Promise.allSettled(runs.map((run) => run.done))
        throw error
      } finally {
        runs = []
      }
    }
    signal?.removeEventListener('abort', onAbort)
    return {
      rpcUrls,
      deployments,
      deploymentsDir,
      /** Stops a chain's node (its state is lost; see `restartNode`). */
      stopNode: async (chainId) => stopChild(nodes[chainId]),
      /** Starts a stopped chain's node again on the same port: a fresh chain (Hardhat nodes keep no state). */
      startNode: async (chainId) => {
        nodes[chainId] = (await startNode(chainId, ports[chainId], nodeEnv(chainId))).child
      },
      /**
       * Restarts a chain's node on the same port and deploys again: Hardhat keeps no state, so this is a fresh chain
       * whose contracts land at the same addresses (same deployer, same transaction order) but whose blocks differ.
       */
      restartNode: async (chainId) => {
        await stopChild(nodes[chainId])
        nodes[chainId] = (await startNode(chainId, ports[chainId], nodeEnv(chainId))).child
        if (options.deploy !== false) await record(chainId, deploy(chainId))
      },
      stop,
    }
  } catch (error) {
    signal?.removeEventListener('abort', onAbort)
    await stop()
    throw signal?.aborted ? signal.reason : error
  }
}
