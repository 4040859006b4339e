import { cancelRandomness, completeCancelRandomness } from '@finaverse/sdk/actions'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useWriteFlow } from '../../tx/useWriteFlow'

const CANCEL = msg`Cancel the randomness request`

/**
 * "Take back" for a randomness request Chainlink VRF did not answer within the adapter's timeout: anyone may cancel it
 * (`cancelRandomness`), then, from the next block, complete the cancellation (`completeCancelRandomness`), which gives
 * back what the request holds (a fresh unopened box per box, the merged cards and their fee, a mint's payment). A VRF
 * answer mined in the block of the cancel still wins. Each screen says in its own words what comes back
 * (`explanation`, and `summary` in the confirm step).
 */
export function CancelTimedOut({
  requestId,
  label,
  explanation,
  summary,
  alreadyMarked = false,
  className = 'notice notice--warn',
  testId = 'cancel-timed-out',
}: {
  requestId: bigint
  /** The second write's name in the transaction toasts. */
  label: MessageDescriptor
  explanation: ReactNode
  summary?: ReactNode
  /** The request is already marked for cancellation (its `cancelBlock` is set): only the second step is left. */
  alreadyMarked?: boolean
  className?: string
  testId?: string
}) {
  const [marked, setMarked] = useState(alreadyMarked)
  const mark = useWriteFlow({
    role: 'bsc',
    label: CANCEL,
    prepare: (client, account) => cancelRandomness(client, { account, requestId }),
    onSuccess: () => setMarked(true),
  })
  const complete = useWriteFlow({
    role: 'bsc',
    label,
    prepare: (client, account) => completeCancelRandomness(client, { account, requestId }),
  })
  return (
    <div className={className} data-testid={testId} data-step={marked ? 'complete' : 'cancel'}>
      <p>{explanation}</p>
      {marked ? (
        <>
          <TxButton flow={complete}>
            <Trans>Take back</Trans>
          </TxButton>
          <TxStatus flow={complete} chain="bsc" summary={summary} />
        </>
      ) : (
        <>
          <TxButton flow={mark}>
            <Trans>Cancel the request</Trans>
          </TxButton>
          <TxStatus flow={mark} chain="bsc" />
        </>
      )}
    </div>
  )
}
