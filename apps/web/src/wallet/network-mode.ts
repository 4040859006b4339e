// Which network mode the site is on (mainnet / testnet, and local in development). It starts from the mode of the
// saved network id, else the configured default; the menu's network switch changes it.
import { config, type NetworkMode } from '../config'
import { createStore, useStore } from '../lib/store'
import { availableModes, modeOfChain } from './chains'
import { savedNetworkId } from './session'

export const MODES = availableModes(config.network)

const mode = createStore<NetworkMode>(config.network)

export const networkModeStore = {
  get: mode.get,
  set(next: NetworkMode) {
    if (next === mode.get() || !MODES.includes(next)) return
    mode.set(next)
  },
  subscribe: mode.subscribe,
  /** Start-up: the saved network's mode wins over the default. */
  restore() {
    const saved = modeOfChain(savedNetworkId() ?? undefined, MODES)
    if (saved) networkModeStore.set(saved)
  },
}

export function useNetworkMode(): NetworkMode {
  return useStore(mode)
}
