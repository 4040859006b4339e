import { fromBaseUnits, isErrorCode } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'
import { ERROR_MESSAGES } from '../errors/messages'
import type { AmountForm } from './amount-schema'
import { formatUnits } from './format'

/**
 * An amount input with a visible label, the balance with its decimals, a "Max" button, and the domain's message
 * ('Value cannot be empty', 'Please enter a valid amount', ...) beside the field as the player types.
 */
export function AmountField<form extends FieldValues & AmountForm>({
  control,
  label,
  balance,
  decimals,
  symbol,
  balanceLabel,
}: {
  /** The form's control; the field is its `amount`. */
  control: Control<form>
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
  const { field, fieldState } = useController({ control, name: 'amount' as Path<form> })
  const code = fieldState.error?.message
  const message = code && isErrorCode(code) ? i18n._(ERROR_MESSAGES[code]) : code
  const shown = balance === undefined ? '—' : formatUnits(balance, decimals, i18n.locale, decimals)
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
          {...field}
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
