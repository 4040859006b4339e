import { compare } from './decimal.js'

/**
 * An amount as a decimal string or as integer base units. Two amounts compared together must use the same
 * unit (both tokens or both base units).
 * @example const cost: Amount = 10n ** 18n
 */
export type Amount = string | bigint

/**
 * Compares two amounts of the same unit: -1, 0 or 1.
 * @example compareAmounts(5n, '5') // 0
 */
export function compareAmounts(a: Amount, b: Amount): -1 | 0 | 1 {
  return compare(String(a), String(b))
}
