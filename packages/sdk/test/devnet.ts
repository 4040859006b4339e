// Vitest global setup: the contracts package's two-chain devnet (`@finaverse/contracts/devnet`: Hardhat nodes on free
// ports, chain 31337 playing BSC and 31338 playing Polygon, the contracts deployed and the bridge's two sides
// linked, never the developer ports 8545/8546), plus Multicall3 at its canonical address on both.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { rpc, startDevnet } from '@finaverse/contracts/devnet'
import type { TestProject } from 'vitest/node'

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
  const devnet = await startDevnet({ chains: [31337, 31338] })
  try {
    const bscUrl = devnet.rpcUrls[31337] as string
    const polygonUrl = devnet.rpcUrls[31338] as string
    await Promise.all([installMulticall3(bscUrl), installMulticall3(polygonUrl)])
    project.provide('bscRpcUrl', bscUrl)
    project.provide('polygonRpcUrl', polygonUrl)
    project.provide('bscContracts', devnet.deployments[31337]?.contracts ?? {})
    project.provide('polygonContracts', devnet.deployments[31338]?.contracts ?? {})
  } catch (error) {
    await devnet.stop()
    throw error
  }
  return () => devnet.stop()
}
