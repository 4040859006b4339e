import { resolveTimedOut } from '@finaverse/sdk/actions'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useWriteFlow } from '../../tx/useWriteFlow'

const RESOLVE = msg`Resolve merge`

/**
 * A merge whose randomness request outlived the coordinator's window: anyone may resolve it with the public fallback
 * value (`resolveTimedOut`). Nothing is cancelled or refunded; the merge succeeds or fails by that value.
 */
export function ResolveNow({ requestId, blocks }: { requestId: bigint; blocks: bigint }) {
  const flow = useWriteFlow({
    role: 'bsc',
    label: RESOLVE,
    prepare: (c, from) => resolveTimedOut(c, { account: from, requestId }),
  })
  const window = String(blocks)
  return (
    <div className="merge-resolve" data-testid="resolve-now">
      <p>
        <Trans>
          The keeper had {window} blocks to reveal its value and did not. You, or anyone, can now finish the
          merge with the public fallback value. That value was fixed by the block hash after your request, so
          nobody could choose it, and your browser checks it like any other result. Nothing is refunded: the
          merge succeeds or fails by that value, and the fee is used as for every merge.
        </Trans>
      </p>
      <TxButton flow={flow}>
        <Trans>Resolve now</Trans>
      </TxButton>
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <p>
            <Trans>Resolve the merge with the public fallback value.</Trans>
          </p>
        }
      />
    </div>
  )
}
