// The wallet stack (wagmi, viem, connectors) is loaded after the first paint, as its own chunk: these islands
// share one wagmi config, so the header widget, the wrong-network bar and any feature page see the same wallet.
import type { ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { NetworkSwitch } from './NetworkSwitch'
import { useWalletLifecycle } from './useWalletLifecycle'
import { WalletMenu } from './WalletMenu'
import { WrongNetworkBar } from './WrongNetwork'
import { createWagmiConfig, type WagmiConfig } from './wagmi'

let config: WagmiConfig | undefined
function wagmiConfig(): WagmiConfig {
  config ??= createWagmiConfig()
  return config
}

function Lifecycle() {
  useWalletLifecycle()
  return null
}

/** wagmi context for any subtree (feature pages wrap themselves in it). */
export function WithWallet({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiConfig()} reconnectOnMount={false}>
      {children}
    </WagmiProvider>
  )
}

/** The header's wallet controls; it also owns the wallet lifecycle (reconnect, storage, broadcast). */
export function HeaderWallet({ openConnect = false }: { openConnect?: boolean }) {
  return (
    <WithWallet>
      <Lifecycle />
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
