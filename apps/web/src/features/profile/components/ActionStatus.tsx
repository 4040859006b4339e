import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { errorText } from '../../errors/errorText'
import type { AccountActionState } from '../hooks/useAccountAction'

/** An account action's outcome in live regions: the success text, or the translated error of the API. */
export function ActionStatus({ state, done }: { state: AccountActionState; done?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <>
      <div role="status" className="tx-status__live">
        {state.status === 'done' && done ? <p className="notice notice--ok">{done}</p> : null}
      </div>
      <div role="alert" className="tx-status__live">
        {state.status === 'error' ? (
          <p className="notice notice--error" data-testid="account-error">
            {errorText(i18n, state.error)}
          </p>
        ) : null}
      </div>
    </>
  )
}
