import { fromBaseUnits, isErrorCode } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { type Ref, useId } from 'react'
import { ERROR_MESSAGES } from '../features/errors/messages'
import { TOO_MANY_DECIMALS } from './amount-rules'
import { formatUnits } from './format'

/** The amount input's state: what useAmountForm gives (`form.field`), or a form library's field. */
export type AmountFieldControl = {
  readonly name: string
  readonly value: string
  /** The message to show: a MESSAGES code (translated) or a text; none while the amount is valid or untouched. */
  readonly error: string | undefined
  onChange(value: string): void
  onBlur?: () => void
  readonly ref?: Ref<HTMLInputElement>
}

/**
 * An amount input with a visible label, the balance with its decimals, a "Max" button, and the domain's message
 * ('Value cannot be empty', 'Please enter a valid amount', ...) beside the field as the player types.
 */
export function AmountField({
  field,
  label,
  balance,
  decimals,
  symbol,
  balanceLabel,
}: {
  /** The amount's state (`useAmountForm(...).form.field`). */
  field: AmountFieldControl
  label: string
  /** What can be used, in base units (undefined while loading or without a wallet). */
  balance: bigint | undefined
  decimals: number
  symbol: string
  /** Default "Balance". */
  balanceLabel?: string
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const code = field.error
  const message =
    code === TOO_MANY_DECIMALS
      ? decimals === 0
        ? t`Please enter a whole number`
        : t`Please enter at most ${decimals} decimal places`
      : code && isErrorCode(code)
        ? i18n._(ERROR_MESSAGES[code])
        : code
  // The balance as every token amount shows (TOKEN_DISPLAY_DECIMALS, rounded down); "Max" fills the exact amount.
  const shown = balance === undefined ? '—' : formatUnits(balance, decimals, i18n.locale)
  return (
    <div className="field amount-field">
      <label htmlFor={id}>{label}</label>
      <div className="amount-field__row">
        <input
          id={id}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          aria-invalid={Boolean(message)}
          aria-describedby={`${id}-balance ${id}-error`}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={balance === undefined}
          onClick={() => balance !== undefined && field.onChange(fromBaseUnits(balance, decimals))}
        >
          <Trans>Max</Trans>
        </button>
      </div>
      <p id={`${id}-balance`} className="muted small">
        {balanceLabel ?? t`Balance`}: <span data-testid="amount-balance">{shown}</span> {symbol}
      </p>
      <p id={`${id}-error`} className="field__error" role="alert">
        {message}
      </p>
    </div>
  )
}
