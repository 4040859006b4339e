// The connected wallet as feature screens see it, without wagmi: the wallet chunk (WalletIslands) publishes the
// connection here, and features read it with `useWalletConnection`. A screen that is only read never loads wagmi;
// before the chunk arrives (or without a wallet) the connection is `disconnected`.
import type { Account, Address, Chain, Client, Transport } from 'viem'
import { createStore, useStore } from '../lib/store'

/** A wallet's viem client, as the SDK's `sendPreparedWrite` takes it. */
export type WalletClient = Client<Transport, Chain | undefined, Account | undefined>

export type WalletConnection = {
  readonly status: 'disconnected' | 'connecting' | 'reconnecting' | 'connected'
  readonly address: Address | undefined
  readonly chainId: number | undefined
  /** The connected wallet's client on its current chain (wagmi's connector client). */
  readonly walletClient: (() => Promise<WalletClient>) | undefined
  /** Asks the wallet to switch (adding the chain when it does not know it). */
  readonly switchChain: ((chainId: number) => Promise<void>) | undefined
}

export const DISCONNECTED: WalletConnection = {
  status: 'disconnected',
  address: undefined,
  chainId: undefined,
  walletClient: undefined,
  switchChain: undefined,
}

const connection = createStore<WalletConnection>(DISCONNECTED)

export const walletConnectionStore = {
  get: connection.get,
  set(next: WalletConnection) {
    const current = connection.get()
    if (
      next.status === current.status &&
      next.address === current.address &&
      next.chainId === current.chainId &&
      next.walletClient === current.walletClient
    )
      return
    connection.set(next)
  },
  subscribe: connection.subscribe,
}

/** The connected wallet (address, chain, client, switch), `disconnected` until the wallet chunk publishes one. */
export function useWalletConnection(): WalletConnection {
  return useStore(connection, undefined, () => DISCONNECTED)
}
