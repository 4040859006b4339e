export { finaTokenAbi } from './generated/abis.js'
export { type ChainDeployment, type DeployedChainId, deployments, getDeployment } from './deployments.js'
