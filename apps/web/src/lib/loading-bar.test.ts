import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_ROOT_FONT_PX, MIN_ROOT_FONT_PX, rootFontSize } from './font-size'
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

describe('root font size', () => {
  it('is width / 10 within limits', () => {
    expect(rootFontSize(375)).toBe(37.5)
    expect(rootFontSize(500)).toBe(50)
    expect(rootFontSize(200)).toBe(MIN_ROOT_FONT_PX)
    expect(rootFontSize(2560)).toBe(MAX_ROOT_FONT_PX)
  })
})
