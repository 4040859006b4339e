// The amount form's schema: zod for the form library, the domain's validator for the rules. Issues carry MESSAGES
// codes; AmountField shows their translated text.
import { type ErrorCode, fromBaseUnits, validateAmount } from '@finaverse/domain'
import * as z from 'zod/mini'

export type AmountRules = {
  /** The most that can be used, in base units (a balance, a deposit); none: no upper bound. */
  max?: bigint | undefined
  /** The token's decimals. */
  decimals: number
  /** The code shown above `max` (default 'Insufficient balance'; a withdrawal uses EXCEEDS_BALANCE). */
  overMax?: ErrorCode
}

/**
 * `{ amount }` checked with `validateAmount` of `@finaverse/domain`: 'Value cannot be empty', 'Please enter a valid
 * amount' (not a positive decimal, zero, too many places), then over `max`.
 * @example amountSchema({ max: 10n ** 18n, decimals: 18 }).safeParse({ amount: '2' }).success // false
 */
export function amountSchema({ max, decimals, overMax = 'INSUFFICIENT_BALANCE' }: AmountRules) {
  const limit = max === undefined ? undefined : fromBaseUnits(max, decimals)
  return z.object({
    amount: z.string().check(
      z.superRefine((value, ctx) => {
        const code = validateAmount(value, { max: limit, decimals })
        if (code)
          ctx.addIssue({ code: 'custom', message: code === 'EXCEEDS_BALANCE' ? overMax : code, input: value })
      }),
    ),
  })
}

export type AmountForm = { amount: string }
