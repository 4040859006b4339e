// The SDK's public clients of the current network mode, one pair per mode for the whole site (their caches and
// batching are shared by every screen). Their transports (each chain's list of endpoints behind viem's `fallback`)
// are the wallet's: src/wallet/rpc.ts.
import { type ChainMode, chainsFor } from '@finaverse/domain'
import { type CreateFinaverseBareClientsReturnType, createFinaverseBareClients } from '@finaverse/sdk'
import { rpcTransport } from '../../wallet/rpc'

const clients = new Map<ChainMode, CreateFinaverseBareClientsReturnType>()

/** The SDK clients (`bsc`, `polygon`) of a mode, created once. */
export function finaverseClients(
  mode: ChainMode,
  // The build-time pre-render has no window: its clients are created, never used (no query runs on the server).
  origin: string = typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
): CreateFinaverseBareClientsReturnType {
  let pair = clients.get(mode)
  if (!pair) {
    const { bsc, polygon } = chainsFor(mode)
    pair = createFinaverseBareClients({
      mode,
      transports: { bsc: rpcTransport(bsc.id, origin), polygon: rpcTransport(polygon.id, origin) },
    })
    clients.set(mode, pair)
  }
  return pair
}
