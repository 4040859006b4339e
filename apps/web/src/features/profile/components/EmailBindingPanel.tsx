import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type Address, isAddress } from 'viem'
import { ERROR_MESSAGES } from '../../errors/messages'
import { ChainGuard } from '../../tx/ChainGuard'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { BINDING_CHAIN, useEmailBinding } from '../hooks/useEmailBinding'

/**
 * The account's e-mail on chain: whether the wallet is bound to it, "Bind e-mail" (`bindAccount` with the e-mail's
 * commitment, computed in the browser), and delegation to another address ("Delegate", "Undelegate").
 */
export function EmailBindingPanel({ email }: { email: string }) {
  const { i18n } = useLingui()
  const [delegateInput, setDelegateInput] = useState('')
  const [delegateError, setDelegateError] = useState<string | null>(null)
  const delegate = isAddress(delegateInput.trim()) ? (delegateInput.trim() as Address) : undefined
  const binding = useEmailBinding({ email, delegate })
  return (
    <section className="panel account-binding" aria-labelledby="binding-title">
      <h3 id="binding-title">
        <Trans>E-mail binding on chain</Trans>
      </h3>
      <ChainGuard chain={BINDING_CHAIN}>
        <p data-testid="binding-status">
          {binding.status === 'loading' ? (
            <Trans>Checking the wallet's binding…</Trans>
          ) : binding.status === 'bound' ? (
            <Trans>This wallet is bound to {email}.</Trans>
          ) : binding.status === 'other' ? (
            <Trans>This wallet is bound to another e-mail: bind it to {email}.</Trans>
          ) : (
            <Trans>This wallet is not bound to an e-mail yet.</Trans>
          )}
        </p>
        {/* Bound already: the button cannot succeed, so it is off and the reason stands beside it. */}
        <TxButton flow={binding.bind} disabled={binding.status === 'loading' || binding.status === 'bound'}>
          <Trans>Bind e-mail</Trans>
        </TxButton>
        <div role="status" className="tx-status__live">
          {binding.status === 'bound' ? (
            <p className="notice" data-testid="binding-done">
              {i18n._(ERROR_MESSAGES.EMAIL_ALREADY_BOUND)}
            </p>
          ) : null}
        </div>
        <TxStatus
          flow={binding.bind}
          chain={BINDING_CHAIN}
          summary={
            <Trans>Binds this wallet to the commitment of {email} (the e-mail itself stays off chain).</Trans>
          }
          success={<Trans>E-mail bound on chain.</Trans>}
        />
        <div className="field account-field">
          <label htmlFor="delegate-address">
            <Trans>Delegate address</Trans>
          </label>
          <input
            id="delegate-address"
            className="input mono"
            autoComplete="off"
            placeholder="0x…"
            value={delegateInput}
            aria-invalid={Boolean(delegateError)}
            aria-describedby="delegate-error"
            onChange={(event) => {
              setDelegateInput(event.target.value)
              setDelegateError(null)
            }}
          />
          <p id="delegate-error" className="field__error" role="alert">
            {delegateError}
          </p>
        </div>
        <div className="row">
          <TxButton
            flow={binding.delegate}
            validate={() => {
              const error = delegate ? null : i18n._(ERROR_MESSAGES.INVALID_WALLET_ADDRESS)
              setDelegateError(error)
              return error === null
            }}
          >
            <Trans>Delegate</Trans>
          </TxButton>
          <TxButton flow={binding.undelegate} className="button button--ghost">
            <Trans>Undelegate</Trans>
          </TxButton>
        </div>
        <TxStatus
          flow={binding.delegate}
          chain={BINDING_CHAIN}
          summary={
            <Trans>
              Offers {delegateInput} to act under this wallet's e-mail binding: it takes effect once that
              wallet accepts.
            </Trans>
          }
          success={<Trans>Delegation offered: it takes effect once that wallet accepts.</Trans>}
        />
        <TxStatus
          flow={binding.undelegate}
          chain={BINDING_CHAIN}
          summary={<Trans>Ends this wallet's delegation.</Trans>}
          success={<Trans>Delegation ended.</Trans>}
        />
      </ChainGuard>
    </section>
  )
}
