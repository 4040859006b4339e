import fs from 'node:fs'
import path from 'node:path'

/** One chain's deployment file, `deployments/<chainId>.json`. */
export type Deployment = {
  chainId: number
  /** Contract name (as the SDK knows it) to address. */
  contracts: Record<string, string>
  /** Farm pool name (FINA-BUSD, FINA-BNB, FINA, FINA-MATIC) to its pid in `contracts.FinaFarm`. */
  farmPools: Record<string, number>
  /**
   * Names in `contracts` the project did not deploy (BUSD/WBNB, WMATIC/USDC on the mainnets, the Genesis collection on
   * BSC mainnet): the handover and the roles report skip them, verification leaves them alone.
   */
  external?: string[]
  /**
   * Constructor arguments of each contract the project deployed, as sent (big numbers as decimal strings): `verify`
   * submits these, never rebuilding them from today's configuration.
   */
  constructorArgs?: Record<string, unknown[]>
  /** Libraries linked into a contract the project deployed (HeroCard: HeroCardRegistry), for `verify`. */
  libraries?: Record<string, Record<string, string>>
  /** The account that deployed (and, until the handover, administered) the contracts: `status` checks it keeps no
   * power once the admin took over. */
  deployer?: string
  /** Block of the first deployment, where indexers start. */
  startBlock: number
  updatedAt: string
}

/**
 * Where deployment files are read and written: `contracts/deployments`, or `DEPLOYMENTS_DIR` when set (test
 * harnesses that deploy to their own throw-away chains use a temporary folder, so that they never rewrite the
 * package's files while another process reads them).
 */
export const deploymentsDir = currentDeploymentsDir()

/** The folder as the environment names it now (the admin tasks load with Hardhat's config, before a test sets it). */
export function currentDeploymentsDir(): string {
  return process.env.DEPLOYMENTS_DIR ?? path.join(__dirname, '..', '..', 'deployments')
}

export function deploymentPath(chainId: number, dir: string = currentDeploymentsDir()): string {
  return path.join(dir, `${chainId}.json`)
}

/** The deployment file of a chain in `dir` (by default the current folder), or undefined when there is none. */
export function readDeployment(chainId: number, dir?: string): Deployment | undefined {
  const file = deploymentPath(chainId, dir)
  if (!fs.existsSync(file)) return undefined
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Deployment
}

export function writeDeployment(deployment: Deployment): void {
  writeFileAtomic(deploymentPath(deployment.chainId), `${JSON.stringify(deployment, null, 2)}\n`)
}

/**
 * Writes a file whole or not at all: a temporary file beside it, then a rename. The deployment of each chain is saved
 * after every contract while the other chain's deployment, run at the same time, reads it (the bridge's peer): a plain
 * write lets that reader see an empty or half-written file.
 */
export function writeFileAtomic(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, text)
  fs.renameSync(temporary, file)
}
