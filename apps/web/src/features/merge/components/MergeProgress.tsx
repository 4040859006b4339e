import { getRandomnessRequestQueryOptions } from '@finaverse/sdk/query'
import { Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getBlock } from 'viem/actions'
import { hoursLeft } from '../../cards/randomness/timeout'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import type { PlayerMerge } from '../hooks/useMerges'
import { mergeStage } from '../merge-rules'
import { mergeResolutionQueryOptions } from '../queries'
import { CancelMerge } from './CancelMerge'
import { MergeReceipt } from './MergeReceipt'

/**
 * One merge's live status, driven by the SDK's `waitForMergeResolution`: waiting for Chainlink VRF, then (if VRF never
 * answers within the adapter's timeout) "Take back"; a large batch whose answer waits for `deliver` says so; finally
 * the receipt.
 */
export function MergeProgress({ merge }: { merge: PlayerMerge }) {
  const { client } = useFinaverseClient('bsc')
  const queryClient = useQueryClient()
  const resolution = useQuery(mergeResolutionQueryOptions(client, merge.mergeId, merge.blockNumber))
  const resolved = resolution.data
  useEffect(() => {
    // The cards changed (one went up, one was burned, or the lock ended): refresh every chain read.
    if (resolved) void queryClient.invalidateQueries({ queryKey: ['finaverse'] })
  }, [resolved, queryClient])
  const waiting = !resolved
  const now = useQuery({
    queryKey: ['merge', 'blockTime', client.chain.id],
    queryFn: async () => (await getBlock(client, { blockTag: 'latest' })).timestamp,
    enabled: waiting,
    refetchInterval: 3_000,
  })
  const request = useQuery({
    ...getRandomnessRequestQueryOptions(client, { requestId: merge.requestId }),
    enabled: waiting,
    refetchInterval: 3_000,
  })
  const mergeId = String(merge.mergeId)
  const cards = `#${String(merge.tokenIdA)} + #${String(merge.tokenIdB)}`
  if (resolved) return <MergeReceipt merge={merge} resolution={resolved} />
  const pending = request.data?.status === 'pending'
  // A batch too large for VRF's callback gas (more than about 25 pairs): the word is recorded, and the keeper (or
  // anyone) runs the merges with it through `deliver`.
  const delivering = request.data?.status === 'fulfilled'
  const stage =
    now.data === undefined || request.data === undefined || !pending
      ? 'vrf'
      : mergeStage(now.data, request.data.cancelAfter)
  const timedOut = stage === 'timed-out'
  const hours =
    now.data === undefined || request.data === undefined
      ? '…'
      : String(hoursLeft(request.data.cancelAfter, now.data))
  return (
    <article className="merge-progress" data-testid="merge-progress" data-merge-id={mergeId}>
      <h3>
        <Trans>
          Merge #{mergeId}: {cards}
        </Trans>
      </h3>
      <div role="status" aria-live="polite">
        {timedOut ? (
          <p className="notice notice--warn" data-testid="merge-stage" data-stage="timed-out">
            <Trans>Chainlink VRF did not answer in time.</Trans>
          </p>
        ) : delivering ? (
          <p className="notice" data-testid="merge-stage" data-stage="delivering">
            <Trans>
              Chainlink VRF has answered. This batch is too large to finish in the same transaction, so the
              answer is applied in a second one: our keeper sends it within a minute, and anyone can (the
              number stays the same).
            </Trans>
          </p>
        ) : (
          <p className="notice" data-testid="merge-stage" data-stage="vrf">
            <Trans>
              Requested. Waiting for Chainlink VRF to answer with a random number nobody knows yet. If it has
              not answered in {hours} hours, anyone can cancel the merge.
            </Trans>
          </p>
        )}
      </div>
      {resolution.isError ? (
        <button type="button" className="button button--ghost" onClick={() => void resolution.refetch()}>
          <Trans>Check again</Trans>
        </button>
      ) : null}
      {timedOut ? (
        <CancelMerge requestId={merge.requestId} alreadyMarked={(request.data?.cancelBlock ?? 0n) > 0n} />
      ) : null}
    </article>
  )
}
