import type { BridgeFollowStatus } from '@finaverse/domain'
import type { FinaverseBareClient } from '@finaverse/sdk'
import { getBridgeCompletion, waitForBridgeCompletion } from '@finaverse/sdk/actions'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Address, Hex } from 'viem'

export type WatchedBridge = {
  readonly messageId: Hex
  readonly tokenIds: readonly bigint[]
  /** The request's BSC transaction. */
  readonly hash: Hex
  readonly status: BridgeFollowStatus
  /** The Polygon transaction that minted the cards, once completed. */
  readonly destTxHash: Hex | null
  readonly error: unknown
}

/**
 * Follows the request the player just sent, by its CCIP message id, across both chains until it is minted,
 * refunded, or needs a retry (SDK `waitForBridgeCompletion`); each status change refreshes the screen's reads
 * (history, cards on both chains).
 */
export function useBridgeWatch(
  client: FinaverseBareClient,
  polygon: FinaverseBareClient,
  account: Address | undefined,
) {
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
    async (tokenIds: readonly bigint[], hash: Hex, messageId: Hex) => {
      abort.current?.abort()
      const controller = new AbortController()
      abort.current = controller
      const base = { messageId, tokenIds, hash, destTxHash: null, error: null }
      try {
        const { status } = await waitForBridgeCompletion(client, {
          messageId,
          polygon,
          stopWhenRetryable: true,
          signal: controller.signal,
          timeout: 3 * 3_600_000,
          onStatusChange: (status) => {
            if (controller.signal.aborted) return
            setWatched({ ...base, status })
            void queryClient.invalidateQueries({ queryKey: ['finaverse'] })
          },
        })
        if (controller.signal.aborted) return
        const minted = status === 'completed' ? await getBridgeCompletion(polygon, { messageId }) : null
        setWatched({ ...base, status, destTxHash: minted?.transactionHash ?? null })
        void queryClient.invalidateQueries({ queryKey: ['finaverse'] })
      } catch (error) {
        if (controller.signal.aborted) return
        setWatched((w) => (w ? { ...w, error } : { ...base, status: 'inFlight', error }))
      }
    },
    [client, polygon, queryClient],
  )
  return { watched, watch }
}
