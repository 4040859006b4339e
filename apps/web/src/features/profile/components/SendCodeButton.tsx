import { Trans } from '@lingui/react/macro'
import { Countdown } from '../../../ui/Countdown'
import type { SendCodeState } from '../hooks/useSendCode'

/** "Send code", then "Resend in" with the countdown until the API takes another request. */
export function SendCodeButton({
  state,
  onSend,
  onReady,
}: {
  state: SendCodeState
  onSend: () => void
  onReady: () => void
}) {
  const waiting = state.resendAt !== null
  return (
    <button
      type="button"
      className="button button--small button--ghost"
      disabled={state.sending || waiting}
      aria-busy={state.sending}
      onClick={onSend}
    >
      {state.sending ? (
        <Trans>Sending…</Trans>
      ) : waiting && state.resendAt !== null ? (
        <>
          <Trans>Resend in</Trans> <Countdown until={state.resendAt} onDone={onReady} />
        </>
      ) : state.sentTo ? (
        <Trans>Resend code</Trans>
      ) : (
        <Trans>Send code</Trans>
      )}
    </button>
  )
}
