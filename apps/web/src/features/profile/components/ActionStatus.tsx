import type { ReactNode } from 'react'
import { ErrorNotice } from '../../errors/ErrorNotice'
import type { AccountActionState } from '../hooks/useAccountAction'

/** An account action's outcome in live regions: the success text, or the translated error of the API. */
export function ActionStatus({ state, done }: { state: AccountActionState; done?: ReactNode }) {
  return (
    <>
      <div role="status" className="tx-status__live">
        {state.status === 'done' && done ? <p className="notice notice--ok">{done}</p> : null}
      </div>
      <div role="alert" className="tx-status__live">
        <ErrorNotice error={state.status === 'error' ? state.error : null} testId="account-error" />
      </div>
    </>
  )
}
