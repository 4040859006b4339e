// biome-ignore-all lint/performance/noBarrelFile: a package entry point (exports map) lists its public API by name.

import { heroCardAbi as heroCardOwnAbi, heroCardViewsAbi } from './generated/abis.js'

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

/**
 * HeroCard's whole ABI at its one address: its own functions plus the reads (mint requests, merges, whitelist, cards
 * available) that its fallback serves from HeroCardViews, which keeps HeroCard below the code size limit.
 */
export const heroCardAbi = [...heroCardOwnAbi, ...heroCardViewsAbi] as const
