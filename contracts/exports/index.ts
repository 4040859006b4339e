// biome-ignore-all lint/performance/noBarrelFile: a package entry point (exports map) lists its public API by name.

export { type ChainDeployment, type DeployedChainId, deployments, getDeployment } from './deployments.js'
export {
  blindBoxAbi,
  cardBridgeAbi,
  cardBridgeMinterAbi,
  cardStakingAbi,
  cardsVoucherAbi,
  emailBindingAbi,
  finaFarmAbi,
  finaPairAbi,
  finaPairFactoryAbi,
  finaTokenAbi,
  gameVaultAbi,
  genesisHeroAbi,
  heroCardAbi,
  heroCardRendererAbi,
  heroMirrorAbi,
  mysteryBoxClaimAbi,
  randomnessCoordinatorAbi,
  testTokenAbi,
  voucherRedeemAbi,
  worldCupAbi,
  worldCupRaffleAbi,
  wrappedNativeAbi,
} from './generated/abis.js'
export { bridgeAttestation } from './generated/bridge-attestation.js'
