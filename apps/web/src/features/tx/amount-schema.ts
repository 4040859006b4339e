// The amount rules as a zod schema, for forms that keep react-hook-form (the token page's approval, with its
// spender field). Issues carry MESSAGES codes; AmountField shows their translated text.
import * as z from 'zod/mini'
import { type AmountRules, amountError } from './amount-rules'

export type { AmountRules } from './amount-rules'

/**
 * `{ amount }` checked with `amountError` (the domain's `validateAmount`): 'Value cannot be empty', 'Please enter a
 * valid amount' (not a positive decimal, zero, too many places), then over `max`.
 * @example amountSchema({ max: 10n ** 18n, decimals: 18 }).safeParse({ amount: '2' }).success // false
 */
export function amountSchema(rules: AmountRules) {
  return z.object({
    amount: z.string().check(
      z.superRefine((value, ctx) => {
        const code = amountError(value, rules)
        if (code) ctx.addIssue({ code: 'custom', message: code, input: value })
      }),
    ),
  })
}

export type AmountForm = { amount: string }
