import { describe, expect, it, vi } from 'vitest'
import { internalPaths, PREFETCH_IDLE_TIMEOUT_MS, shouldPrefetch, whenIdle } from './prefetch'

describe('prefetch rules', () => {
  it('prefetches on fast connections and when the API is missing', () => {
    expect(shouldPrefetch(undefined)).toBe(true)
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(shouldPrefetch({ effectiveType: '3g', saveData: false })).toBe(true)
  })

  it('skips 2g and save-data', () => {
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
  })

  it('waits for idle with a 2000 ms timeout', () => {
    const requestIdleCallback = vi.fn(() => 7)
    const cancelIdleCallback = vi.fn()
    const task = () => {}
    const cancel = whenIdle(task, {
      requestIdleCallback,
      cancelIdleCallback,
      setTimeout: vi.fn(),
      clearTimeout: vi.fn(),
    })
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000)
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 2000 })
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('falls back to a timer without requestIdleCallback', () => {
    const setTimeout = vi.fn(() => 3)
    const clearTimeout = vi.fn()
    whenIdle(() => {}, { setTimeout, clearTimeout })()
    expect(setTimeout).toHaveBeenCalled()
    expect(clearTimeout).toHaveBeenCalledWith(3)
  })

  it('keeps internal page paths only', () => {
    const origin = 'http://localhost:4000'
    expect(
      internalPaths(
        [
          'http://localhost:4000/news?id=2',
          '/zh/heroes',
          'https://example.com/x',
          '/favicon.svg',
          '/news#top',
          '::bad::',
        ],
        origin,
      ),
    ).toEqual(['/news', '/zh/heroes', '/::bad::'])
  })
})
