// The SDK's public clients of the current network mode, one pair per mode for the whole site (their caches and
// batching are shared by every screen). Local devnets are reached through the site's own origin (`/rpc/<chainId>`),
// the live chains through their public RPC.
import { CHAINS, type ChainMode, chainsFor } from '@finaverse/domain'
import { type CreateFinaverseClientsReturnType, createFinaverseClients } from '@finaverse/sdk'
import { http } from 'viem'

const clients = new Map<ChainMode, CreateFinaverseClientsReturnType>()

/**
 * The RPC transport of a chain as the browser reaches it. The devnets have no Multicall3 to batch reads into, so the
 * requests a render makes together go as one JSON-RPC batch (one HTTP request): a wallet's box list made one request
 * per minted id.
 */
function transport(chainId: number, origin: string) {
  return CHAINS[chainId]?.local ? http(`${origin}/rpc/${chainId}`, { batch: true }) : http()
}

/** The SDK clients (`bsc`, `polygon`) of a mode, created once. */
export function finaverseClients(
  mode: ChainMode,
  origin: string = window.location.origin,
): CreateFinaverseClientsReturnType {
  let pair = clients.get(mode)
  if (!pair) {
    const { bsc, polygon } = chainsFor(mode)
    pair = createFinaverseClients({
      mode,
      transports: { bsc: transport(bsc.id, origin), polygon: transport(polygon.id, origin) },
    })
    clients.set(mode, pair)
  }
  return pair
}
