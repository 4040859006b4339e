import type { FinaverseBareClient } from '@finaverse/sdk'
import { type BridgeStatus, userHistory, waitForBridgeCompletion } from '@finaverse/sdk/actions'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'

export type WatchedBridge = {
  readonly nonce: bigint
  readonly tokenIds: readonly bigint[]
  /** The request's BSC transaction. */
  readonly hash: `0x${string}`
  readonly status: BridgeStatus
  /** The Polygon transaction once settled (mint, or cancel for a refund). */
  readonly destTxHash: `0x${string}` | null
  readonly error: unknown
}

const ZERO_HASH = `0x${'0'.repeat(64)}`

/**
 * Follows the request the player just sent until it settles (SDK `waitForBridgeCompletion`): its nonce is the
 * newest of the player's `userHistory` records holding the sent cards; each status change refreshes the screen's
 * reads (history, cards on both chains).
 */
export function useBridgeWatch(client: FinaverseBareClient, account: Address | undefined) {
  const queryClient = useQueryClient()
  const [watched, setWatched] = useState<WatchedBridge | null>(null)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])
  // A new account: nothing of the previous one remains.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on an account change only
  useEffect(() => {
    abort.current?.abort()
    setWatched(null)
  }, [account])

  const watch = useCallback(
    async (tokenIds: readonly bigint[], hash: `0x${string}`) => {
      if (!account) return
      abort.current?.abort()
      const controller = new AbortController()
      abort.current = controller
      try {
        const records = await userHistory(client, { user: account })
        const sent = [...records]
          .reverse()
          .find(
            (r) => r.tokenIds.length === tokenIds.length && r.tokenIds.every((id, i) => id === tokenIds[i]),
          )
        if (!sent || controller.signal.aborted) return
        const base = { nonce: sent.nonce, tokenIds, hash, destTxHash: null, error: null }
        const { status, request } = await waitForBridgeCompletion(client, {
          nonce: sent.nonce,
          signal: controller.signal,
          onStatusChange: (status) => {
            if (controller.signal.aborted) return
            setWatched({ ...base, status })
            void queryClient.invalidateQueries({ queryKey: ['finaverse'] })
          },
        })
        if (controller.signal.aborted) return
        setWatched({
          ...base,
          status,
          destTxHash: request.destTxHash !== ZERO_HASH ? request.destTxHash : null,
        })
        void queryClient.invalidateQueries({ queryKey: ['finaverse'] })
      } catch (error) {
        if (controller.signal.aborted) return
        setWatched((w) => (w ? { ...w, error } : w))
      }
    },
    [account, client, queryClient],
  )
  return { watched, watch }
}
