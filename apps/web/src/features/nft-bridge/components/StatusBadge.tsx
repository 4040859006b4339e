import type { BridgeFollowStatus } from '@finaverse/domain'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

/** The spec's three statuses (pending, processing while CCIP carries the message, completed) and the contracts' three. */
export const STATUS_TEXT: Readonly<Record<BridgeFollowStatus, MessageDescriptor>> = {
  pending: msg({ message: 'Pending', context: 'bridge status' }),
  inFlight: msg({ message: 'Processing', context: 'bridge status' }),
  completed: msg({ message: 'Completed', context: 'bridge status' }),
  retryable: msg({ message: 'Needs a retry', context: 'bridge status' }),
  refunding: msg({ message: 'Returning to BSC', context: 'bridge status' }),
  refunded: msg({ message: 'Refunded', context: 'bridge status' }),
}

/** A bridge request's status as a coloured label. */
export function StatusBadge({ status }: { status: BridgeFollowStatus }) {
  const { i18n } = useLingui()
  return (
    <span className={`bridge-status bridge-status--${status}`} data-status={status}>
      {i18n._(STATUS_TEXT[status])}
    </span>
  )
}
