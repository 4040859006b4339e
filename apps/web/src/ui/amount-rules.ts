// The amount rules of every amount form, without a form library: the domain's validator and the code shown above
// the limit. Issues are MESSAGES codes; AmountField shows their translated text.
import { type ErrorCode, fromBaseUnits, validateAmount } from '@finaverse/domain'

export type AmountRules = {
  /** The most that can be used, in base units (a balance, a deposit); none: no upper bound. */
  max?: bigint | undefined
  /** The token's decimals. */
  decimals: number
  /** The code shown above `max` (default 'Insufficient balance'; the farm's withdraw of a staked amount uses EXCEEDS_BALANCE). */
  overMax?: ErrorCode
}

/**
 * A positive amount with more decimal places than the token has: AmountField says how many are allowed ("Please
 * enter at most 18 decimal places") instead of only 'Please enter a valid amount'.
 */
export const TOO_MANY_DECIMALS = 'TOO_MANY_DECIMALS'

/**
 * What is wrong with a typed amount, checked with `validateAmount` of `@finaverse/domain`: 'Value cannot be empty',
 * 'Please enter a valid amount' (not a positive decimal, zero), {@link TOO_MANY_DECIMALS}, then over `max`;
 * undefined when it is valid.
 * @example amountError('2', { max: 10n ** 18n, decimals: 18 }) // 'INSUFFICIENT_BALANCE'
 * @example amountError('1.0000001', { decimals: 6 }) // 'TOO_MANY_DECIMALS'
 */
export function amountError(
  value: string,
  { max, decimals, overMax = 'INSUFFICIENT_BALANCE' }: AmountRules,
): ErrorCode | typeof TOO_MANY_DECIMALS | undefined {
  const limit = max === undefined ? undefined : fromBaseUnits(max, decimals)
  const code = validateAmount(value, { max: limit, decimals })
  if (!code) return undefined
  // A well-formed amount refused only for its places (the domain's rule, checked again with every place allowed).
  if (code === 'INVALID_AMOUNT' && validateAmount(value, { decimals: 100 }) === null) return TOO_MANY_DECIMALS
  return code === 'EXCEEDS_BALANCE' ? overMax : code
}
