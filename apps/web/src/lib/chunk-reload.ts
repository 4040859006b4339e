// A deploy replaces the hashed chunks; a tab opened before it fails to load a lazy route. The spec reloads the page
// then, at most once per 60 s (so a chunk that is really gone cannot cause a reload loop).

export const CHUNK_RELOAD_KEY = 'chunkReloadAt'
export const CHUNK_RELOAD_INTERVAL_MS = 60_000

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed|ChunkLoadError|Unable to preload CSS/i

/** True when the error is a failed load of a code chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  const text =
    error instanceof Error
      ? `${error.name} ${error.message}`
      : typeof error === 'string'
        ? error
        : String(error)
  return CHUNK_ERROR.test(text)
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Decides whether to reload after a chunk error and records the reload time. Returns true when a reload may
 * happen now (none in the last 60 s). Kept in session storage so it is per tab.
 */
export function shouldReloadForChunkError(store: GuardStorage | undefined, now: number): boolean {
  if (!store) return false
  let last = Number.NaN
  try {
    last = Number(store.getItem(CHUNK_RELOAD_KEY))
  } catch {
    return false
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false
  try {
    store.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {
    return false
  }
  return true
}

/** Reloads the page when the error is a chunk error and the guard allows it. Returns true when reloading. */
export function handleChunkError(
  error: unknown,
  { store, now = Date.now(), reload }: { store: GuardStorage | undefined; now?: number; reload: () => void },
): boolean {
  if (!isChunkLoadError(error) || !shouldReloadForChunkError(store, now)) return false
  reload()
  return true
}

function sessionStore(): GuardStorage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** Installs the listeners: Vite's preload error event and unhandled rejections of dynamic imports. */
export function installChunkReloadGuard(): void {
  const onError = (error: unknown, event?: Event) => {
    if (handleChunkError(error, { store: sessionStore(), reload: () => window.location.reload() })) {
      event?.preventDefault()
    }
  }
  window.addEventListener('vite:preloadError', (event) =>
    onError((event as Event & { payload?: unknown }).payload, event),
  )
  window.addEventListener('unhandledrejection', (event) => onError(event.reason, event))
}
