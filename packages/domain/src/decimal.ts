import BigConstructor from 'big.js'

/**
 * An isolated big.js constructor: strict (number inputs that could lose precision throw) and never touching
 * the settings of the global `Big`. Every rounding below passes its mode explicitly or is done on bigints.
 * big.js never writes a negative zero (`'-0'`), so none leaves this module.
 */
const Big = BigConstructor()
Big.strict = true

/** big.js rounding mode "round down" (towards zero). */
const ROUND_DOWN = 0

/** A plain decimal number written in base 10: optional minus, digits, optional fraction. */
const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/

/** Number of decimal places of a decimal string (after expanding any exponent). */
function places(value: string): number {
  const plain = /e/i.test(value) ? new Big(value).toFixed() : value
  const dot = plain.indexOf('.')
  return dot === -1 ? 0 : plain.length - dot - 1
}

/** A decimal as an integer numerator over `10 ** scale`. */
interface Scaled {
  units: bigint
  scale: number
}

function toScaled(value: string): Scaled {
  const plain = new Big(value).toFixed()
  const negative = plain.startsWith('-')
  const [whole = '', fraction = ''] = (negative ? plain.slice(1) : plain).split('.')
  const units = BigInt(whole + fraction)
  return { units: negative ? -units : units, scale: fraction.length }
}

/** Writes `units / 10 ** scale` as a decimal string without trailing zeros. */
function fromScaled(units: bigint, scale: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '')
  const text = fraction === '' ? whole : `${whole}.${fraction}`
  return negative ? `-${text}` : text
}

function assertPlaces(decimals: number): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`)
  }
}

/**
 * Whether a string is a plain decimal number (`'12'`, `'-0.5'`; no exponent, no spaces, no leading `+`).
 * @example isDecimal('1.25') // true
 * @example isDecimal('1e3') // false
 */
export function isDecimal(value: string): boolean {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value)
}

/**
 * Adds two decimal strings exactly, keeping the larger number of decimal places of its inputs.
 * Inputs are decimal strings (big.js syntax); a malformed input is a programming error and throws.
 * Validate user input with `validateAmount` first.
 * @example add('1.10', '2') // '3.10'
 * @example add('0.1', '0.2') // '0.3'
 */
export function add(a: string, b: string): string {
  return new Big(a).plus(new Big(b)).toFixed(Math.max(places(a), places(b)))
}

/**
 * Subtracts `b` from `a` exactly, keeping the larger number of decimal places of its inputs.
 * @example sub('3.10', '2') // '1.10'
 * @example sub('0.3', '0.1') // '0.2'
 */
export function sub(a: string, b: string): string {
  return new Big(a).minus(new Big(b)).toFixed(Math.max(places(a), places(b)))
}

/**
 * Multiplies two decimal strings exactly. The result has no trailing zeros.
 * @example mul('1.5', '0.3') // '0.45'
 * @example mul('100', '0.3') // '30'
 */
export function mul(a: string, b: string): string {
  return new Big(a).times(new Big(b)).toFixed()
}

/**
 * Divides `a` by `b`, rounding towards zero to `decimals` places (18 by default). The result has no
 * trailing zeros. Division by zero throws a `RangeError` (a programming error: check the divisor).
 * @example div('1', '3') // '0.333333333333333333'
 * @example div('10', '4', 0) // '2'
 */
export function div(a: string, b: string, decimals = 18): string {
  assertPlaces(decimals)
  const x = toScaled(a)
  const y = toScaled(b)
  if (y.units === 0n) throw new RangeError('Division by zero')
  // a / b = (x.units / 10^x.scale) / (y.units / 10^y.scale); scaled by 10^decimals, truncated towards zero.
  const quotient = (x.units * 10n ** BigInt(y.scale + decimals)) / (y.units * 10n ** BigInt(x.scale))
  return fromScaled(quotient, decimals)
}

/**
 * Compares two decimal strings: -1 when `a < b`, 0 when equal, 1 when `a > b`.
 * @example compare('1.0', '1') // 0
 * @example compare('2', '10') // -1
 */
export function compare(a: string, b: string): -1 | 0 | 1 {
  return new Big(a).cmp(new Big(b))
}

/**
 * Rounds a decimal string towards zero to `decimals` places; the result has no trailing zeros.
 * @example roundDown('1.23456', 3) // '1.234'
 * @example roundDown('-1.999', 0) // '-1'
 */
export function roundDown(value: string, decimals: number): string {
  assertPlaces(decimals)
  return new Big(value).round(decimals, ROUND_DOWN).toFixed()
}

/**
 * Formats a decimal string with exactly `decimals` places, rounding towards zero (for display).
 * @example toFixedDown('0.12345', 3) // '0.123'
 * @example toFixedDown('2', 3) // '2.000'
 */
export function toFixedDown(value: string, decimals: number): string {
  assertPlaces(decimals)
  return new Big(value).round(decimals, ROUND_DOWN).toFixed(decimals)
}

/**
 * Converts a decimal token amount to integer base units (`value * 10 ** decimals`), rounding towards zero
 * when the value has more places than the token.
 * @example toBaseUnits('1.5', 18) // 1500000000000000000n
 * @example toBaseUnits('2', 6) // 2000000n
 */
export function toBaseUnits(value: string, decimals: number): bigint {
  assertPlaces(decimals)
  const { units, scale } = toScaled(value)
  return scale <= decimals ? units * 10n ** BigInt(decimals - scale) : units / 10n ** BigInt(scale - decimals)
}

/**
 * Converts integer base units to a decimal token amount (`units / 10 ** decimals`), exactly and without
 * trailing zeros.
 * @example fromBaseUnits(1500000000000000000n, 18) // '1.5'
 * @example fromBaseUnits(2500000n, 6) // '2.5'
 */
export function fromBaseUnits(units: bigint, decimals: number): string {
  assertPlaces(decimals)
  return fromScaled(units, decimals)
}
