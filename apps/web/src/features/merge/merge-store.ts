// What this page session knows about merges beyond the chain: which merges were seen waiting (so their receipt stays
// on screen after they resolve) and the request transaction of merges sent from this browser.
import type { Hash } from 'viem'

const watched = new Set<string>()
const requestTxs = new Map<string, Hash>()
const key = (chainId: number, mergeId: bigint) => `${chainId}:${mergeId}`

/** Marks a merge as followed on this page: its receipt is shown once it resolves. */
export function watchMerge(chainId: number, mergeId: bigint): void {
  watched.add(key(chainId, mergeId))
}

export function isWatched(chainId: number, mergeId: bigint): boolean {
  return watched.has(key(chainId, mergeId))
}

/** Records the transaction that requested merges `first .. first + count - 1`. */
export function recordRequest(chainId: number, first: bigint, count: number, hash: Hash): void {
  for (let i = 0n; i < BigInt(count); i++) {
    requestTxs.set(key(chainId, first + i), hash)
    watchMerge(chainId, first + i)
  }
}

export function requestTxOf(chainId: number, mergeId: bigint): Hash | undefined {
  return requestTxs.get(key(chainId, mergeId))
}
