import { encodePow, type PowChallenge } from '@finaverse/sdk/rest'
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProofOfWork } from './ProofOfWork'

const challenge: PowChallenge = {
  parameters: {
    algorithm: 'SHA-256',
    nonce: 'a1',
    salt: 'b2',
    cost: 1,
    keyLength: 32,
    keyPrefix: '00',
    expiresAt: 4_000_000_000,
  },
  signature: 'c3',
}

describe('ProofOfWork', () => {
  afterEach(() => cleanup())

  it('gives the widget the server challenge and forwards its solved payload as the pow field', async () => {
    const fetchChallenge = vi.fn(async () => challenge)
    const onSolved = vi.fn()
    const { container } = render(<ProofOfWork challenge={fetchChallenge} onSolved={onSolved} lang="zh" />)
    const widget = container.querySelector('altcha-widget')
    expect(widget).not.toBeNull()
    expect(customElements.get('altcha-widget')).toBeDefined()
    // React 19 sets the custom element's properties.
    expect(widget?.language).toBe('zh-cn')
    expect(widget?.name).toBe('pow')
    await waitFor(() => expect(fetchChallenge).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(widget?.getConfiguration().challenge).toEqual(challenge))
    const pow = encodePow({ challenge, solution: { counter: 7, derivedKey: '00ab' } })
    widget?.dispatchEvent(new CustomEvent('verified', { detail: { payload: pow } }))
    expect(onSolved).toHaveBeenCalledWith(pow)
    // An event without a payload is not a solution.
    widget?.dispatchEvent(new CustomEvent('verified', { detail: {} }))
    expect(onSolved).toHaveBeenCalledTimes(1)
  })
})
