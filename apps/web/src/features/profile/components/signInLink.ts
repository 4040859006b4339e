/** The token of a mailed sign-in link: the profile page opens with `#sign-in=<token>`. */
export const LINK_HASH = /^#sign-in=([A-Za-z0-9_-]{20,100})$/

/** The sign-in link's token in the address bar, if any. */
export function linkTokenInAddress(): string | undefined {
  return LINK_HASH.exec(window.location.hash)?.[1]
}

/** Takes the token out of the address bar and the history (it works once). */
export function clearLinkToken(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
}
