// What the site's own wagmi connectors (dev wallet, social-login wallet) share: the chain lookup, the shape of a
// connection, and the event handlers of a connector that keeps a `connected` flag.
import { type Address, type Chain, getAddress, SwitchChainError } from 'viem'
import type { CreateConnectorFn } from 'wagmi'

type ConnectorConfig = Parameters<CreateConnectorFn>[0]

/** The configured chain of this id, or wagmi's SwitchChainError. */
export function chainOf(config: ConnectorConfig, id: number): Chain {
  const chain = config.chains.find((c) => c.id === id)
  if (!chain) throw new SwitchChainError(new Error(`Chain ${id} is not configured`))
  return chain
}

/** What `connect` resolves with: the accounts (with empty capabilities when asked) and the chain. */
export function connection(accounts: readonly Address[], chainId: number, withCapabilities?: boolean) {
  return {
    accounts: (withCapabilities
      ? accounts.map((address) => ({ address, capabilities: {} }))
      : accounts) as never,
    chainId,
  }
}

/** Account, chain and disconnect events forwarded to wagmi; chain changes only while connected. */
export function connectorEvents(config: ConnectorConfig, state: { connected: boolean }) {
  const onDisconnect = async () => {
    state.connected = false
    config.emitter.emit('disconnect')
  }
  return {
    onAccountsChanged(accounts: string[]) {
      if (accounts.length === 0) void onDisconnect()
      else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
    },
    onChainChanged(chain: string) {
      if (!state.connected) return
      config.emitter.emit('change', { chainId: Number(chain) })
    },
    onDisconnect,
  }
}

/** The saved network id when it is one of the configured chains (a connector starts there). */
export function savedChainId(
  config: ConnectorConfig,
  saved: (() => number | null) | undefined,
): number | null {
  const id = saved?.()
  return id && config.chains.some((c) => c.id === id) ? id : null
}
