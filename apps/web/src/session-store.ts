// The user session (docs/product.md#session-and-local-storage): networkId, account, email, lang, all starting empty. Wallet fields are
// written by src/wallet/session.ts (loaded with the wallet), the language by the shell and the language switch.

export type UserSession = {
  networkId: number | null
  account: string | null
  email: string | null
  lang: string | null
}

export const EMPTY_SESSION: UserSession = Object.freeze({
  networkId: null,
  account: null,
  email: null,
  lang: null,
})

let state: UserSession = EMPTY_SESSION
const listeners = new Set<() => void>()

export const sessionStore = {
  get: (): UserSession => state,
  set(next: UserSession) {
    state = next
    for (const listener of listeners) listener()
  },
  update(patch: Partial<UserSession>) {
    sessionStore.set({ ...state, ...patch })
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** For tests. */
  reset() {
    sessionStore.set(EMPTY_SESSION)
  },
}

export function setSessionLanguage(lang: string): void {
  if (state.lang !== lang) sessionStore.update({ lang })
}
