import type { ReactNode } from 'react'
import { describeError } from '../../errors/describe-error'
import { ErrorNotice } from '../../errors/ErrorNotice'
import type { AccountActionState } from '../hooks/useAccountAction'

/**
 * An account action's outcome in live regions: the success text, or the translated error of the API; `rejected`, when
 * given, replaces the error when the player declined the wallet's request (what that left unchanged).
 */
export function ActionStatus({
  state,
  done,
  rejected,
}: {
  state: AccountActionState
  done?: ReactNode
  rejected?: ReactNode
}) {
  const declined =
    state.status === 'error' && rejected !== undefined && describeError(state.error).kind === 'rejected'
  return (
    <>
      <div role="status" className="tx-status__live">
        {state.status === 'done' && done ? <p className="notice notice--ok">{done}</p> : null}
      </div>
      <div role="alert" className="tx-status__live">
        {declined ? (
          <p className="notice notice--error" data-testid="account-error">
            {rejected}
          </p>
        ) : (
          <ErrorNotice error={state.status === 'error' ? state.error : null} testId="account-error" />
        )}
      </div>
    </>
  )
}
