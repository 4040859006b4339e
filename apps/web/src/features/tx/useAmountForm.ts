import { toBaseUnits } from '@finaverse/domain'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { type AmountForm, type AmountRules, amountSchema } from './amount-schema'

/**
 * A react-hook-form form of one amount, validated as the player types with the domain's rules. `units` is the
 * valid amount in base units (undefined while the input is invalid): what the write's `prepare` uses. A typed amount is
 * checked again whenever the rules change (the balance loads or moves).
 */
export function useAmountForm(rules: AmountRules) {
  const { max, decimals, overMax } = rules
  const schema = useMemo(
    () => amountSchema({ max, decimals, ...(overMax ? { overMax } : {}) }),
    [max, decimals, overMax],
  )
  const form = useForm<AmountForm>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { amount: '' },
  })
  const value = form.watch('amount')
  // The limit often arrives after the player has typed (a balance still loading, then refreshed after a write): check
  // what is typed again against it, so 'Insufficient balance' shows without another keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new rules (schema) are what the check runs again for
  useEffect(() => {
    if (form.getValues('amount') !== '') void form.trigger('amount')
  }, [schema, form])
  const units = schema.safeParse({ amount: value }).success ? toBaseUnits(value.trim(), decimals) : undefined
  return { form, units }
}
