import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/signers'
import { ethers } from 'ethers'
import type { HardhatRuntimeEnvironment } from 'hardhat/types'
import { type Deployment, readDeployment } from '../../scripts/deploy/deployments'
import { fail } from './errors'

/**
 * Contracts that answer part of their reads through a fallback to a companion (HeroCard forwards its request, merge
 * and whitelist views to HeroCardViews): their tasks see both ABIs at the one address.
 */
const COMPANION_ABI: Record<string, string> = { HeroCard: 'HeroCardViews' }

/** The deployed contract `name` at `target`, connected to `signer` (with its companion's ABI where it has one). */
export async function contractAt(
  hre: HardhatRuntimeEnvironment,
  name: string,
  target: string,
  signer: HardhatEthersSigner,
) {
  const companion = COMPANION_ABI[name]
  if (!companion) return hre.ethers.getContractAt(name, target, signer)
  const abi = [
    ...(await hre.artifacts.readArtifact(name)).abi,
    ...(await hre.artifacts.readArtifact(companion)).abi,
  ]
  const seen = new Set<string>()
  const unique = abi.filter((item) => {
    const id = JSON.stringify([item.type, item.name, item.inputs])
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
  return hre.ethers.getContractAt(unique, target, signer)
}

/** The artifact (contract name) behind a deployment key, when the key is not the contract's own name. */
export const ARTIFACT_OF: Record<string, string> = {
  BUSD: 'TestToken',
  USDC: 'TestToken',
  WBNB: 'WrappedNative',
  WMATIC: 'WrappedNative',
  FinaBusdPair: 'FinaPair',
  FinaBnbPair: 'FinaPair',
  FinaMaticPair: 'FinaPair',
  BlindBoxV1: 'BlindBox',
  BlindBoxV2: 'BlindBox',
  BlindBoxV3: 'BlindBox',
  BlindBoxV4: 'BlindBox',
  MysteryBox: 'BlindBox',
}
export const artifactOf = (key: string) => ARTIFACT_OF[key] ?? key

/** The deployment file of a chain (DEPLOYMENTS_DIR honoured at call time). */
export function loadDeployment(chainId: number): Deployment {
  const deployment = readDeployment(chainId)
  if (!deployment) fail(`No deployments/${chainId}.json (DEPLOYMENTS_DIR): deploy first`)
  return deployment
}

export function addressOf(deployment: Deployment, key: string): string {
  const address = deployment.contracts[key]
  if (!address)
    fail(`${key} is not deployed on chain ${deployment.chainId} (deployments/${deployment.chainId}.json)`)
  return address
}

/** Role name -> role id (`DEFAULT_ADMIN_ROLE` is zero). */
export const roleId = (name: string) => (name === 'DEFAULT_ADMIN_ROLE' ? ethers.ZeroHash : ethers.id(name))

/** The role constants a contract's ABI declares (`*_ROLE()` views), with DEFAULT_ADMIN_ROLE first. */
export function roleNames(contract: { interface: ethers.Interface }): string[] {
  const names: string[] = []
  contract.interface.forEachFunction((f) => {
    if (f.name.endsWith('_ROLE') && f.inputs.length === 0) names.push(f.name)
  })
  return names.sort((a, b) =>
    a === 'DEFAULT_ADMIN_ROLE' ? -1 : b === 'DEFAULT_ADMIN_ROLE' ? 1 : a.localeCompare(b),
  )
}
