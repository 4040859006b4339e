// The wagmi chains: the SDK's (viem's definitions of the live chains, the domain's registry for the devnets);
// local devnets are reached through the site's own origin (`/rpc/<chainId>`, proxied by Vite) so the built site
// does not depend on the RPC ports.
import { CHAINS, type ChainMode, chainsFor } from '@finaverse/domain'
import { finaverseChains } from '@finaverse/sdk'
import type { Chain } from 'viem'
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

/**
 * Every chain of the available modes, BSC role of the default mode first: the SDK's chains (viem's own definitions
 * of the live chains, so multicall stays available), with only the local devnets' RPC URL replaced by the site's
 * own origin.
 */
export function chainsForModes(modes: readonly NetworkMode[], origin: string): [Chain, ...Chain[]] {
  const chains = modes.flatMap((mode) => [finaverseChains[mode].bsc, finaverseChains[mode].polygon])
  return chains.map((chain) =>
    CHAINS[chain.id]?.local
      ? { ...chain, rpcUrls: { default: { http: [`${origin}/rpc/${chain.id}`] } } }
      : chain,
  ) as [Chain, ...Chain[]]
}
