import { Trans, useLingui } from '@lingui/react/macro'
import { errorText } from '../../errors/errorText'
import type { SendCodeState } from '../hooks/useSendCode'

/** Where the code went (in local mode: where a developer reads it), or why it was not sent. */
export function CodeSent({ state, local }: { state: SendCodeState; local: boolean }) {
  const { i18n } = useLingui()
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
        {state.error ? (
          <p className="notice notice--error" data-testid="code-error">
            {errorText(i18n, state.error)}
          </p>
        ) : null}
      </div>
    </>
  )
}
