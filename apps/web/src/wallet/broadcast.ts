// Wallet events, broadcast to the app (a window event) and to other tabs (BroadcastChannel), as the spec's
// "a connected event is broadcast with account and chain" and "broadcasts a disconnect event".

export type WalletEvent = { type: 'connected'; account: string; chainId: number } | { type: 'disconnected' }

export const WALLET_CHANNEL = 'finaverse-wallet'
export const WALLET_EVENT = 'finaverse:wallet'

type Channel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null
}

export type WalletBroadcast = {
  /** Announces an event to this tab's app and to the other tabs. */
  post(event: WalletEvent): void
  /** Listens to events from other tabs. */
  onRemote(listener: (event: WalletEvent) => void): () => void
  close(): void
}

function isWalletEvent(value: unknown): value is WalletEvent {
  if (!value || typeof value !== 'object') return false
  const event = value as { type?: unknown; account?: unknown; chainId?: unknown }
  if (event.type === 'disconnected') return true
  return event.type === 'connected' && typeof event.account === 'string' && typeof event.chainId === 'number'
}

export function createWalletBroadcast(
  makeChannel: (() => Channel) | undefined = typeof BroadcastChannel === 'undefined'
    ? undefined
    : () => new BroadcastChannel(WALLET_CHANNEL),
  target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window,
): WalletBroadcast {
  const channel = makeChannel?.()
  const listeners = new Set<(event: WalletEvent) => void>()
  if (channel) {
    channel.onmessage = (message) => {
      if (!isWalletEvent(message.data)) return
      for (const listener of listeners) listener(message.data)
    }
  }
  return {
    post(event) {
      target?.dispatchEvent(new CustomEvent(WALLET_EVENT, { detail: event }))
      try {
        channel?.postMessage(event)
      } catch {
        // a closed channel: other tabs simply miss this event
      }
    },
    onRemote(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      listeners.clear()
      channel?.close()
    },
  }
}
