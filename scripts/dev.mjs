#!/usr/bin/env node
// `pnpm dev`: the whole product on this machine. Starts two Hardhat nodes (BSC role 31337, Polygon role 31338) with
// the contracts deployed and seeded on both, the way the test suites start them (`@finaverse/contracts/devnet`),
// builds what the apps import meanwhile, then starts the server (the API and the keeper in one process: randomness,
// bridge relayer, payouts, indexer) and the web app side by side, and prints the URLs.
// Each step starts as soon as what it needs exists: the nodes and the domain package's build beside the contracts'
// compile (neither needs the artifacts); the deploy and the build of the contracts' exports and the SDK once the
// compile is done; the server and the web once both are.
// Ctrl-C (or SIGTERM) stops every process it started, whole process groups, so nothing is left behind.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const env = process.env
const host = '127.0.0.1'
const ports = {
  bsc: Number(env.BSC_PORT ?? 8545),
  polygon: Number(env.POLYGON_PORT ?? 8546),
  api: Number(env.API_PORT ?? 8787),
  web: Number(env.WEB_PORT ?? 5173),
  keeper: Number(env.KEEPER_PORT ?? 9464),
}
/** Block times of the devnet chains (BSC about 3 s, Polygon about 2 s): blocks come on time as well as on each
 * transaction, so randomness entropy (`blockhash(requestBlock + 1)`) and confirmations arrive as on the real chains. */
const blockIntervalMs = {
  bsc: Number(env.BSC_BLOCK_MS ?? 3000),
  polygon: Number(env.POLYGON_BLOCK_MS ?? 2000),
}
const children = new Set()
let stopping = false
/** The chains (`startDevnet`'s handle), once started. */
let devnet
/** Stops the chains while they are still starting. */
const starting = new AbortController()

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching terminal colour codes is the point
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '')

function log(message) {
  console.log(`\x1b[36m[dev]\x1b[0m ${message}`)
}

/** Resolves when nothing listens on the port; rejects with a clear message when something does. */
function assertFree(name, port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', (error) => {
      const hint = `set ${name.toUpperCase()}_PORT to a free port, or stop what uses ${port} (\`lsof -i :${port}\`)`
      reject(
        new Error(
          error.code === 'EADDRINUSE' ? `Port ${port} (${name}) is already in use: ${hint}.` : error.message,
        ),
      )
    })
    server.listen(port, host, () => server.close(() => resolve()))
  })
}

/** Starts a long-running child in its own process group, prefixing its output. */
function start(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  const prefix = `\x1b[35m[${name}]\x1b[0m `
  const forward = (stream, out) => {
    let buffered = ''
    stream.on('data', (chunk) => {
      buffered += chunk
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) {
        // After Ctrl-C, pnpm's "command failed with signal" noise from the children is not news.
        if (stopping || options.quiet?.(stripAnsi(line))) continue
        out.write(`${prefix}${line}\n`)
      }
    })
  }
  forward(child.stdout, process.stdout)
  forward(child.stderr, process.stderr)
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping everything`)
      void stop(1)
    }
  })
  return child
}

/** Runs a command to completion in its own process group (stopped with the others); rejects on a non-zero exit. */
function run(name, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...env, ...options.env },
      detached: true,
      stdio: 'inherit',
    })
    children.add(child)
    child.on('exit', (code) => {
      children.delete(child)
      code === 0 ? resolve() : reject(new Error(`${name} failed with exit code ${code}`))
    })
  })
}

async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

async function stop(code = 0) {
  if (stopping) return
  stopping = true
  log('stopping…')
  starting.abort(new Error('stopped'))
  const chains = devnet?.stop().catch(() => {})
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 5000
  while (children.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  await chains
  process.exit(code)
}

process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

async function main() {
  const hasServer = existsSync(path.join(root, 'apps/server/src/main.ts'))
  const hasWeb = existsSync(path.join(root, 'apps/web/index.html'))
  for (const [name, port] of Object.entries(ports)) {
    if (((name === 'api' || name === 'keeper') && !hasServer) || (name === 'web' && !hasWeb)) continue
    await assertFree(name, port)
  }

  const contracts = path.join(root, 'contracts')
  const turbo = (name, args) =>
    run(name, 'pnpm', ['exec', 'turbo', 'run', ...args, '--output-logs=errors-only'])
  log(
    'compiling the contracts; starting the BSC-role chain (31337) and the Polygon-role chain (31338) meanwhile…',
  )
  // The domain package needs no artifacts: it builds beside the compile, in the same turbo run.
  const compiled = turbo('compile', ['@finaverse/contracts#compile', '@finaverse/domain#build'])
  // Then the contracts' exports (ABIs, addresses) and the SDK, beside the deploy.
  const built = compiled.then(() =>
    turbo('build', ['build', '--filter=@finaverse/sdk...']).then(() => log('workspace packages built')),
  )
  // The chains start as the test suites' do (`@finaverse/contracts/devnet`: one deploy process per chain, the bridge
  // sides linked in the same process), here on the developer ports, mining on a timer, with the deployment files in
  // contracts/deployments. The nodes start now; the deploy waits for the compile.
  const { startDevnet } = await import(pathToFileURL(path.join(contracts, 'devnet', 'index.mjs')).href)
  await Promise.all([
    startDevnet({
      ports: { 31337: ports.bsc, 31338: ports.polygon },
      blockIntervalMs: { 31337: blockIntervalMs.bsc, 31338: blockIntervalMs.polygon },
      deploymentsDir: path.join(contracts, 'deployments'),
      beforeDeploy: compiled.then(() => log('contracts compiled; deploying and seeding both chains…')),
      signal: starting.signal,
      log: (line) => {
        for (const text of String(line).split('\n'))
          if (text.trim()) console.log(`\x1b[35m[devnet]\x1b[0m ${text}`)
      },
    }).then((started) => {
      devnet = started
    }),
    built,
  ])
  const bscUrl = devnet.rpcUrls[31337]
  const polygonUrl = devnet.rpcUrls[31338]
  const rpcEnv = { BSC_RPC_URL: bscUrl, POLYGON_RPC_URL: polygonUrl }

  const urls = [
    `BSC-role chain      ${bscUrl} (chain id 31337)`,
    `Polygon-role chain  ${polygonUrl} (chain id 31338)`,
    'Deployments         contracts/deployments/31337.json, contracts/deployments/31338.json',
  ]
  // The API (with its keeper) and the web dev server start side by side.
  const ready = []
  if (hasServer) {
    start('server', 'pnpm', ['--filter', '@finaverse/server', 'run', 'dev'], {
      env: {
        ...rpcEnv,
        API_PORT: String(ports.api),
        API_HOST: host,
        FINAVERSE_MODE: 'local',
        // PGlite is single-process: the keeper runs inside the API's process.
        FINAVERSE_ROLE: 'all',
        KEEPER_PORT: String(ports.keeper),
        KEEPER_HOST: host,
        DEPLOYMENTS_DIR: devnet.deploymentsDir,
        // Sign-In with Ethereum messages name the site's host: the web's port, whichever WEB_PORT chose.
        SIWE_DOMAINS: process.env.SIWE_DOMAINS ?? `localhost:${ports.web},127.0.0.1:${ports.web}`,
      },
    })
    ready.push(
      waitForHttp(`http://${host}:${ports.api}/healthz`),
      waitForHttp(`http://${host}:${ports.keeper}/healthz`),
    )
    urls.push(`API                 http://${host}:${ports.api} (OpenAPI at /docs)`)
    urls.push(`Keeper              http://${host}:${ports.keeper}/metrics (Prometheus)`)
  }
  if (hasWeb) {
    start(
      'web',
      'pnpm',
      ['--filter', '@finaverse/web', 'run', 'dev', '--port', String(ports.web), '--strictPort'],
      {
        env: {
          ...rpcEnv,
          API_PORT: String(ports.api),
          FINAVERSE_MODE: 'local',
          FINAVERSE_DEPLOYMENTS_DIR: devnet.deploymentsDir,
        },
      },
    )
    ready.push(waitForHttp(`http://localhost:${ports.web}/`))
    urls.push(`Web                 http://localhost:${ports.web}`)
  }
  await Promise.all(ready)
  log(`ready:\n  ${urls.join('\n  ')}\nPress Ctrl-C to stop everything.`)
}

main().catch((error) => {
  console.error(`\x1b[31m[dev]\x1b[0m ${error.message}`)
  void stop(1)
})
