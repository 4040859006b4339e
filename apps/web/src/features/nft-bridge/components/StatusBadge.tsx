import type { BridgeStatus } from '@finaverse/sdk/actions'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

/** The spec's three statuses and the two the contracts add. */
export const STATUS_TEXT: Readonly<Record<BridgeStatus, MessageDescriptor>> = {
  unknown: msg({ message: 'Unknown', context: 'bridge status' }),
  pending: msg({ message: 'Pending', context: 'bridge status' }),
  processing: msg({ message: 'Processing', context: 'bridge status' }),
  completed: msg({ message: 'Completed', context: 'bridge status' }),
  failed: msg({ message: 'Failed', context: 'bridge status' }),
  refunded: msg({ message: 'Refunded', context: 'bridge status' }),
}

/** A bridge request's status as a coloured label. */
export function StatusBadge({ status }: { status: BridgeStatus }) {
  const { i18n } = useLingui()
  return (
    <span className={`bridge-status bridge-status--${status}`} data-status={status}>
      {i18n._(STATUS_TEXT[status])}
    </span>
  )
}
