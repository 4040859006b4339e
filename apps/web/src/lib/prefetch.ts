// Idle link prefetch: when the browser is idle (at the latest after 2000 ms), the code and data of the internal
// links on screen are loaded, unless the connection is 2g or the visitor asked to save data.

export const PREFETCH_IDLE_TIMEOUT_MS = 2000

/** The part of `navigator.connection` (Network Information API) we read. */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean } | undefined

/** False on save-data or a 2g (or slower) connection. */
export function shouldPrefetch(connection: ConnectionInfo): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  const type = connection.effectiveType ?? ''
  return !/(^|-)2g$/.test(type)
}

type IdleWindow = {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (id: number) => void
  setTimeout: (cb: () => void, ms: number) => number
  clearTimeout: (id: number) => void
}

/** Runs `task` when idle, with the 2000 ms timeout; falls back to a timer. Returns a cancel function. */
export function whenIdle(task: () => void, win: IdleWindow = window as unknown as IdleWindow): () => void {
  if (win.requestIdleCallback) {
    const id = win.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS })
    return () => win.cancelIdleCallback?.(id)
  }
  const id = win.setTimeout(task, 1)
  return () => win.clearTimeout(id)
}

/** Internal paths (same origin, no file download) among the hrefs, deduplicated, without query or hash. */
export function internalPaths(hrefs: Iterable<string>, origin: string): string[] {
  const out = new Set<string>()
  for (const href of hrefs) {
    let url: URL
    try {
      url = new URL(href, origin)
    } catch {
      continue
    }
    if (url.origin !== origin || /\.\w{2,5}$/.test(url.pathname)) continue
    out.add(url.pathname)
  }
  return [...out]
}
