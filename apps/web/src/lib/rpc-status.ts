// Which chains' RPC endpoints all failed on the last read (src/wallet/rpc.ts records it; `RpcNotice` shows it).
// Kept apart from viem so the page shell can show the notice without loading the wallet or SDK code.
import { useSyncExternalStore } from 'react'

let failing: ReadonlySet<number> = new Set()
const listeners = new Set<() => void>()

function publish(next: ReadonlySet<number>) {
  failing = next
  for (const listener of listeners) listener()
}

export const rpcStatus = {
  /** The chains whose every endpoint failed on their last read. */
  get: (): ReadonlySet<number> => failing,
  /** Every endpoint of `chainId` failed. */
  failed(chainId: number) {
    if (!failing.has(chainId)) publish(new Set([...failing, chainId]))
  },
  /** A read of `chainId` got an answer. */
  answered(chainId: number) {
    if (failing.has(chainId)) publish(new Set([...failing].filter((id) => id !== chainId)))
  },
  /** Forgets every failure (a retry starts). */
  clear() {
    if (failing.size > 0) publish(new Set())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

/** The chains whose every endpoint failed on their last read (empty while the network answers). */
export function useRpcFailures(): ReadonlySet<number> {
  return useSyncExternalStore(rpcStatus.subscribe, rpcStatus.get, rpcStatus.get)
}
