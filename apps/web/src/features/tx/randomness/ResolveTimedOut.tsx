import { resolveTimedOut } from '@finaverse/sdk/actions'
import type { MessageDescriptor } from '@lingui/core'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { TxButton } from '../TxButton'
import { TxStatus } from '../TxStatus'
import { useWriteFlow } from '../useWriteFlow'

/**
 * "Resolve now" for a randomness request the operator did not fulfil within the coordinator's window: anyone may
 * resolve it with the public fallback value (`resolveTimedOut`); nothing is cancelled or refunded, and the receipt
 * then shows the fallback path. Each screen says in its own words what that means for its box opening, mint or
 * merge (`explanation`, and `summary` in the confirm step).
 */
export function ResolveTimedOut({
  requestId,
  label,
  explanation,
  summary,
  className = 'notice notice--warn',
  testId = 'resolve-timed-out',
}: {
  requestId: bigint
  /** The write's name in the transaction toasts. */
  label: MessageDescriptor
  explanation: ReactNode
  summary?: ReactNode
  className?: string
  testId?: string
}) {
  const flow = useWriteFlow({
    role: 'bsc',
    label,
    prepare: (client, account) => resolveTimedOut(client, { account, requestId }),
  })
  return (
    <div className={className} data-testid={testId}>
      <p>{explanation}</p>
      <TxButton flow={flow}>
        <Trans>Resolve now</Trans>
      </TxButton>
      <TxStatus flow={flow} chain="bsc" summary={summary} />
    </div>
  )
}
