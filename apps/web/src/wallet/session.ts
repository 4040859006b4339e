// Wallet side of the user session (docs/product.md#session-and-local-storage) and the local storage keys `account` and `networkId`.
import { isValidAccount } from '@finaverse/domain'
import { clearWalletStorage, readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage'
import { sessionStore } from '../session-store'

/** The saved network id, if it is a positive integer. */
export function savedNetworkId(): number | null {
  const value = Number(readStorage(STORAGE_KEYS.networkId))
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

/** The saved account, if valid (not empty, not 'null' or 'undefined', a real address). */
export function savedAccount(): `0x${string}` | null {
  const value = readStorage(STORAGE_KEYS.account)
  return isValidAccount(value) ? value : null
}

/** Start-up: restore account, network and language from local storage. Returns whether to reconnect. */
export function restoreSession(): boolean {
  const account = savedAccount()
  sessionStore.update({
    account,
    networkId: account ? savedNetworkId() : null,
    // The URL's language (set by the shell) wins over the saved one.
    lang: sessionStore.get().lang ?? readStorage(STORAGE_KEYS.language),
  })
  return account !== null
}

/** A wallet connected, or changed account or chain: save both. */
export function onWalletConnected(account: string, chainId: number): void {
  writeStorage(STORAGE_KEYS.account, account)
  writeStorage(STORAGE_KEYS.networkId, String(chainId))
  sessionStore.update({ account, networkId: chainId })
}

/** Disconnect: account, network and e-mail leave the session; wallet keys leave local storage; language stays. */
export function onWalletDisconnected(): void {
  clearWalletStorage()
  sessionStore.update({ account: null, networkId: null, email: null })
}
