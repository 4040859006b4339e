// Vitest global setup: starts two Hardhat nodes on free ports (chain 31337 playing BSC, 31338 playing Polygon),
// runs the contracts package's deploy script against each, and installs Multicall3 at its canonical address.
// Never uses the developer ports 8545/8546.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts')
const hardhatCli = path.join(contractsDir, 'node_modules/hardhat/internal/cli/cli.js')
/** Multicall3's address on every chain that has it (deployed here with `hardhat_setCode`). */
export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

declare module 'vitest' {
  export interface ProvidedContext {
    bscRpcUrl: string
    polygonRpcUrl: string
    bscContracts: Record<string, `0x${string}`>
    polygonContracts: Record<string, `0x${string}`>
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [hardhatCli, ...args], {
      cwd: contractsDir,
      env: { ...process.env, ...env },
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`hardhat ${args.join(' ')} failed:\n${output}`)),
    )
  })
}

async function startNode(chainId: number): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    [hardhatCli, 'node', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: contractsDir,
      env: { ...process.env, HARDHAT_CHAIN_ID: String(chainId) },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr?.on('data', (d) => (stderr += d))
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`hardhat node exited (${child.exitCode}):\n${stderr}`)
    try {
      if (Number(await rpc(url, 'eth_chainId')) === chainId) return { url, child }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`hardhat node on ${url} did not start:\n${stderr}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/**
 * Runs the contracts' deploy script against a node, writing its deployment file into a temporary folder
 * (`DEPLOYMENTS_DIR`), so the package's own `contracts/deployments` files are never touched while other test
 * suites read them. Uses the compiled artifacts as they are (`--no-compile`): turbo builds @finaverse/contracts
 * first, and compiling here could race with a compile running in the contracts package.
 */
async function deploy(url: string, chainId: number): Promise<Record<string, `0x${string}`>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finaverse-sdk-deployments-'))
  try {
    const network = chainId === 31337 ? 'bscLocal' : 'polygonLocal'
    const rpcEnv = chainId === 31337 ? { BSC_RPC_URL: url } : { POLYGON_RPC_URL: url }
    await run(['run', 'scripts/deploy.ts', '--no-compile', '--network', network], {
      ...rpcEnv,
      DEPLOYMENTS_DIR: dir,
    })
    const file = path.join(dir, `${chainId}.json`)
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { contracts: Record<string, `0x${string}`> })
      .contracts
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function installMulticall3(url: string): Promise<void> {
  // viem ships Multicall3's creation code for its deployless multicall but does not export it: read it from
  // viem's own module. eth_call of creation code returns the runtime code.
  const viemEntry = createRequire(import.meta.url).resolve('viem')
  const source = fs.readFileSync(path.join(path.dirname(viemEntry), 'constants/contracts.js'), 'utf8')
  const multicall3Bytecode = /multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(source)?.[1]
  if (!multicall3Bytecode) throw new Error('Multicall3 bytecode not found in viem')
  const runtime = await rpc(url, 'eth_call', [{ data: multicall3Bytecode }, 'latest'])
  await rpc(url, 'hardhat_setCode', [MULTICALL3, runtime])
}

export default async function setup(project: TestProject) {
  const nodes: ChildProcess[] = []
  try {
    const [bsc, polygon] = await Promise.all([startNode(31337), startNode(31338)])
    nodes.push(bsc.child, polygon.child)
    const [bscContracts, polygonContracts] = await Promise.all([
      deploy(bsc.url, 31337),
      deploy(polygon.url, 31338),
    ])
    await Promise.all([installMulticall3(bsc.url), installMulticall3(polygon.url)])
    project.provide('bscRpcUrl', bsc.url)
    project.provide('polygonRpcUrl', polygon.url)
    project.provide('bscContracts', bscContracts)
    project.provide('polygonContracts', polygonContracts)
  } catch (error) {
    for (const node of nodes) node.kill()
    throw error
  }
  return () => {
    for (const node of nodes) node.kill()
  }
}
