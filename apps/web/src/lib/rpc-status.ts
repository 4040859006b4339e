// Which chains' RPC endpoints all failed on the last read (src/wallet/rpc.ts records it; `RpcNotice` shows it).
// Kept apart from viem so the page shell can show the notice without loading the wallet or SDK code.
import { createStore, useStore } from './store'

const failing = createStore<ReadonlySet<number>>(new Set())

export const rpcStatus = {
  /** The chains whose every endpoint failed on their last read. */
  get: failing.get,
  /** Every endpoint of `chainId` failed. */
  failed(chainId: number) {
    const now = failing.get()
    if (!now.has(chainId)) failing.set(new Set([...now, chainId]))
  },
  /** A read of `chainId` got an answer. */
  answered(chainId: number) {
    const now = failing.get()
    if (now.has(chainId)) failing.set(new Set([...now].filter((id) => id !== chainId)))
  },
  /** Forgets every failure (a retry starts). */
  clear() {
    if (failing.get().size > 0) failing.set(new Set())
  },
  subscribe: failing.subscribe,
}

/** The chains whose every endpoint failed on their last read (empty while the network answers). */
export function useRpcFailures(): ReadonlySet<number> {
  return useStore(failing)
}
