import { describe, expect, it, vi } from 'vitest'
import { createWalletBroadcast, WALLET_EVENT, type WalletEvent } from './broadcast'

/** Two linked fake channels, like two tabs. */
function linkedChannels() {
  type Fake = {
    onmessage: ((e: MessageEvent) => void) | null
    postMessage: (d: unknown) => void
    close: () => void
  }
  const a: Fake = {
    onmessage: null,
    postMessage: (d) => b.onmessage?.({ data: d } as MessageEvent),
    close: () => {},
  }
  const b: Fake = {
    onmessage: null,
    postMessage: (d) => a.onmessage?.({ data: d } as MessageEvent),
    close: () => {},
  }
  return [a, b] as const
}

describe('wallet broadcast', () => {
  it('sends connect and disconnect to the other tab and to this tab', () => {
    const [a, b] = linkedChannels()
    const tabA = new EventTarget()
    const tabB = new EventTarget()
    const local = vi.fn()
    tabA.addEventListener(WALLET_EVENT, (e) => local((e as CustomEvent<WalletEvent>).detail))
    const one = createWalletBroadcast(() => a, tabA)
    const two = createWalletBroadcast(() => b, tabB)
    const remote = vi.fn()
    two.onRemote(remote)
    one.post({ type: 'connected', account: '0xabc', chainId: 31337 })
    one.post({ type: 'disconnected' })
    expect(remote.mock.calls).toEqual([
      [{ type: 'connected', account: '0xabc', chainId: 31337 }],
      [{ type: 'disconnected' }],
    ])
    expect(local).toHaveBeenCalledTimes(2)
  })

  it('ignores foreign messages', () => {
    const [a, b] = linkedChannels()
    createWalletBroadcast(() => a, undefined)
    const two = createWalletBroadcast(() => b, undefined)
    const remote = vi.fn()
    two.onRemote(remote)
    a.postMessage({ type: 'connected' })
    a.postMessage('hello')
    expect(remote).not.toHaveBeenCalled()
  })

  it('works without BroadcastChannel', () => {
    const broadcast = createWalletBroadcast(undefined, undefined)
    expect(() => broadcast.post({ type: 'disconnected' })).not.toThrow()
  })
})
