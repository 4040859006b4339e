import { toBaseUnits } from '@finaverse/domain'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { type AmountForm, type AmountRules, amountSchema } from './amount-schema'

/**
 * A react-hook-form form of one amount, validated as the player types with the domain's rules. `units` is the
 * valid amount in base units (undefined while the input is invalid): what the write's `prepare` uses.
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
  const units = schema.safeParse({ amount: value }).success ? toBaseUnits(value.trim(), decimals) : undefined
  return { form, units }
}
