import { describe, expect, it, vi } from 'vitest'
import { WALLET_CHANNEL } from './broadcast'
import { onFirstInteraction } from './lazy'

describe('wallet stack load trigger', () => {
  it('loads once, on the first interaction with the page', () => {
    const load = vi.fn()
    onFirstInteraction(load)
    expect(load).not.toHaveBeenCalled()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    window.dispatchEvent(new Event('pointerdown'))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads when another tab connects a wallet, not on other messages', async () => {
    const load = vi.fn()
    const stop = onFirstInteraction(load)
    const other = new BroadcastChannel(WALLET_CHANNEL)
    other.postMessage({ type: 'disconnected' })
    await new Promise((r) => setTimeout(r, 20))
    expect(load).not.toHaveBeenCalled()
    other.postMessage({
      type: 'connected',
      account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 31337,
    })
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    other.close()
    stop()
  })

  it('does nothing once stopped', () => {
    const load = vi.fn()
    onFirstInteraction(load)()
    window.dispatchEvent(new Event('scroll'))
    expect(load).not.toHaveBeenCalled()
  })
})
