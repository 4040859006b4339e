import { toBaseUnits } from '@finaverse/domain'
import { type FormEvent, useCallback, useRef, useState } from 'react'
import type { AmountFieldControl } from './AmountField'
import { type AmountRules, amountError } from './amount-rules'

export type AmountFormState = {
  /** What the player typed. */
  readonly value: string
  /** The amount input's state and handlers, for AmountField. */
  readonly field: AmountFieldControl
  /** The form's submit handler: shows the amount's message and focuses the field when it is invalid, else runs `valid`. */
  handleSubmit(valid: () => void): (event?: FormEvent) => void
  /** Empties the field and hides its message (after a write succeeded). */
  reset(): void
}

/**
 * The state of a form of one amount, checked with the domain's rules: the message shows from the first change (or
 * the first submit) and follows what is typed and the rules, so 'Insufficient balance' shows when the balance loads
 * or moves after the player typed. `units` is the valid amount in base units (undefined while the input is invalid):
 * what the write's `prepare` uses. No form library: the site's first view of an amount screen carries none.
 */
export function useAmountForm(rules: AmountRules): { form: AmountFormState; units: bigint | undefined } {
  const [value, setValue] = useState('')
  const [shown, setShown] = useState(false)
  const input = useRef<HTMLInputElement | null>(null)
  const code = amountError(value, rules)
  const onChange = useCallback((next: string) => {
    setValue(next)
    setShown(true)
  }, [])
  const form: AmountFormState = {
    value,
    field: { name: 'amount', value, error: shown ? code : undefined, onChange, ref: input },
    handleSubmit: (valid) => (event) => {
      event?.preventDefault()
      setShown(true)
      if (code) input.current?.focus()
      else valid()
    },
    reset: () => {
      setValue('')
      setShown(false)
    },
  }
  return { form, units: code ? undefined : toBaseUnits(value.trim(), rules.decimals) }
}
