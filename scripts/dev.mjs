#!/usr/bin/env node
// `pnpm dev`: the whole product on this machine. Starts two Hardhat nodes (BSC role 31337, Polygon role 31338),
// deploys and seeds the contracts on both, then starts the server (the API and the keeper in one process: randomness,
// bridge relayer, payouts, indexer) and the web app, and prints the URLs.
// Ctrl-C (or SIGTERM) stops every process it started, whole process groups, so nothing is left behind.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

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
const blockIntervalMs = { bsc: env.BSC_BLOCK_MS ?? '3000', polygon: env.POLYGON_BLOCK_MS ?? '2000' }
const children = new Set()
let stopping = false

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

/** Runs a command to completion; rejects on a non-zero exit. */
function run(name, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...env, ...options.env },
      stdio: 'inherit',
    })
    children.add(child)
    child.on('exit', (code) => {
      children.delete(child)
      code === 0 ? resolve() : reject(new Error(`${name} failed with exit code ${code}`))
    })
  })
}

async function waitForRpc(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
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
  // Hardhat nodes print every RPC call and transaction; keep only their start-up line, errors, warnings and reverts
  // (the deploy script prints what it deploys).
  const quietRpc = (line) => !/error|warn|revert|Started HTTP/i.test(line)
  const bscUrl = `http://${host}:${ports.bsc}`
  const polygonUrl = `http://${host}:${ports.polygon}`
  log('building the workspace packages the apps import…')
  await run('build', 'pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@finaverse/sdk...',
    '--output-logs=errors-only',
  ])
  // The nodes keep idle connections longer than any client does (contracts/devnet/keep-alive.cjs).
  const keepAlive =
    `${process.env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(path.join(contracts, 'devnet', 'keep-alive.cjs'))}`.trim()
  log(`starting the BSC-role chain (31337) on ${bscUrl} and the Polygon-role chain (31338) on ${polygonUrl}`)
  start('bsc', 'pnpm', ['exec', 'hardhat', 'node', '--hostname', host, '--port', String(ports.bsc)], {
    cwd: contracts,
    env: {
      HARDHAT_CHAIN_ID: '31337',
      HARDHAT_BLOCK_INTERVAL_MS: blockIntervalMs.bsc,
      NODE_OPTIONS: keepAlive,
    },
    quiet: quietRpc,
  })
  start('polygon', 'pnpm', ['exec', 'hardhat', 'node', '--hostname', host, '--port', String(ports.polygon)], {
    cwd: contracts,
    env: {
      HARDHAT_CHAIN_ID: '31338',
      HARDHAT_BLOCK_INTERVAL_MS: blockIntervalMs.polygon,
      NODE_OPTIONS: keepAlive,
    },
    quiet: quietRpc,
  })
  await Promise.all([waitForRpc(bscUrl), waitForRpc(polygonUrl)])
  const rpcEnv = { BSC_RPC_URL: bscUrl, POLYGON_RPC_URL: polygonUrl }
  log('deploying and seeding the contracts on both chains…')
  await run('deploy:bsc', 'pnpm', ['exec', 'hardhat', 'run', 'scripts/deploy.ts', '--network', 'bscLocal'], {
    cwd: contracts,
    env: rpcEnv,
  })
  await run(
    'deploy:polygon',
    'pnpm',
    ['exec', 'hardhat', 'run', 'scripts/deploy.ts', '--network', 'polygonLocal'],
    {
      cwd: contracts,
      env: rpcEnv,
    },
  )
  // Idempotent second pass on BSC: it only links what needs the Polygon deployment (the bridge's receiveAddress).
  log('linking the BSC side to the Polygon deployment…')
  await run('link:bsc', 'pnpm', ['exec', 'hardhat', 'run', 'scripts/deploy.ts', '--network', 'bscLocal'], {
    cwd: contracts,
    env: rpcEnv,
  })

  const urls = [
    `BSC-role chain      ${bscUrl} (chain id 31337)`,
    `Polygon-role chain  ${polygonUrl} (chain id 31338)`,
    'Deployments         contracts/deployments/31337.json, contracts/deployments/31338.json',
  ]
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
        // Sign-In with Ethereum messages name the site's host: the web's port, whichever WEB_PORT chose.
        SIWE_DOMAINS: process.env.SIWE_DOMAINS ?? `localhost:${ports.web},127.0.0.1:${ports.web}`,
      },
    })
    await waitForHttp(`http://${host}:${ports.api}/healthz`)
    await waitForHttp(`http://${host}:${ports.keeper}/healthz`)
    urls.push(`API                 http://${host}:${ports.api} (OpenAPI at /docs)`)
    urls.push(`Keeper              http://${host}:${ports.keeper}/metrics (Prometheus)`)
  }
  if (hasWeb) {
    start(
      'web',
      'pnpm',
      ['--filter', '@finaverse/web', 'run', 'dev', '--port', String(ports.web), '--strictPort'],
      {
        env: { ...rpcEnv, API_PORT: String(ports.api), FINAVERSE_MODE: 'local' },
      },
    )
    await waitForHttp(`http://localhost:${ports.web}/`)
    urls.push(`Web                 http://localhost:${ports.web}`)
  }
  log(`ready:\n  ${urls.join('\n  ')}\nPress Ctrl-C to stop everything.`)
}

main().catch((error) => {
  console.error(`\x1b[31m[dev]\x1b[0m ${error.message}`)
  void stop(1)
})
