// wagmi/viem chains built from the domain's chain registry; local devnets are reached through the site's own
// origin (`/rpc/<chainId>`, proxied by Vite) so the built site does not depend on the RPC ports.
import { CHAINS, type ChainInfo, type ChainMode, chainsFor } from '@finaverse/domain'
import { type Chain, defineChain } from 'viem'
import type { NetworkMode } from '../config'

/** Network modes a visitor can switch between: production offers mainnet and testnet; local mode adds local. */
export function availableModes(defaultMode: NetworkMode): NetworkMode[] {
  return defaultMode === 'local' ? ['local', 'testnet', 'mainnet'] : ['mainnet', 'testnet']
}

/** The chain ids (BSC role first) of a mode. */
export function chainIdsFor(mode: ChainMode): [number, number] {
  const { bsc, polygon } = chainsFor(mode)
  return [bsc.id, polygon.id]
}

/** The mode a chain belongs to, among the available modes. */
export function modeOfChain(
  chainId: number | undefined,
  modes: readonly NetworkMode[],
): NetworkMode | undefined {
  if (chainId === undefined) return undefined
  return modes.find((mode) => chainIdsFor(mode).includes(chainId))
}

/** The RPC URL the browser uses for a chain. */
export function browserRpcUrl(info: ChainInfo, origin: string): string {
  return info.local ? `${origin}/rpc/${info.id}` : (info.rpcUrls[0] ?? '')
}

export function toViemChain(info: ChainInfo, origin: string): Chain {
  const explorer = info.blockExplorerUrls[0]
  return defineChain({
    id: info.id,
    name: info.chainName,
    nativeCurrency: info.nativeCurrency,
    rpcUrls: { default: { http: [browserRpcUrl(info, origin)] } },
    ...(explorer ? { blockExplorers: { default: { name: 'Explorer', url: explorer } } } : {}),
    testnet: info.testnet,
  })
}

/** Every chain of the available modes, BSC role of the default mode first. */
export function chainsForModes(modes: readonly NetworkMode[], origin: string): [Chain, ...Chain[]] {
  const ids = modes.flatMap((mode) => chainIdsFor(mode))
  const chains = ids.map((id) => toViemChain(CHAINS[id] as ChainInfo, origin))
  return chains as [Chain, ...Chain[]]
}
