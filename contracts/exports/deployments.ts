import { deploymentData } from './generated/deployments.js'

/** The chains that have a deployment in this build of the package. */
export type DeployedChainId = keyof typeof deploymentData

/** Contract addresses of one chain, keyed by contract name, with the block where indexers start. */
export type ChainDeployment = {
  readonly contracts: Readonly<Record<string, `0x${string}`>>
  /** Farm pool name (FINA-BUSD, FINA-BNB, FINA, FINA-MATIC) to its pid in `contracts.FinaFarm`. */
  readonly farmPools: Readonly<Record<string, number>>
  readonly startBlock: number
}

/** Deployments known at build time, keyed by chain id (`deployments/<chainId>.json`). */
export const deployments: Readonly<Record<number, ChainDeployment>> = deploymentData as unknown as Record<
  number,
  ChainDeployment
>

/**
 * The deployment of a chain, or undefined where the package has none.
 * @example getDeployment(31337)?.contracts.FinaToken
 */
export function getDeployment(chainId: number): ChainDeployment | undefined {
  return deployments[chainId]
}
