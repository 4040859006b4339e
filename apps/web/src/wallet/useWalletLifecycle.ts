// Start-up reconnect from the saved account, saving account and network on connect and change, refreshing data
// on account or chain change, clearing wallet keys on disconnect, and the cross-tab broadcast.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useConfig, useConnection } from 'wagmi'
import { disconnect, reconnect } from 'wagmi/actions'
import { clearWalletStorage } from '../lib/storage'
import { createWalletBroadcast, type WalletBroadcast } from './broadcast'
import { networkModeStore } from './network-mode'
import { onWalletConnected, onWalletDisconnected, restoreSession } from './session'
import { loadWalletConnect, recentConnectorId, WALLETCONNECT_ID } from './wagmi'

export function useWalletLifecycle(): void {
  const config = useConfig()
  const queryClient = useQueryClient()
  const { address, chainId, status } = useConnection()
  const broadcast = useRef<WalletBroadcast | null>(null)
  const last = useRef<{ address: string; chainId: number } | null>(null)

  // Start-up: restore the session; reconnect only when an account was saved.
  useEffect(() => {
    broadcast.current = createWalletBroadcast()
    networkModeStore.restore()
    if (restoreSession()) {
      // Only the last wallet reconnects (others that would say yes, like the dev wallet, would otherwise become
      // second connections that take over on disconnect). WalletConnect is not in the config until used: it is
      // loaded and handed to reconnect when it was the last wallet.
      const recent = recentConnectorId()
      const walletConnect = recent === WALLETCONNECT_ID ? loadWalletConnect() : null
      Promise.resolve(walletConnect)
        .then((loaded) => {
          const last = loaded ?? config.connectors.find((c) => c.id === recent)
          return reconnect(config, last ? { connectors: [last] } : {})
        })
        .catch((error: unknown) => console.warn('[finaverse] wallet reconnect failed:', error))
    }
    const off = broadcast.current.onRemote((event) => {
      const connected = config.state.status === 'connected'
      if (event.type === 'disconnected' && connected) void disconnect(config)
      if (event.type === 'connected' && !connected) void reconnect(config)
    })
    return () => {
      off()
      broadcast.current?.close()
    }
  }, [config])

  useEffect(() => {
    if (status === 'connected' && address && chainId !== undefined) {
      const previous = last.current
      if (previous?.address === address && previous.chainId === chainId) return
      last.current = { address, chainId }
      onWalletConnected(address, chainId)
      broadcast.current?.post({ type: 'connected', account: address, chainId })
      // An account or chain change refreshes every read.
      if (previous) void queryClient.invalidateQueries()
    } else if (status === 'disconnected' && last.current) {
      last.current = null
      onWalletDisconnected()
      // wagmi writes its own keys while disconnecting; clear them once it is done.
      queueMicrotask(clearWalletStorage)
      broadcast.current?.post({ type: 'disconnected' })
      void queryClient.invalidateQueries()
    }
  }, [status, address, chainId, queryClient])
}
