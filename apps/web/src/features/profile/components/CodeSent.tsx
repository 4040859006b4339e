import { Trans } from '@lingui/react/macro'
import { ErrorNotice } from '../../errors/ErrorNotice'
import type { SendCodeState } from '../hooks/useSendCode'

/** Where the code went (in local mode: where a developer reads it), or why it was not sent. */
export function CodeSent({ state, local }: { state: SendCodeState; local: boolean }) {
  const to = state.sentTo
  return (
    <>
      <div role="status" className="tx-status__live">
        {to && !state.error ? (
          <p className="notice">
            <Trans>A verification code was sent to {to}.</Trans>{' '}
            {local ? <Trans>Local mode: the API keeps it in its outbox, at /api/dev/outbox.</Trans> : null}
          </p>
        ) : null}
      </div>
      <div role="alert" className="tx-status__live">
        <ErrorNotice error={state.error} testId="code-error" />
      </div>
    </>
  )
}
