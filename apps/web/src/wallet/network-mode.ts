// Which network mode the site is on (mainnet / testnet, and local in development). It starts from the mode of the
// saved network id, else the configured default; the menu's network switch changes it.
import { useSyncExternalStore } from 'react'
import { config, type NetworkMode } from '../config'
import { availableModes, modeOfChain } from './chains'
import { savedNetworkId } from './session'

export const MODES = availableModes(config.network)

let mode: NetworkMode = config.network
const listeners = new Set<() => void>()

export const networkModeStore = {
  get: () => mode,
  set(next: NetworkMode) {
    if (next === mode || !MODES.includes(next)) return
    mode = next
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Start-up: the saved network's mode wins over the default. */
  restore() {
    const saved = modeOfChain(savedNetworkId() ?? undefined, MODES)
    if (saved) networkModeStore.set(saved)
  },
}

export function useNetworkMode(): NetworkMode {
  return useSyncExternalStore(networkModeStore.subscribe, networkModeStore.get, networkModeStore.get)
}
