import type { WithdrawalWait } from '@finaverse/domain'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { formatDate } from '../../../lib/intl'
import { formatDecimal } from '../../../ui/format'
import { restApi } from '../../account/session'
import { ERROR_MESSAGES } from '../../errors/messages'
import { useAccountAction } from '../hooks/useAccountAction'
import { balancesQuery, idempotencyKey, PROFILE_KEY } from '../queries'
import { type LedgerBalances, withdrawQuote } from '../withdraw-quote'
import { ActionStatus } from './ActionStatus'

const WAITS: { value: WithdrawalWait; label: ReturnType<typeof msg> }[] = [
  { value: 'instant', label: msg`Instant (next batch, 30% + 1 FINA on the earned part)` },
  { value: '15d', label: msg`Wait 15 days (only the 1 FINA fee)` },
]

/**
 * The withdrawal form: the amount and the wait, the domain's live quote as the player types (what arrives, the
 * penalty, the fee, when), every refusal of the spec beside the field; an invalid form sends nothing.
 */
export function WithdrawForm({ balances, now }: { balances: LedgerBalances; now: () => Date }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const [amount, setAmount] = useState('')
  const [wait, setWait] = useState<WithdrawalWait>('instant')
  const [tried, setTried] = useState(false)
  const result = withdrawQuote(amount, balances, wait, now())
  // Drawn from deposited FINA only, an instant withdrawal has no penalty: waiting 15 days gains nothing.
  const instant = withdrawQuote(amount, balances, 'instant', now())
  const sameCost = instant.ok && Number(instant.quote.penalty) === 0
  const action = useAccountAction(async () => {
    const { api, unwrap } = await restApi()
    unwrap(await api.withdrawFina({ amount: amount.trim(), wait, idempotencyKey: idempotencyKey() }))
    setAmount('')
    setTried(false)
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY })
  })
  const showError = !result.ok && (tried || amount !== '')
  const fmt = (value: string) => formatDecimal(value, i18n.locale)
  return (
    <form
      className="form"
      noValidate
      aria-label={t`Withdraw`}
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (result.ok) void action.start()
      }}
    >
      <div className="field">
        <label htmlFor={id}>
          <Trans>Amount to withdraw</Trans>
        </label>
        <input
          id={id}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={amount}
          aria-invalid={showError}
          aria-describedby={`${id}-error`}
          onChange={(event) => {
            setAmount(event.target.value)
            action.reset()
          }}
        />
        <p id={`${id}-error`} className="field__error" role="alert" data-testid="withdraw-error">
          {showError && !result.ok ? i18n._(ERROR_MESSAGES[result.code]) : null}
        </p>
      </div>
      <fieldset className="field">
        <legend>
          <Trans>When</Trans>
        </legend>
        {WAITS.map((option) => (
          <label key={option.value} className="checkbox">
            <input
              type="radio"
              name={`${id}-wait`}
              value={option.value}
              checked={wait === option.value}
              onChange={() => setWait(option.value)}
            />
            <span>{i18n._(option.label)}</span>
          </label>
        ))}
        {sameCost ? (
          <p className="notice" data-testid="wait-same-cost">
            <Trans>
              This amount comes from your deposited FINA only: waiting 15 days costs the same 1 FINA fee as
              Instant, which pays it sooner.
            </Trans>
          </p>
        ) : null}
      </fieldset>
      {result.ok ? (
        <dl className="profile-quote" data-testid="withdraw-quote" aria-live="polite">
          <div>
            <dt>
              <Trans>You receive</Trans>
            </dt>
            <dd data-testid="quote-receive">{fmt(result.quote.receive)} FINA</dd>
          </div>
          <div>
            <dt>
              <Trans>Early penalty</Trans>
            </dt>
            <dd data-testid="quote-penalty">{fmt(result.quote.penalty)} FINA</dd>
          </div>
          <div>
            <dt>
              <Trans>Fee</Trans>
            </dt>
            <dd data-testid="quote-fee">{fmt(result.quote.fee)} FINA</dd>
          </div>
          <div>
            <dt>
              <Trans>Paid at</Trans>
            </dt>
            <dd>
              {formatDate(result.quote.processAt, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })}
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="muted small">
        <Trans>
          Deposited tokens are drawn first and paid in batches of up to 4 hours. An instant withdrawal of
          earned tokens can take at most 70% of the earned balance and starts a 72-hour cooldown.
        </Trans>
      </p>
      <button type="submit" className="button" disabled={action.state.status === 'busy'}>
        <Trans>Withdraw</Trans>
      </button>
      <ActionStatus
        state={action.state}
        done={<Trans>Withdrawal requested. It is paid at the time shown in the list below.</Trans>}
      />
    </form>
  )
}

/** "Withdraw" with the ledger's balances. */
export function WithdrawPanel() {
  const balances = useQuery(balancesQuery())
  const data = balances.data
  return (
    <section className="panel" aria-labelledby="withdraw-title">
      <h3 id="withdraw-title">
        <Trans>Withdraw</Trans>
      </h3>
      {data ? (
        <WithdrawForm
          balances={{
            deposited: BigInt(data.deposited),
            earned: BigInt(data.earned),
            cooldownUntil: data.cooldownUntil ? new Date(data.cooldownUntil) : null,
          }}
          now={() => new Date()}
        />
      ) : (
        <p className="muted">…</p>
      )}
    </section>
  )
}
