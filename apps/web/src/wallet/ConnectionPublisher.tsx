// Publishes wagmi's connection to `walletConnectionStore` (src/wallet/connection.ts), so feature screens get the
// connected wallet's client without importing wagmi.
import { useEffect } from 'react'
import { useConfig, useConnection } from 'wagmi'
import { getConnectorClient, switchChain } from 'wagmi/actions'
import { DISCONNECTED, type WalletClient, walletConnectionStore } from './connection'
import { switchChainParameters } from './switch'

export function ConnectionPublisher() {
  const config = useConfig()
  const { status, address, chainId } = useConnection()
  useEffect(() => {
    if (status !== 'connected' || !address) {
      walletConnectionStore.set({ ...DISCONNECTED, status })
      return
    }
    walletConnectionStore.set({
      status,
      address,
      chainId,
      walletClient: () => getConnectorClient(config) as Promise<WalletClient>,
      switchChain: async (target) => {
        await switchChain(config, switchChainParameters(target))
      },
    })
  }, [config, status, address, chainId])
  useEffect(() => () => walletConnectionStore.set(DISCONNECTED), [])
  return null
}
