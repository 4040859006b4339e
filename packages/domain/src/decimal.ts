import BigConstructor from 'big.js'

/** An isolated big.js constructor: strict (no lossy number inputs) and never touching global settings. */
const Big = BigConstructor()
Big.strict = true

/** Number of decimal places written in a decimal string. */
function places(value: string): number {
  const dot = value.indexOf('.')
  return dot === -1 ? 0 : value.length - dot - 1
}

/**
 * Adds two decimal strings exactly, keeping the larger number of decimal places of its inputs.
 * @example add('1.10', '2') // '3.10'
 */
export function add(a: string, b: string): string {
  return new Big(a).plus(new Big(b)).toFixed(Math.max(places(a), places(b)))
}
