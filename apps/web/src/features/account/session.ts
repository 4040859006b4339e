// The game account's session as every screen sees it: the signed-in account (the API's `fv_session` cookie, which
// the browser cannot read), cached by TanStack Query. A hint in local storage says a session may exist, so a visitor
// who never signed in does not ask the API (a refused `/account/session` would be a 401 on every visit).
import type { EndpointData } from '@finaverse/sdk/rest'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { resumeAccountReads } from '../../data/account-reads'
import { readStorage, writeStorage } from '../../lib/storage'
import { sessionStore } from '../../session-store'

/** The signed-in account as the API describes it. */
export type Account = EndpointData<'session'>

/** Local storage key of the hint that this browser holds a game-account session. */
export const SESSION_HINT_KEY = 'gameAccount'

// The REST client and its zod schemas load with the first call, not with the page.
const client = () => import('../../data/client')

/** The REST client and `unwrap` (a refused call throws the SDK's `FinaverseError`). */
export async function restApi() {
  const { api, unwrap } = await client()
  return { api, unwrap }
}

export const accountSessionKey = ['account', 'session'] as const

/**
 * The signed-in account, or null (no hint, or the API answers 401: no session, or an expired one). Any other failure
 * (the API slow past the client's timeout, unreachable, a 5xx) is an error, tried again: it says nothing about the
 * session, and reading it as "signed out" dropped the hint, so a player still signed in saw "Sign in first" on every
 * page after one slow answer.
 */
export const accountSessionQuery = () =>
  queryOptions({
    queryKey: accountSessionKey,
    queryFn: async (): Promise<Account | null> => {
      if (readStorage(SESSION_HINT_KEY) === null) return null
      const { api, unwrap } = await restApi()
      const result = await api.session({})
      if (result.ret === 401) {
        writeStorage(SESSION_HINT_KEY, null)
        return null
      }
      return unwrap(result)
    },
    staleTime: 60_000,
    retry: SESSION_RETRIES,
  })

/** How many times a failed session check is tried again (with TanStack Query's backoff: 1, 2, 4 s) before it shows. */
const SESSION_RETRIES = 3

/**
 * After a sign-in or account creation: remember the hint, publish the account and its e-mail, and let the account's
 * reads go out again (stopped at a sign-out: src/data/account-reads.ts).
 */
export function signedIn(queryClient: QueryClient, account: Account): void {
  resumeAccountReads()
  writeStorage(SESSION_HINT_KEY, '1')
  sessionStore.update({ email: account.email })
  queryClient.setQueryData(accountSessionKey, account)
}

/** After a sign-out (or a session the API no longer knows). */
export function signedOut(queryClient: QueryClient): void {
  writeStorage(SESSION_HINT_KEY, null)
  sessionStore.update({ email: null })
  queryClient.setQueryData(accountSessionKey, null)
}
