import { encodePow, type PowChallenge } from '@finaverse/sdk/rest'
import { cleanup, render, waitFor } from '@testing-library/react'
import type { AltchaWidgetElement } from 'altcha/types/generic'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { POW_SOURCE, type PowHandle, ProofOfWork } from './ProofOfWork'

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
    // The widget's code is a lazy chunk: it defines the element once loaded.
    await waitFor(() => expect(customElements.get('altcha-widget')).toBeDefined())
    // React 19 sets the custom element's properties.
    expect(widget?.language).toBe('zh-cn')
    expect(widget?.name).toBe('pow')
    await waitFor(() => expect(fetchChallenge).toHaveBeenCalledTimes(1))
    // The widget's own fetch answers its source with the API's challenge (the first one asked for at mount, then a
    // fresh one for each later verification), never the page's URL.
    await waitFor(() => expect(widget?.getConfiguration().challenge).toBe(POW_SOURCE))
    const fetchOf = widget?.getConfiguration().fetch as typeof fetch
    expect(await (await fetchOf(POW_SOURCE)).json()).toEqual(challenge)
    expect(fetchChallenge).toHaveBeenCalledTimes(1)
    expect(await (await fetchOf(POW_SOURCE)).json()).toEqual(challenge)
    expect(fetchChallenge).toHaveBeenCalledTimes(2)
    const pow = encodePow({ challenge, solution: { counter: 7, derivedKey: '00ab' } })
    widget?.dispatchEvent(new CustomEvent('verified', { detail: { payload: pow } }))
    expect(onSolved).toHaveBeenCalledWith(pow)
    // An event without a payload is not a solution.
    widget?.dispatchEvent(new CustomEvent('verified', { detail: {} }))
    expect(onSolved).toHaveBeenCalledTimes(1)
  })
})

describe('ProofOfWork before its configuration', () => {
  afterEach(() => cleanup())

  it('starts nothing on focus until it has the challenge source, then verifies on focus', async () => {
    const { container } = render(
      <ProofOfWork challenge={async () => challenge} onSolved={() => {}} lang="en" auto="onfocus" />,
    )
    const widget = container.querySelector('altcha-widget') as AltchaWidgetElement
    await waitFor(() => expect(widget.getConfiguration?.().challenge).toBe(POW_SOURCE))
    expect(widget.getConfiguration().auto).toBe('onfocus')
  })

  it('keeps a tick made while it loads and verifies once configured: one tick is enough', async () => {
    const { container } = render(
      <ProofOfWork challenge={async () => challenge} onSolved={() => {}} lang="en" />,
    )
    const widget = container.querySelector('altcha-widget') as AltchaWidgetElement
    const states: string[] = []
    widget.addEventListener('statechange', (event) =>
      states.push(String((event as CustomEvent<{ state?: string }>).detail?.state)),
    )
    // The tap lands before the widget has its challenge source: the widget does not see it (it would verify against
    // nothing and fail)...
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })
    widget.dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(true)
    expect(states).toEqual([])
    // ...and is acted on as soon as it has one.
    await waitFor(() => expect(widget.getConfiguration?.().challenge).toBe(POW_SOURCE))
    await waitFor(() => expect(states).toContain('verifying'))
    // Configured, a tap reaches the widget.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })
    widget.dispatchEvent(later)
    expect(later.defaultPrevented).toBe(false)
  })

  it('solves a fresh challenge by itself when the API spent the solution (a new round)', async () => {
    const fetchChallenge = vi.fn(async () => challenge)
    const { container, rerender } = render(
      <ProofOfWork challenge={fetchChallenge} onSolved={() => {}} lang="en" round={0} />,
    )
    const widget = container.querySelector('altcha-widget') as AltchaWidgetElement
    await waitFor(() => expect(widget.getConfiguration?.().challenge).toBe(POW_SOURCE))
    const verify = vi.fn(async () => null)
    Object.defineProperty(widget, 'verify', { value: verify, configurable: true })
    rerender(<ProofOfWork challenge={fetchChallenge} onSolved={() => {}} lang="en" round={1} />)
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(1))
    // The same element: not remounted (a remount showed the box unticked).
    expect(container.querySelector('altcha-widget')).toBe(widget)
  })
})

describe('ProofOfWork handle', () => {
  afterEach(() => cleanup())

  it('hands an action the solution the widget found, or waits for the one it is solving', async () => {
    const handle: { current: PowHandle | null } = { current: null }
    const { container, unmount } = render(
      <ProofOfWork challenge={async () => challenge} onSolved={() => {}} lang="en" handle={handle} />,
    )
    const widget = container.querySelector('altcha-widget') as AltchaWidgetElement
    await waitFor(() => expect(widget.getConfiguration().challenge).toBe(POW_SOURCE))
    // Solving: the action waits for the end of it and takes its payload.
    Object.defineProperty(widget, 'getState', { value: () => 'verifying', configurable: true })
    const waiting = handle.current?.solve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verifying', payload: null } }))
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'p1' } }))
    await expect(waiting).resolves.toBe('p1')
    // Solved before the action: the same payload, at once; a failed solve gives null.
    widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'p2' } }))
    await expect(handle.current?.solve()).resolves.toBe('p2')
    unmount()
    expect(handle.current).toBeNull()
  })

  it('gives null when the widget fails while the action waits', async () => {
    const handle: { current: PowHandle | null } = { current: null }
    const { container } = render(
      <ProofOfWork challenge={async () => challenge} onSolved={() => {}} lang="en" handle={handle} />,
    )
    const widget = container.querySelector('altcha-widget') as AltchaWidgetElement
    await waitFor(() => expect(widget.getConfiguration().challenge).toBe(POW_SOURCE))
    Object.defineProperty(widget, 'getState', { value: () => 'verifying', configurable: true })
    const waiting = handle.current?.solve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'error', payload: null } }))
    await expect(waiting).resolves.toBeNull()
  })
})
