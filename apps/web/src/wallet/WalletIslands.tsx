// The wallet stack (wagmi, viem, connectors) is loaded on demand (src/wallet/lazy.tsx), as its own chunk: these
// islands share one wagmi config, so the header widget, the wrong-network bar and any feature page see the same
// wallet.
import type { ReactNode } from 'react'
import { WagmiContext } from 'wagmi'
import { ConnectionPublisher } from './ConnectionPublisher'
import { NetworkSwitch } from './NetworkSwitch'
import { useWalletLifecycle } from './useWalletLifecycle'
import { WalletMenu } from './WalletMenu'
import { WrongNetworkBar } from './WrongNetwork'
import { createWagmiConfig, type WagmiConfig } from './wagmi'

let config: WagmiConfig | undefined
function wagmiConfig(): WagmiConfig {
  if (!config) {
    config = createWagmiConfig()
    // What wagmi's WagmiProvider does on mount when it does not reconnect, done once: connections restored from
    // storage are dropped (useWalletLifecycle reconnects the last wallet itself). Done by a provider per island,
    // it dropped the live connection whenever an island (or a feature page) mounted after a wallet connected.
    config.setState((state) => ({ ...state, connections: new Map() }))
  }
  return config
}

function Lifecycle() {
  useWalletLifecycle()
  return null
}

/** wagmi context for any subtree (feature pages wrap themselves in it). */
export function WithWallet({ children }: { children: ReactNode }) {
  return <WagmiContext.Provider value={wagmiConfig()}>{children}</WagmiContext.Provider>
}

/** The header's wallet controls; it also owns the wallet lifecycle (reconnect, storage, broadcast). */
export function HeaderWallet({ openConnect = 0 }: { openConnect?: number }) {
  return (
    <WithWallet>
      <Lifecycle />
      <ConnectionPublisher />
      <NetworkSwitch />
      <WalletMenu openConnect={openConnect} />
    </WithWallet>
  )
}

export function WrongNetworkIsland() {
  return (
    <WithWallet>
      <WrongNetworkBar />
    </WithWallet>
  )
}
