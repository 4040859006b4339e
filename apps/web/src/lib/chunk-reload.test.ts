import { describe, expect, it, vi } from 'vitest'
import {
  CHUNK_RELOAD_INTERVAL_MS,
  handleChunkError,
  isChunkLoadError,
  shouldReloadForChunkError,
} from './chunk-reload'

function memory() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
}

describe('chunk reload guard', () => {
  it('recognises chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('allows one reload per 60 s', () => {
    const store = memory()
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000)
    expect(shouldReloadForChunkError(store, 1_000_000)).toBe(true)
    expect(shouldReloadForChunkError(store, 1_000_000 + 59_999)).toBe(false)
    expect(shouldReloadForChunkError(store, 1_000_000 + 60_000)).toBe(true)
  })

  it('never reloads without storage (no way to stop a loop)', () => {
    expect(shouldReloadForChunkError(undefined, 1)).toBe(false)
  })

  it('reloads on a chunk error only', () => {
    const store = memory()
    const reload = vi.fn()
    expect(handleChunkError(new Error('boom'), { store, now: 5, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    expect(
      handleChunkError(new Error('Failed to fetch dynamically imported module'), {
        store,
        now: 100_000,
        reload,
      }),
    ).toBe(true)
    expect(
      handleChunkError(new Error('Failed to fetch dynamically imported module'), {
        store,
        now: 120_000,
        reload,
      }),
    ).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
