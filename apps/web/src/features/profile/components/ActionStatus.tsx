import type { ErrorCode } from '@finaverse/domain'
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
  beside = [],
}: {
  state: AccountActionState
  done?: ReactNode
  rejected?: ReactNode
  /** Refusals the form shows beside their field instead (a wrong e-mail code). */
  beside?: readonly ErrorCode[]
}) {
  const described = state.status === 'error' ? describeError(state.error) : null
  const declined = rejected !== undefined && described?.kind === 'rejected'
  const elsewhere = described?.kind === 'known' && beside.includes(described.code)
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
          <ErrorNotice
            error={state.status === 'error' && !elsewhere ? state.error : null}
            testId="account-error"
          />
        )}
      </div>
    </>
  )
}
