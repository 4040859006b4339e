// The one place the web talks to the REST API: the SDK's typed client (`@finaverse/sdk/rest`), whose calls never
// reject (a failure is `{ ret, msg, code }`). `unwrap` turns a failure into the SDK's `FinaverseError` with the SDK's
// own reading of a failure (`toFinaverseError`), the same error a contract call gives, so one helper
// (features/errors) translates both.
import { createRestClient, isRestSuccess, type RestResult, toFinaverseError } from '@finaverse/sdk/rest'
import { config } from '../config'
import { accountReadsSignal } from './account-reads'

export type { ArenaEntry, ContentItem, ContentKind } from '@finaverse/sdk/rest'

/**
 * The browser's fetch, asking the server every time (`cache: 'no-cache'`: a conditional request, which the API answers
 * 304 while its ETag holds) instead of answering from a stale copy in the HTTP cache while revalidating it in the
 * background (`stale-while-revalidate`, docs/decisions/0009-http-caching.md). In Chromium, a request for a URL whose
 * background revalidation an earlier page had started (a hovered link's preload, then a full navigation) could wait on
 * it until the client's 15 s timeout cut it off; a conditional request never waits on another. The query
 * cache keeps what a page has read; CDNs and proxies in front keep the API's headers.
 */
export const revalidatingFetch: typeof fetch = (input, init) => fetch(input, { ...init, cache: 'no-cache' })

/** The account's reads that need no session: a sign-in's SIWE nonce and proof-of-work challenge. */
const SESSION_FREE = /\/account\/(nonce|powChallenge)$/
/**
 * The session check: aborted at sign-out like the other account reads, but sent again before the next sign-in in
 * this tab, since it asks only when the stored hint says a session may exist (another tab may have signed in).
 */
const SESSION_CHECK = /\/account\/session$/

const siteFetch: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  const path = new URL(url, 'http://x').pathname
  const accountRead =
    (init?.method ?? 'GET') === 'GET' && /\/account\//.test(path) && !SESSION_FREE.test(path)
  if (!accountRead) return revalidatingFetch(input, init)
  const held = accountReadsSignal()
  if (held.aborted) {
    // Signed out in this tab (src/data/account-reads.ts): refused here, never sent.
    if (!SESSION_CHECK.test(path))
      return Promise.reject(new DOMException('The game account was signed out', 'AbortError'))
    return revalidatingFetch(input, init)
  }
  const signal = init?.signal ? AbortSignal.any([init.signal, held]) : held
  return revalidatingFetch(input, { ...init, signal })
}

export const api = createRestClient({ baseUrl: config.apiBase, fetch: siteFetch })

/**
 * The data of a successful answer; a refused or failed call throws the SDK's `FinaverseError` for it: its `code` is
 * the answer's `MESSAGES` code (`UNKNOWN_ERROR` for a code the domain has no text for), its `cause` the failure
 * itself, so the error text can still show the server's code.
 */
export function unwrap<T>(result: RestResult<T>): T {
  if (isRestSuccess(result)) return result.data
  throw toFinaverseError(result)
}
