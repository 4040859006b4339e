import { requestTimeoutQueryOptions } from '@finaverse/sdk/query'
import { Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import type { PlayerMerge } from '../hooks/useMerges'
import { mergeStage } from '../merge-rules'
import { blockNumberQueryOptions, mergeResolutionQueryOptions } from '../queries'
import { MergeReceipt } from './MergeReceipt'
import { ResolveNow } from './ResolveNow'

/**
 * One merge's live status, driven by the SDK's `waitForMergeResolution`: waiting for the entropy block, then for the
 * randomness keeper, then (if the keeper is late) "Resolve now"; finally the receipt.
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
  const block = useQuery({ ...blockNumberQueryOptions(client), enabled: waiting })
  const window = useQuery({ ...requestTimeoutQueryOptions(client, {}), enabled: waiting, staleTime: 600_000 })
  const mergeId = String(merge.mergeId)
  const cards = `#${String(merge.tokenIdA)} + #${String(merge.tokenIdB)}`
  if (resolved) return <MergeReceipt merge={merge} resolution={resolved} />
  const current = block.data
  const opensAt = window.data === undefined ? undefined : merge.blockNumber + window.data + 1n
  const stage =
    current === undefined || window.data === undefined
      ? 'entropy'
      : mergeStage(current, merge.blockNumber, window.data)
  const timedOut = stage === 'timed-out'
  const entropyBlock = String(merge.blockNumber + 1n)
  const blocksLeft =
    current === undefined || opensAt === undefined
      ? '…'
      : String(opensAt - current > 0n ? opensAt - current : 0n)
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
            <Trans>The randomness keeper did not answer in time.</Trans>
          </p>
        ) : stage === 'entropy' ? (
          <p className="notice" data-testid="merge-stage" data-stage="entropy">
            <Trans>Requested. Waiting for block {entropyBlock}, whose hash makes the randomness…</Trans>
          </p>
        ) : (
          <p className="notice" data-testid="merge-stage" data-stage="keeper">
            <Trans>
              Waiting for the randomness keeper to reveal its value. If it has not answered in {blocksLeft}{' '}
              blocks, anyone can resolve the merge.
            </Trans>
          </p>
        )}
      </div>
      {resolution.isError ? (
        <button type="button" className="button button--ghost" onClick={() => void resolution.refetch()}>
          <Trans>Check again</Trans>
        </button>
      ) : null}
      {timedOut ? <ResolveNow requestId={merge.requestId} blocks={window.data ?? 0n} /> : null}
    </article>
  )
}
