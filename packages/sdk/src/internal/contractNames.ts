/**
 * The contracts of the deployments (`contracts/deployments/<chainId>.json`), by the name `contractAddress` and
 * `getContractAddresses` know them: BSC role and Polygon role together (a test keeps this list equal to the
 * deployments' names).
 */
export type ContractName =
  // Tokens and pools.
  | 'FinaToken'
  | 'BUSD'
  | 'WBNB'
  | 'WMATIC'
  | 'USDC'
  | 'FinaPairFactory'
  | 'FinaBusdPair'
  | 'FinaBnbPair'
  | 'FinaMaticPair'
  | 'FinaFarm'
  // Accounts and randomness.
  | 'GameVault'
  | 'EmailBinding'
  | 'RandomnessAdapter'
  // Chainlink's VRF v2.5 coordinator mock (local chains only: live chains use Chainlink's coordinator).
  | 'VRFCoordinatorV2_5Mock'
  // Cards, boxes, vouchers, Genesis.
  | 'HeroCardRegistry'
  | 'HeroCardRenderer'
  | 'HeroCard'
  // HeroCard's reads and refund path, deployed by its constructor (recorded for verification; call HeroCard).
  | 'HeroCardViews'
  | 'CardStaking'
  | 'BlindBoxV1'
  | 'BlindBoxV2'
  | 'BlindBoxV3'
  | 'BlindBoxV4'
  | 'MysteryBox'
  | 'MysteryBoxClaim'
  | 'GenesisHero'
  | 'HeroMirror'
  | 'CardsVoucher'
  | 'VoucherRedeem'
  // Bridge and World Cup.
  | 'CardBridge'
  | 'CardBridgeMinter'
  // The card bridge's CCIP router of the local chains (live chains record Chainlink's as `CCIPRouter`).
  | 'DevnetCCIPRouter'
  | 'WorldCupRaffle'
  | 'WorldCup'
