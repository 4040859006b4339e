import fs from 'node:fs'
import path from 'node:path'
import { ethers } from 'ethers'

/**
 * Deployer-side configuration of every chain of the spec: which tokens to deploy or use, pools, farm emission and
 * tiers, roles, and the devnet seed. `scripts/deploy.ts` reads it; change values here, not in the script.
 *
 * Roles come from the environment (never committed), defaulting to the deployer:
 * - FINAVERSE_ADMIN: DEFAULT_ADMIN_ROLE, ADMIN_ROLE and PAUSER_ROLE on the farm, vault, binding and factory, and
 *   DEFAULT_ADMIN_ROLE on FINA (who grants MINTER_ROLE).
 * - FINAVERSE_PAUSER: an extra PAUSER_ROLE holder (e.g. a monitoring bot), optional.
 * - FINAVERSE_OPERATOR: OPERATOR_ROLE on the GameVault (the keeper's address).
 * - FINAVERSE_RELAYER: OPERATOR_ROLE on the card bridge's two sides (the keeper's relayer; default the operator).
 * Live chains with FINAVERSE_ADMIN other than the deployer hand over: once the bridge is linked, the deployer's
 * roles go to the admin (admin roles) and are renounced (scripts/handover.ts); FINAVERSE_OPERATOR and
 * FINAVERSE_BRIDGE_SIGNERS are then required, so no role or signature stays with the deployer's key.
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
    relayer:
      pick(env.FINAVERSE_RELAYER, 'FINAVERSE_RELAYER') ??
      pick(env.FINAVERSE_OPERATOR, 'FINAVERSE_OPERATOR') ??
      deployer,
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
  'packages',
  'domain',
  'src',
  'farm',
  'farm-tiers.json',
)

export function readFarmTiers(): FarmTiersJson {
  return JSON.parse(fs.readFileSync(farmTiersPath, 'utf8')) as FarmTiersJson
}
