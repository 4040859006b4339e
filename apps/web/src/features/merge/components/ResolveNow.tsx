import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ResolveTimedOut } from '../../tx/randomness/ResolveTimedOut'

const RESOLVE = msg`Resolve merge`

/**
 * A merge whose randomness request outlived the coordinator's window: anyone may resolve it with the public fallback
 * value (`resolveTimedOut`). Nothing is cancelled or refunded; the merge succeeds or fails by that value.
 */
export function ResolveNow({ requestId, blocks }: { requestId: bigint; blocks: bigint }) {
  const window = String(blocks)
  return (
    <ResolveTimedOut
      requestId={requestId}
      label={RESOLVE}
      className="merge-resolve"
      testId="resolve-now"
      explanation={
        <Trans>
          The keeper had {window} blocks to reveal its value and did not. You, or anyone, can now finish the
          merge with the public fallback value. That value was fixed by the block hash after your request, so
          nobody could choose it, and your browser checks it like any other result. Nothing is refunded: the
          merge succeeds or fails by that value, and the fee is used as for every merge.
        </Trans>
      }
      summary={
        <p>
          <Trans>Resolve the merge with the public fallback value.</Trans>
        </p>
      }
    />
  )
}
