import { LRUCache } from 'lru-cache'

/** The heap an entry costs besides its key and value (the cache's node, the map slot, the timestamps). */
const ENTRY_OVERHEAD = 128

/**
 * The heap bytes a string holds at most: V8 keeps a string of Latin-1 characters in one byte a character, any other in
 * two; counting two for every character bounds both.
 */
export function stringBytes(value: string): number {
  return value.length * 2
}

/** What an {@link AnswerCache} holds now (for the metrics, the benches and the tests). */
export type AnswerCacheStats = { entries: number; bytes: number; maxBytes: number }

/**
 * A cache of serialised answers (a string each, or null for a remembered miss) bounded in bytes, not entries: the
 * least recently used answers leave when a new one would pass `maxBytes` (keys and values counted at two bytes a
 * character), an answer larger than a quarter of the bound is not kept at all, and expired answers are swept every
 * `ttlMs` whether or not anyone asks for them again (`close` stops the sweep).
 *
 * Built on lru-cache (`maxSize`, `ttl`, `purgeStale`).
 */
export class AnswerCache {
  private readonly cache: LRUCache<string, { value: string | null }>
  private readonly sweep: NodeJS.Timeout
  /** Loads in flight by key: concurrent misses of one key share one load (one query, one answer in memory). */
  private readonly loading = new Map<string, Promise<string | null>>()

  constructor(
    readonly maxBytes: number,
    readonly ttlMs: number,
  ) {
    this.cache = new LRUCache<string, { value: string | null }>({
      maxSize: maxBytes,
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
      sizeCalculation: (entry, key) =>
        ENTRY_OVERHEAD + stringBytes(key) + (entry.value === null ? 0 : stringBytes(entry.value)),
      ttl: ttlMs,
      // An expired entry is never answered, even before the sweep removes it.
      allowStale: false,
      updateAgeOnGet: false,
    })
    this.sweep = setInterval(() => this.cache.purgeStale(), ttlMs)
    this.sweep.unref()
  }

  /** The answer kept for `key` (null: a remembered miss), or undefined when none is kept or it expired. */
  get(key: string): string | null | undefined {
    return this.cache.get(key)?.value
  }

  set(key: string, value: string | null): void {
    this.cache.set(key, { value })
  }

  /**
   * The answer for `key`: the one kept, else `load`'s, kept for `ttlMs`. A hit is returned as is (no promise);
   * concurrent misses of one key wait for one load; a load that fails is not kept.
   */
  getOrLoad(key: string, load: () => Promise<string | null>): string | null | Promise<string | null> {
    const hit = this.cache.get(key)
    if (hit !== undefined) return hit.value
    const pending = this.loading.get(key)
    if (pending) return pending
    const loaded = load()
      .then((value) => {
        this.set(key, value)
        return value
      })
      .finally(() => this.loading.delete(key))
    this.loading.set(key, loaded)
    return loaded
  }

  clear(): void {
    this.cache.clear()
  }

  /** Removes every expired entry now (the sweep does it every `ttlMs`). */
  purgeStale(): void {
    this.cache.purgeStale()
  }

  stats(): AnswerCacheStats {
    return { entries: this.cache.size, bytes: this.cache.calculatedSize, maxBytes: this.maxBytes }
  }

  close(): void {
    clearInterval(this.sweep)
    this.cache.clear()
  }
}
