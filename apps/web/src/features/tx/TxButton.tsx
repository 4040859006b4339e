import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { WriteFlow } from './useWriteFlow'

/**
 * The primary button of a write: its label (the verb: "Approve", "Deposit"...) starts the flow; while the write is
 * simulated, signed or pending it says so and cannot be pressed again. `disabled` for an invalid form: an invalid
 * form never opens the wallet.
 */
export function TxButton({
  flow,
  children,
  disabled = false,
  className = 'button',
  submit = false,
  validate,
}: {
  flow: WriteFlow
  children: ReactNode
  disabled?: boolean
  className?: string
  /** A form's submit button: the form's handler validates, then calls `flow.start` (invalid: the wallet stays shut). */
  submit?: boolean
  /** Checks the input first (showing its message); false: the flow does not start and the wallet stays shut. */
  validate?: () => boolean
}) {
  const { status } = flow.state
  const busy = status === 'preparing' || status === 'signing' || status === 'pending'
  return (
    <button
      type={submit ? 'submit' : 'button'}
      className={className}
      disabled={disabled || busy || status === 'confirm'}
      aria-busy={busy}
      onClick={
        submit
          ? undefined
          : () => {
              if (validate && !validate()) return
              void flow.start()
            }
      }
    >
      {status === 'preparing' ? (
        <>
          {children} <Trans>(checking…)</Trans>
        </>
      ) : status === 'signing' ? (
        <Trans>Confirm in your wallet…</Trans>
      ) : status === 'pending' ? (
        <>
          {children} <Trans>(pending…)</Trans>
        </>
      ) : (
        children
      )}
    </button>
  )
}
