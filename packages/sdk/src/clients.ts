import { type ChainDeployment, getDeployment } from '@finaverse/contracts'
import { type ChainInfo, type ChainMode, chainsFor } from '@finaverse/domain'
import {
  type Address,
  type Chain,
  type Client,
  createClient,
  createPublicClient,
  defineChain,
  http,
  type PublicClient,
  type Transport,
} from 'viem'
import { bsc, bscTestnet, polygon, polygonAmoy } from 'viem/chains'
import { FinaverseError } from './errors.js'
import type { ContractName } from './internal/contractNames.js'

/** Which set of chains the SDK talks to (`@finaverse/domain`'s `ChainMode`). */
export type FinaverseMode = ChainMode

/** The two chain roles of the product: BSC (cards, boxes, farm, game vault) and Polygon (bridge target, farm). */
export type ChainRole = 'bsc' | 'polygon'

/**
 * Contract addresses by contract name (as in `contracts/deployments/<chainId>.json`), plus `Multicall3`. Keyed by
 * {@link ContractName}, so a misspelt name does not compile; each key is optional since a chain role deploys only
 * some of the contracts (`getContractAddress` gives one address or throws).
 */
export type ContractAddresses = { readonly [name in ContractName | 'Multicall3']?: Address }

function localChain(info: ChainInfo): Chain {
  return defineChain({
    id: info.id,
    name: info.chainName,
    nativeCurrency: info.nativeCurrency,
    rpcUrls: { default: { http: [...info.rpcUrls] } },
    testnet: true,
  })
}

/** Local devnet chain playing BSC (Hardhat node, chain id 31337), from `@finaverse/domain`'s registry. */
export const bscLocal: Chain = /*#__PURE__*/ localChain(chainsFor('local').bsc)

/** Local devnet chain playing Polygon (Hardhat node, chain id 31338), from `@finaverse/domain`'s registry. */
export const polygonLocal: Chain = /*#__PURE__*/ localChain(chainsFor('local').polygon)

/** viem's definitions of the live chains (they carry the Multicall3 address), by id. */
const viemChains: Readonly<Record<number, Chain>> = {
  [bsc.id]: bsc,
  [bscTestnet.id]: bscTestnet,
  [polygon.id]: polygon,
  [polygonAmoy.id]: polygonAmoy,
  [bscLocal.id]: bscLocal,
  [polygonLocal.id]: polygonLocal,
}

function chainOf(info: ChainInfo): Chain {
  const chain = viemChains[info.id]
  if (!chain) throw new TypeError(`No viem chain for chain id ${info.id}`)
  return chain
}

function chainsOfMode(mode: FinaverseMode): { readonly [role in ChainRole]: Chain } {
  const { bsc, polygon } = chainsFor(mode)
  return { bsc: chainOf(bsc), polygon: chainOf(polygon) }
}

/**
 * The chains of each mode, by role, as `@finaverse/domain`'s `chainsFor` gives their ids: mainnet 56 / 137,
 * testnet 97 / 80002 (Amoy replaces the retired Mumbai), local 31337 / 31338.
 */
export const finaverseChains: { readonly [mode in FinaverseMode]: { readonly [role in ChainRole]: Chain } } =
  {
    mainnet: /*#__PURE__*/ chainsOfMode('mainnet'),
    testnet: /*#__PURE__*/ chainsOfMode('testnet'),
    local: /*#__PURE__*/ chainsOfMode('local'),
  }

/** What the SDK adds to a viem client: the mode, the chain role and the contract addresses of that chain. */
export type FinaverseClientExtension = {
  readonly finaverse: {
    readonly mode: FinaverseMode
    readonly role: ChainRole
    readonly contracts: ContractAddresses
  }
}

/** A viem public client bound to one Finaverse chain. */
export type FinaverseClient = PublicClient<Transport, Chain> & FinaverseClientExtension

/**
 * A bare viem client (`createClient`, no action methods) bound to one Finaverse chain: the SDK's actions and viem's
 * tree-shakable actions (`viem/actions`) take it as their first argument.
 */
export type FinaverseBareClient = Client<Transport, Chain> & FinaverseClientExtension

export type CreateFinaverseClientsParameters = {
  mode: FinaverseMode
  /** Transport per role; defaults to `http()` on the chain's default RPC URL. */
  transports?: { readonly [role in ChainRole]?: Transport }
  /**
   * Addresses that replace or add to the contracts package's deployments, per role (for forks and custom
   * deployments). A `Multicall3` entry turns on multicall batching on chains viem knows no multicall for.
   */
  contracts?: { readonly [role in ChainRole]?: ContractAddresses }
}

export type CreateFinaverseClientsReturnType = {
  readonly mode: FinaverseMode
  readonly bsc: FinaverseClient
  readonly polygon: FinaverseClient
}

export type CreateFinaverseBareClientsReturnType = {
  readonly mode: FinaverseMode
  readonly bsc: FinaverseBareClient
  readonly polygon: FinaverseBareClient
}

function createRoleClient(
  mode: FinaverseMode,
  role: ChainRole,
  transport: Transport | undefined,
  overrides: ContractAddresses | undefined,
  create: typeof createClient,
): Client<Transport, Chain> {
  const baseChain = finaverseChains[mode][role]
  const deployment: ChainDeployment | undefined = getDeployment(baseChain.id)
  const contracts: ContractAddresses = { ...deploymentContracts(deployment), ...overrides }
  const { Multicall3: multicall3 } = contracts
  const chain: Chain =
    multicall3 && !baseChain.contracts?.multicall3
      ? { ...baseChain, contracts: { ...baseChain.contracts, multicall3: { address: multicall3 } } }
      : baseChain
  // Without a Multicall3 (the local devnets) reads are not multicall-batched. viem's deployless multicall would return
  // the results as the code of a contract deployed inside the `eth_call`, which EIP-170 caps at 24,576 bytes: a World
  // Cup screen's batch went past it. The site batches its devnet requests at the JSON-RPC level instead. Batching
  // stays off there: on a batching client viem tries a multicall on every read and, finding no Multicall3 on the
  // chain, builds and catches an error before it sends the plain `eth_call` (a hundred errors on a screen's first
  // reads: about 4 % of /mint's main-thread work at start-up, docs/benchmarks/web.md).
  const client = create({
    chain,
    transport: transport ?? http(),
    batch: { multicall: chain.contracts?.multicall3 !== undefined },
  })
  return client.extend(() => ({ finaverse: { mode, role, contracts } }))
}

function createPair(
  parameters: CreateFinaverseClientsParameters,
  create: typeof createClient,
): { mode: FinaverseMode; bsc: Client<Transport, Chain>; polygon: Client<Transport, Chain> } {
  const { mode, transports = {}, contracts = {} } = parameters
  if (!Object.hasOwn(finaverseChains, mode))
    throw new FinaverseError('Invalid network ID', {
      code: 'INVALID_NETWORK_ID',
      details: `Unknown mode ${JSON.stringify(mode)}: use 'mainnet', 'testnet' or 'local'`,
    })
  return {
    mode,
    bsc: createRoleClient(mode, 'bsc', transports.bsc, contracts.bsc, create),
    polygon: createRoleClient(mode, 'polygon', transports.polygon, contracts.polygon, create),
  }
}

/**
 * Creates the viem public clients of both chain roles for a mode, with multicall batching on chains that have a
 * Multicall3 (the live chains, or a devnet given one in `contracts`) and the contract addresses of the
 * `@finaverse/contracts` deployments attached.
 *
 * Chains: `local` 31337 (BSC) and 31338 (Polygon); `testnet` 97 and 80002 (Amoy); `mainnet` 56 and 137.
 *
 * @example
 * import { http } from 'viem'
 * import { createFinaverseClients } from '@finaverse/sdk'
 * const clients = createFinaverseClients({ mode: 'local', transports: { bsc: http('http://127.0.0.1:8545') } })
 * const block = await clients.bsc.getBlockNumber()
 */
export function createFinaverseClients(
  parameters: CreateFinaverseClientsParameters,
): CreateFinaverseClientsReturnType {
  return createPair(parameters, createPublicClient as typeof createClient) as CreateFinaverseClientsReturnType
}

/**
 * The same clients as {@link createFinaverseClients} (chains, transports, multicall batching, addresses), built on
 * viem's bare `createClient`: no action methods, so a bundle that uses it leaves out viem's public-client decorator
 * (every public action, about 39 kB gzip). Call the SDK's actions and viem's tree-shakable actions on it.
 *
 * @example
 * import { getBlockNumber } from 'viem/actions'
 * import { createFinaverseBareClients } from '@finaverse/sdk'
 * const clients = createFinaverseBareClients({ mode: 'local' })
 * const block = await getBlockNumber(clients.bsc)
 */
export function createFinaverseBareClients(
  parameters: CreateFinaverseClientsParameters,
): CreateFinaverseBareClientsReturnType {
  return createPair(parameters, createClient) as CreateFinaverseBareClientsReturnType
}

/** Any viem client: a Finaverse client carries its addresses, a plain one falls back to the package deployments. */
export type AnyClient = Client<Transport, Chain | undefined>

/**
 * The contract addresses known for a client's chain.
 * @example const { FinaFarm } = getContractAddresses(clients.bsc)
 */
export function getContractAddresses(client: AnyClient): ContractAddresses {
  const extension = (client as Partial<FinaverseClientExtension>).finaverse
  if (extension) return extension.contracts
  const chainId = client.chain?.id
  return chainId === undefined ? {} : deploymentContracts(getDeployment(chainId))
}

/** A deployment's addresses by name (the deployment files name exactly the contracts of {@link ContractName}). */
function deploymentContracts(deployment: ChainDeployment | undefined): ContractAddresses {
  return (deployment?.contracts ?? {}) as ContractAddresses
}
