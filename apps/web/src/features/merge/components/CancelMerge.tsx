import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { CancelTimedOut } from '../../cards/randomness/CancelTimedOut'

const TAKE_BACK = msg`Take back the merge`

/**
 * A merge Chainlink VRF never answered within the adapter's timeout: anyone may cancel it; its two cards are free
 * again and its fee comes back. Nobody saw its outcome: VRF publishes a word only by answering.
 */
export function CancelMerge({ requestId, alreadyMarked }: { requestId: bigint; alreadyMarked?: boolean }) {
  return (
    <CancelTimedOut
      requestId={requestId}
      label={TAKE_BACK}
      alreadyMarked={alreadyMarked ?? false}
      className="merge-resolve"
      testId="cancel-merge"
      explanation={
        <Trans>
          Chainlink VRF has not answered this merge in time. You, or anyone, can cancel it: both cards are
          free again and the fee comes back to you. Nobody has seen its result, because VRF only publishes one
          by answering; if its answer lands in the same block as the cancel, the answer wins.
        </Trans>
      }
      summary={
        <p>
          <Trans>Cancel the merge and take back the cards and the fee.</Trans>
        </p>
      }
    />
  )
}
