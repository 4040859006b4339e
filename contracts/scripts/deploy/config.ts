import fs from 'node:fs'
import path from 'node:path'
import { ethers } from 'ethers'

/**
 * Deployer-side configuration of every chain of the spec: which tokens to deploy or use, pools, farm emission and
 * tiers, roles, and the devnet seed. `scripts/deploy/deploy.ts` reads it; change values here, not in the script.
 *
 * Roles come from the environment (never committed), defaulting to the deployer:
 * - FINAVERSE_ADMIN: DEFAULT_ADMIN_ROLE, ADMIN_ROLE and PAUSER_ROLE on the farm, vault, binding and factory, and
 *   DEFAULT_ADMIN_ROLE on FINA (who grants MINTER_ROLE).
 * - FINAVERSE_PAUSER: an extra PAUSER_ROLE holder (e.g. a monitoring bot), optional.
 * - FINAVERSE_OPERATOR: OPERATOR_ROLE on the GameVault (the keeper's address).
 * Live chains with FINAVERSE_ADMIN other than the deployer hand over: once the bridge is linked, the deployer's
 * roles go to the admin (admin roles) and are renounced (scripts/deploy/handover.ts); FINAVERSE_OPERATOR is then required,
 * so no role stays with the deployer's key. The card bridge needs no key of the project: Chainlink CCIP carries it.
 * - FINAVERSE_MINTER: MINTER_ROLE on FINA, optional (nobody mints by default: the supply is minted at deployment).
 * - FARM_FUND_AMOUNT: FINA (whole tokens) the deployer adds to the farm's reward reserve when it is empty (live
 *   chains; the devnet seed funds its own amount).
 */

export type Role = 'bsc' | 'polygon'

/** A constant-product pool of FINA and another token, and the farm pool that stakes its LP token. */
export type PairConfig = {
  /** Key in deployments/<chainId>.json. */
  name: 'FinaBusdPair' | 'FinaBnbPair' | 'FinaMaticPair'
  /** The farm pool / tier name of the shared tier JSON. */
  farmPool: 'FINA-BUSD' | 'FINA-BNB' | 'FINA-MATIC'
  /** The other token: a key of `tokens`. */
  quote: 'BUSD' | 'WBNB' | 'WMATIC'
  /** Devnet seed liquidity in whole tokens: FINA and quote (this sets the price). */
  seed: { fina: string; quote: string }
}

export type TokenConfig =
  | { kind: 'test'; name: string; symbol: string; decimals: number }
  | { kind: 'wrapped'; name: string; symbol: string }
  | { kind: 'external'; address: string }

export type ChainConfig = {
  role: Role
  /** Local Hardhat chain: seeds pools, the farm, the vault and demo accounts. */
  devnet: boolean
  fina: { cap: string; initialSupply: string }
  /** Tokens beside FINA, by deployment key. */
  tokens: Partial<Record<'BUSD' | 'WBNB' | 'WMATIC' | 'USDC', TokenConfig>>
  swapFeeBps: number
  /** Farm pools in pid order. `lp: 'FINA'` is single staking of FINA. */
  farm: {
    rewardPerBlock: string
    pools: { farmPool: 'FINA-BUSD' | 'FINA-BNB' | 'FINA' | 'FINA-MATIC'; allocPoint: number }[]
  }
  pairs: PairConfig[]
  /** The GameVault lives on the BSC role only. */
  gameVault: boolean
}

const bscPairs: PairConfig[] = [
  // 1 FINA = 0.05 BUSD
  { name: 'FinaBusdPair', farmPool: 'FINA-BUSD', quote: 'BUSD', seed: { fina: '2000000', quote: '100000' } },
  // 1 BNB = 12,000 FINA (BNB at 600 USD)
  { name: 'FinaBnbPair', farmPool: 'FINA-BNB', quote: 'WBNB', seed: { fina: '1200000', quote: '100' } },
]
const polygonPairs: PairConfig[] = [
  // 1 MATIC = 10 FINA (MATIC at 0.50 USD)
  { name: 'FinaMaticPair', farmPool: 'FINA-MATIC', quote: 'WMATIC', seed: { fina: '50000', quote: '5000' } },
]
const fina = { cap: '1000000000', initialSupply: '100000000' }
const bscFarm: ChainConfig['farm'] = {
  rewardPerBlock: '10',
  pools: [
    { farmPool: 'FINA-BUSD', allocPoint: 40 },
    { farmPool: 'FINA-BNB', allocPoint: 40 },
    { farmPool: 'FINA', allocPoint: 20 },
  ],
}
const polygonFarm: ChainConfig['farm'] = {
  rewardPerBlock: '5',
  pools: [{ farmPool: 'FINA-MATIC', allocPoint: 100 }],
}
const bscTestTokens: ChainConfig['tokens'] = {
  BUSD: { kind: 'test', name: 'Binance USD (test)', symbol: 'BUSD', decimals: 18 },
  WBNB: { kind: 'wrapped', name: 'Wrapped BNB', symbol: 'WBNB' },
}
const polygonTestTokens: ChainConfig['tokens'] = {
  WMATIC: { kind: 'wrapped', name: 'Wrapped Matic', symbol: 'WMATIC' },
  USDC: { kind: 'test', name: 'USD Coin (test)', symbol: 'USDC', decimals: 6 },
}

export const chainConfigs: Record<number, ChainConfig> = {
  31337: {
    role: 'bsc',
    devnet: true,
    fina,
    tokens: bscTestTokens,
    swapFeeBps: 25,
    farm: bscFarm,
    pairs: bscPairs,
    gameVault: true,
  },
  97: {
    role: 'bsc',
    devnet: false,
    fina,
    tokens: bscTestTokens,
    swapFeeBps: 25,
    farm: bscFarm,
    pairs: bscPairs,
    gameVault: true,
  },
  56: {
    role: 'bsc',
    devnet: false,
    fina,
    tokens: {
      BUSD: { kind: 'external', address: '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56' },
      WBNB: { kind: 'external', address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c' },
    },
    swapFeeBps: 25,
    farm: bscFarm,
    pairs: bscPairs,
    gameVault: true,
  },
  31338: {
    role: 'polygon',
    devnet: true,
    fina,
    tokens: polygonTestTokens,
    swapFeeBps: 25,
    farm: polygonFarm,
    pairs: polygonPairs,
    gameVault: false,
  },
  80002: {
    role: 'polygon',
    devnet: false,
    fina,
    tokens: polygonTestTokens,
    swapFeeBps: 25,
    farm: polygonFarm,
    pairs: polygonPairs,
    gameVault: false,
  },
  137: {
    role: 'polygon',
    devnet: false,
    fina,
    tokens: {
      WMATIC: { kind: 'external', address: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270' },
      USDC: { kind: 'external', address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
    },
    swapFeeBps: 25,
    farm: polygonFarm,
    pairs: polygonPairs,
    gameVault: false,
  },
}

/**
 * Chainlink CCIP per chain: this chain's selector and router, the LINK token (the other fee token), and the chain on
 * the other end of the card bridge's lane. Live values are the published ones (LIVE-NETWORKS.md at the repository's
 * shared notes; Chainlink's CCIP directory); scripts/deploy/bridge.ts checks them on chain (the router's code and
 * `isChainSupported(peer selector)`) and refuses to deploy when they differ. `router: 'devnet'` deploys the local
 * DevnetCCIPRouter instead (the keeper plays CCIP's network there). FINAVERSE_CCIP_ROUTER overrides the router of
 * the connected chain (the live rehearsal points it at a DevnetCCIPRouter on chain ids 97/80002).
 */
export type CcipConfig = {
  selector: bigint
  router: string | 'devnet'
  /** LINK of this chain (undefined on the devnets: native fees only). */
  link: string | undefined
  peerChainId: number
}

export const ccipConfigs: Record<number, CcipConfig> = {
  // The devnet chains take their chain id as selector (no CCIP selector exists for them).
  31337: { selector: 31337n, router: 'devnet', link: undefined, peerChainId: 31338 },
  31338: { selector: 31338n, router: 'devnet', link: undefined, peerChainId: 31337 },
  97: {
    selector: 13264668187771770619n,
    router: '0xE1053aE1857476f36A3C62580FF9b016E8EE8F6f',
    link: '0x84b9B910527Ad5C03A9Ca831909E21e236EA7b06',
    peerChainId: 80002,
  },
  80002: {
    selector: 16281711391670634445n,
    router: '0x9C32fCB86BF0f4a1A8921a9Fe46de3198bb884B2',
    link: '0x0Fd9e8d3aF1aaee056EB9e802c3A762a667b1904',
    peerChainId: 97,
  },
  56: {
    selector: 11344663589394136015n,
    router: '0x34B03Cb9086d7D758AC55af71584F81A598759FE',
    link: '0x404460C6A5EdE2D891e8297795264fDe62ADBB75',
    peerChainId: 137,
  },
  137: {
    selector: 4051577828743386545n,
    router: '0x849c5ED5a80F5B408Dd4969b78c2C8fdf0565Bfe',
    link: '0xb0897686c545045aFc77CF20eC7A532E3120E0F1',
    peerChainId: 56,
  },
}

/** Devnet seed: what demo accounts (Hardhat accounts #1..#4) get, in whole tokens. */
export const devnetSeed = {
  demoAccounts: [1, 2, 3, 4],
  perAccount: { FINA: '100000', BUSD: '10000', USDC: '10000', WBNB: '10', WMATIC: '100', lpShare: '0.01' },
  /** FINA added to the farm's reward reserve. */
  farmFunding: '5000000',
  /** FINA put in the GameVault for payouts of earned tokens. */
  vaultFunding: '1000000',
  /** Demo account #1 stakes this share of its LP tokens in pid 0, so the staking screen has a position. */
  demoStakeShare: '0.5',
}

/** Role holders (see the top of this file). */
export function roleHolders(deployer: string) {
  const env = process.env
  const pick = (value: string | undefined, name: string): string | undefined => {
    if (!value) return undefined
    if (!ethers.isAddress(value)) throw new Error(`${name} is not an address: ${value}`)
    return ethers.getAddress(value)
  }
  return {
    admin: pick(env.FINAVERSE_ADMIN, 'FINAVERSE_ADMIN') ?? deployer,
    pauser: pick(env.FINAVERSE_PAUSER, 'FINAVERSE_PAUSER'),
    operator: pick(env.FINAVERSE_OPERATOR, 'FINAVERSE_OPERATOR') ?? deployer,
    minter: pick(env.FINAVERSE_MINTER, 'FINAVERSE_MINTER'),
    farmFundAmount: env.FARM_FUND_AMOUNT,
  }
}

/** The shared farm tiers and test vectors, written by @finaverse/domain. */
export type FarmTiersJson = {
  tiers: Record<string, { minSeconds: number; rewardBps: number }[]>
  vectors: {
    currentTier: { pool: string; averageDepositedTime: number; now: number; expected: number }[]
    nextAverageDepositedTime: {
      amount: string
      averageDepositedTime: number
      deposit: string
      now: number
      expected: number
    }[]
    rewardAtTier: { pool: string; pending: string; index: number; expected: string }[]
  }
}

export const farmTiersPath = path.join(
  __dirname,
  '..',
  '..',
  '..',
  'packages',
  'domain',
  'src',
  'farm',
  'farm-tiers.json',
)

export function readFarmTiers(): FarmTiersJson {
  return JSON.parse(fs.readFileSync(farmTiersPath, 'utf8')) as FarmTiersJson
}
