/**
 * A chain's native currency (always 18 decimals here).
 * @example const bnb: NativeCurrency = { name: 'BNB', symbol: 'BNB', decimals: 18 }
 */
export interface NativeCurrency {
  name: string
  symbol: string
  decimals: 18
}

/**
 * An entry of the chain registry (docs/product.md#chains).
 * @example const bsc: ChainInfo | undefined = CHAINS[56]
 */
export interface ChainInfo {
  /** Chain id as a number. */
  id: number
  /** Chain id in hex, as wallets want it (`'0x38'`). */
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: NativeCurrency
  rpcUrls: readonly string[]
  /** Block explorers; empty for local devnets. */
  blockExplorerUrls: readonly string[]
  /** Whether it is a test (or local) chain. */
  testnet: boolean
  /** Whether it is a local devnet chain of this project. */
  local: boolean
  /** Whether the network has been shut down (kept as data from the spec). */
  retired: boolean
}

function chain(
  id: number,
  chainName: string,
  currency: [name: string, symbol: string],
  rpcUrls: string[],
  blockExplorerUrls: string[],
  flags: { testnet?: boolean; local?: boolean; retired?: boolean } = {},
): ChainInfo {
  return Object.freeze({
    id,
    chainId: `0x${id.toString(16)}` as const,
    chainName,
    nativeCurrency: Object.freeze({ name: currency[0], symbol: currency[1], decimals: 18 as const }),
    rpcUrls: Object.freeze(rpcUrls),
    blockExplorerUrls: Object.freeze(blockExplorerUrls),
    testnet: flags.testnet ?? false,
    local: flags.local ?? false,
    retired: flags.retired ?? false,
  })
}

/**
 * The chain registry, keyed by chain id: every chain of docs/product.md#chains, Polygon Amoy (80002, which replaces
 * the retired 80001 in test mode) and the two local devnets (31337 plays BSC, 31338 plays Polygon).
 * @example CHAINS[56].chainId // '0x38'
 * @example CHAINS[80002].testnet // true
 */
export const CHAINS: Readonly<Record<number, ChainInfo>> = Object.freeze({
  4: chain(
    4,
    'Rinkeby',
    ['Ether', 'ETH'],
    ['https://rpc.ankr.com/eth_rinkeby'],
    ['https://rinkeby.etherscan.io'],
    {
      testnet: true,
      retired: true,
    },
  ),
  56: chain(
    56,
    'BSC Mainnet',
    ['BNB', 'BNB'],
    ['https://bsc-dataseed.bnbchain.org', 'https://bsc-dataseed1.binance.org'],
    ['https://bscscan.com'],
  ),
  97: chain(
    97,
    'BSC TestNet',
    ['BNB', 'BNB'],
    ['https://data-seed-prebsc-1-s1.bnbchain.org:8545', 'https://data-seed-prebsc-2-s1.bnbchain.org:8545'],
    ['https://testnet.bscscan.com'],
    { testnet: true },
  ),
  137: chain(
    137,
    'Polygon',
    ['POL', 'POL'],
    ['https://polygon-rpc.com', 'https://polygon-bor-rpc.publicnode.com'],
    ['https://polygonscan.com'],
  ),
  80001: chain(
    80001,
    'Polygon TestNet',
    ['MATIC', 'MATIC'],
    ['https://rpc-mumbai.maticvigil.com'],
    ['https://mumbai.polygonscan.com'],
    {
      testnet: true,
      retired: true,
    },
  ),
  80002: chain(
    80002,
    'Polygon Amoy',
    ['POL', 'POL'],
    ['https://rpc-amoy.polygon.technology'],
    ['https://amoy.polygonscan.com'],
    {
      testnet: true,
    },
  ),
  5001: chain(
    5001,
    'Mantle Testnet',
    ['BIT', 'BIT'],
    ['https://rpc.testnet.mantle.xyz'],
    ['https://explorer.testnet.mantle.xyz'],
    {
      testnet: true,
      retired: true,
    },
  ),
  1666600000: chain(
    1666600000,
    'Harmony Mainnet',
    ['ONE', 'ONE'],
    ['https://api.harmony.one'],
    ['https://explorer.harmony.one'],
  ),
  1666700000: chain(
    1666700000,
    'Harmony Testnet',
    ['ONE', 'ONE'],
    ['https://api.s0.b.hmny.io'],
    ['https://explorer.testnet.harmony.one'],
    {
      testnet: true,
    },
  ),
  31337: chain(31337, 'Finaverse Local BSC', ['BNB', 'BNB'], ['http://127.0.0.1:8545'], [], {
    testnet: true,
    local: true,
  }),
  31338: chain(31338, 'Finaverse Local Polygon', ['POL', 'POL'], ['http://127.0.0.1:8546'], [], {
    testnet: true,
    local: true,
  }),
})

/**
 * Which set of chains the product runs on.
 * @example const mode: ChainMode = 'testnet'
 */
export type ChainMode = 'mainnet' | 'testnet' | 'local'

/**
 * Every mode, as configuration schemas list them (`z.enum(CHAIN_MODES)`).
 * @example CHAIN_MODES.includes('local') // true
 */
export const CHAIN_MODES = Object.freeze([
  'mainnet',
  'testnet',
  'local',
] as const) satisfies readonly ChainMode[]

/**
 * Which of the product's two chains a chain plays: BSC (boxes, cards, farms, the game vault) or Polygon (the
 * bridge's destination).
 * @example const role: ChainRole = 'bsc'
 */
export type ChainRole = 'bsc' | 'polygon'

const CHAIN_IDS: Readonly<Record<ChainMode, Readonly<Record<ChainRole, number>>>> = Object.freeze({
  mainnet: Object.freeze({ bsc: 56, polygon: 137 }),
  testnet: Object.freeze({ bsc: 97, polygon: 80002 }),
  local: Object.freeze({ bsc: 31337, polygon: 31338 }),
})

/**
 * Whether a value names a mode.
 * @example isChainMode(process.env.FINAVERSE_MODE)
 */
export function isChainMode(value: unknown): value is ChainMode {
  return (CHAIN_MODES as readonly unknown[]).includes(value)
}

/**
 * The BSC and Polygon chain ids of a mode: mainnet 56 / 137, testnet 97 / 80002, local 31337 / 31338.
 * @example chainIdsFor('local').polygon // 31338
 */
export function chainIdsFor(mode: ChainMode): Readonly<Record<ChainRole, number>> {
  return CHAIN_IDS[mode]
}

/**
 * The role a chain id plays in any mode, or `undefined` for a chain the product does not run on.
 * @example chainRoleOf(97) // 'bsc'
 */
export function chainRoleOf(id: number): ChainRole | undefined {
  for (const ids of Object.values(CHAIN_IDS)) {
    if (ids.bsc === id) return 'bsc'
    if (ids.polygon === id) return 'polygon'
  }
  return undefined
}

/**
 * The BSC and Polygon chains of a mode: mainnet 56 / 137, testnet 97 / 80002, local 31337 / 31338.
 * @example chainsFor('testnet').polygon.id // 80002
 */
export function chainsFor(mode: ChainMode): { bsc: ChainInfo; polygon: ChainInfo } {
  const ids = CHAIN_IDS[mode]
  return { bsc: CHAINS[ids.bsc] as ChainInfo, polygon: CHAINS[ids.polygon] as ChainInfo }
}

/**
 * The parameter of `wallet_addEthereumChain` (EIP-3085).
 * @example const parameter: AddEthereumChainParameter | null = addEthereumChainParameter(56)
 */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: NativeCurrency
  rpcUrls: string[]
  blockExplorerUrls?: string[]
}

/**
 * The `wallet_addEthereumChain` parameter (EIP-3085) of a registered chain, or `null` for an unknown id.
 * `blockExplorerUrls` is left out when the chain has none (local devnets), as EIP-3085 requires a non-empty
 * list when present.
 * @example await provider.request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(97)] })
 */
export function addEthereumChainParameter(id: number): AddEthereumChainParameter | null {
  const info = CHAINS[id]
  if (info === undefined) return null
  const parameter: AddEthereumChainParameter = {
    chainId: info.chainId,
    chainName: info.chainName,
    nativeCurrency: { ...info.nativeCurrency },
    rpcUrls: [...info.rpcUrls],
  }
  if (info.blockExplorerUrls.length > 0) parameter.blockExplorerUrls = [...info.blockExplorerUrls]
  return parameter
}
