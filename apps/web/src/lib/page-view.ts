// A page view to the server's collector on every route change (docs/product.md#site-wide-behaviour), as a beacon so it never delays
// navigation. The body is form-encoded like every call of the API; only the route is sent (no query, no ids).
import { config } from '../config'

export const PAGE_VIEW_PATH = '/analytics/pageview'

export function pageViewUrl(apiBase: string = config.apiBase): string {
  return `${apiBase.replace(/\/+$/, '')}${PAGE_VIEW_PATH}`
}

/** Sends one page view; returns whether it was queued. */
export function sendPageView(
  pathname: string,
  nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator,
): boolean {
  const body = new URLSearchParams({ route: pathname.slice(0, 64) || '/' })
  try {
    if (nav?.sendBeacon?.(pageViewUrl(), body)) return true
  } catch {
    // fall through to fetch
  }
  if (typeof fetch !== 'function') return false
  void fetch(pageViewUrl(), { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(
    () => {},
  )
  return true
}
