/** A deployment file as scripts/deploy/deploy.ts writes it (deployments/<chainId>.json). */
export type DevnetDeployment = {
  chainId: number
  contracts: Record<string, `0x${string}`>
  farmPools: Record<string, number>
  startBlock: number
  updatedAt: string
}

export type DevnetOptions = {
  /** Chain ids to start (31337 plays BSC, 31338 plays Polygon; 97 and 80002 for the live-path rehearsal); default
   * 31337 and 31338. */
  chains?: number[]
  /** Deploy the contracts (default true). */
  deploy?: boolean
  /** Extra environment of the deploy runs (e.g. FINAVERSE_RANDOMNESS_SEED). */
  env?: Record<string, string>
  /** Receives progress lines and the deploy output. */
  log?: (line: string) => void
  /** A fixed port per chain id (default: a free port the system picks). */
  ports?: Record<number, number>
  /** Mine a block every this many milliseconds per chain id, as well as on each transaction (default: only on
   * transactions). */
  blockIntervalMs?: Record<number, number>
  /** Write the deployment files here and keep them after `stop()` (default: a temporary folder, removed). */
  deploymentsDir?: string
  /** Awaited once the nodes answer, before the deploy (e.g. the compile of the artifacts the deploy uses): the
   * nodes start meanwhile. A rejection stops the nodes and rejects `startDevnet` with it. */
  beforeDeploy?: Promise<unknown>
  /** Aborting stops the nodes and the deploy runs of a start under way; `startDevnet` then rejects with the
   * signal's reason. */
  signal?: AbortSignal
}

export type Devnet = {
  /** JSON-RPC URL by chain id. */
  rpcUrls: Record<number, string>
  /** Deployment by chain id. */
  deployments: Record<number, DevnetDeployment>
  /** The folder of the deployment files (DEPLOYMENTS_DIR of the deploy runs). */
  deploymentsDir: string
  /** Stops one chain's node (Hardhat nodes keep no state: starting it again gives a fresh chain). */
  stopNode(chainId: number): Promise<void>
  /** Starts a stopped chain's node again on its port. */
  startNode(chainId: number): Promise<void>
  /** Restarts a chain's node on its port and deploys again (a fresh chain, same contract addresses). */
  restartNode(chainId: number): Promise<void>
  /** Stops every node and removes the temporary folder (not a `deploymentsDir` given in the options). */
  stop(): Promise<void>
}

/** Starts Hardhat nodes on free ports and deploys the contracts on each. */
export function startDevnet(options?: DevnetOptions): Promise<Devnet>
/** Runs the package's Hardhat CLI with extra environment; resolves with its output, rejects with it on failure. */
export function runHardhat(args: string[], env?: Record<string, string>): Promise<string>
/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number>
/** One JSON-RPC call (throws the node's error message). */
export function rpc(url: string, method: string, params?: unknown[]): Promise<unknown>
/** Environment that loads Hardhat without the plugins and tasks a node or a deploy script never uses. */
export const LEAN: { readonly FINAVERSE_HARDHAT_LEAN: '1' }
