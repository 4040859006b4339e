// biome-ignore-all lint/performance/noBarrelFile: a package entry point (exports map) lists its public API by name.
export { type ChainDeployment, type DeployedChainId, deployments, getDeployment } from './deployments.js'
export {
  emailBindingAbi,
  finaFarmAbi,
  finaPairAbi,
  finaPairFactoryAbi,
  finaTokenAbi,
  gameVaultAbi,
  testTokenAbi,
  wrappedNativeAbi,
} from './generated/abis.js'
