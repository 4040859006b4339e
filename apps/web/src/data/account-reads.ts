// The game account's reads (`GET /account/...`: balances, history, cards, team, devices; src/data/client.ts names
// the few it leaves alone) stop at sign-out and stay stopped until the next sign-in: none of them reaches the API once
// the session is ending, where each would be refused with a 401 (an error of the page). src/data/client.ts checks it
// for each account read; a tiny module of its own, so that the session's helpers use it without loading the REST
// client.

let reads = new AbortController()

/** Aborted from a sign-out until the next sign-in. */
export function accountReadsSignal(): AbortSignal {
  return reads.signal
}

/**
 * At sign-out, before the session ends: aborts the account's reads in flight (the profile's 5-second polls) and
 * refuses new ones, such as a poll whose timer fires before its panel is gone, until {@link resumeAccountReads}.
 */
export function abortAccountReads(): void {
  reads.abort()
}

/** At a sign-in, or when a sign-out failed and the session goes on: the account's reads go out again. */
export function resumeAccountReads(): void {
  if (reads.signal.aborted) reads = new AbortController()
}
