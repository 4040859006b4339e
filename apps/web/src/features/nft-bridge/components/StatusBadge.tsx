import type { BridgeStatus } from '@finaverse/sdk/actions'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

/** The spec's three statuses and the two the contracts add. */
export const STATUS_TEXT: Readonly<Record<BridgeStatus, MessageDescriptor>> = {
  unknown: msg`Unknown`,
  pending: msg`Pending`,
  processing: msg`Processing`,
  completed: msg`Completed`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
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
