import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLoadingBar, LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from './loading-bar'

describe('loading bar', () => {
  afterEach(() => vi.useRealTimers())

  it('has the spec timings', () => {
    expect(LOADING_BAR_DURATION_MS).toBe(5000)
    expect(LOADING_BAR_THROTTLE_MS).toBe(200)
  })

  it('does not show for navigations under 200 ms', () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    const bar = createLoadingBar(onChange)
    bar.start()
    vi.advanceTimersByTime(199)
    bar.done()
    vi.advanceTimersByTime(1000)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('shows after 200 ms and hides when done', () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    const bar = createLoadingBar(onChange)
    bar.start()
    bar.start()
    vi.advanceTimersByTime(200)
    expect(onChange).toHaveBeenCalledWith(true)
    bar.done()
    expect(onChange).toHaveBeenLastCalledWith(false)
    expect(onChange).toHaveBeenCalledTimes(2)
  })
})
