// The user session (docs/product.md#session-and-local-storage): networkId, account, email, lang, all starting empty. Wallet fields are
// written by src/wallet/session.ts (loaded with the wallet), the language by the shell and the language switch.
import { createStore } from './lib/store'

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

const session = createStore<UserSession>(EMPTY_SESSION)

export const sessionStore = {
  get: session.get,
  set: session.set,
  update(patch: Partial<UserSession>) {
    session.update((state) => ({ ...state, ...patch }))
  },
  subscribe: session.subscribe,
  /** For tests. */
  reset() {
    sessionStore.set(EMPTY_SESSION)
  },
}

export function setSessionLanguage(lang: string): void {
  if (session.get().lang !== lang) sessionStore.update({ lang })
}
