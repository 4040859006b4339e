// What this browser tab knows about merges beyond the chain: which merges were seen waiting or sent from here (so
// their receipt shows when they resolve, also after a reload: kept in session storage) and the request transaction
// of merges sent from here.
import type { Hash } from 'viem'

const STORAGE_KEY = 'mergeWatch'
type Saved = Record<string, Hash | ''>

function load(): Saved {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY)
    return raw ? (JSON.parse(raw) as Saved) : {}
  } catch {
    return {}
  }
}

let saved: Saved | undefined
const entries = (): Saved => {
  saved ??= load()
  return saved
}

function save(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries()))
  } catch {
    // No storage (private mode): the receipts still show until the page is left.
  }
}

const key = (chainId: number, mergeId: bigint) => `${chainId}:${mergeId}`

/** Marks a merge as followed in this tab: its receipt is shown once it resolves. */
export function watchMerge(chainId: number, mergeId: bigint): void {
  const id = key(chainId, mergeId)
  if (id in entries()) return
  entries()[id] = ''
  save()
}

export function isWatched(chainId: number, mergeId: bigint): boolean {
  return key(chainId, mergeId) in entries()
}

/** Records the transaction that requested merges `first .. first + count - 1`. */
export function recordRequest(chainId: number, first: bigint, count: number, hash: Hash): void {
  for (let i = 0n; i < BigInt(count); i++) entries()[key(chainId, first + i)] = hash
  save()
}

export function requestTxOf(chainId: number, mergeId: bigint): Hash | undefined {
  return entries()[key(chainId, mergeId)] || undefined
}

/** Forgets the receipts shown in this tab ("Clear"). */
export function clearWatched(chainId: number): void {
  for (const id of Object.keys(entries())) if (id.startsWith(`${chainId}:`)) delete entries()[id]
  save()
}
