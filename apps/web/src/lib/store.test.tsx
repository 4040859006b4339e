import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createListeners, createStore, useStore } from './store'

afterEach(cleanup)

describe('createStore', () => {
  it('starts at its initial value and keeps what is set', () => {
    const store = createStore({ n: 1 })
    expect(store.get()).toEqual({ n: 1 })
    const next = { n: 2 }
    store.set(next)
    expect(store.get()).toBe(next)
    store.update((current) => ({ n: current.n + 1 }))
    expect(store.get()).toEqual({ n: 3 })
  })

  it('tells every listener after each change, and no longer after it unsubscribed', () => {
    const store = createStore(0)
    const first = vi.fn(() => expect(store.get()).toBe(1))
    const second = vi.fn()
    const stop = store.subscribe(first)
    store.subscribe(second)
    store.set(1)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
    stop()
    store.set(2)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(2)
  })

  it('keeps stores apart', () => {
    const a = createStore('a')
    const b = createStore('b')
    const listener = vi.fn()
    b.subscribe(listener)
    a.set('changed')
    expect(b.get()).toBe('b')
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('createListeners', () => {
  it('calls each subscribed listener once per notify', () => {
    const changes = createListeners()
    const listener = vi.fn()
    const stop = changes.subscribe(listener)
    changes.notify()
    changes.notify()
    stop()
    changes.notify()
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

const counter = createStore({ wanted: false, count: 0 })
function Count() {
  const count = useStore(counter, (state) => state.count)
  return <p data-testid="count">{count}</p>
}

const place = createStore('client')
function Place() {
  return <p>{useStore(place, undefined, () => 'server')}</p>
}

describe('useStore', () => {
  it('renders the value and re-renders on a change', () => {
    render(<Count />)
    expect(screen.getByTestId('count').textContent).toBe('0')
    act(() => counter.set({ wanted: true, count: 2 }))
    expect(screen.getByTestId('count').textContent).toBe('2')
  })

  it('renders the server value on the server', () => {
    expect(renderToString(<Place />)).toBe('<p>server</p>')
    render(<Place />)
    expect(screen.getByText('client')).toBeTruthy()
  })
})
