import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  add,
  compare,
  div,
  fromBaseUnits,
  isDecimal,
  mul,
  roundDown,
  sub,
  toBaseUnits,
  toFixedDown,
} from './decimal.js'

/** An exact rational number n / d with d > 0, for reference arithmetic. */
type Rational = { n: bigint; d: bigint }

function parse(value: string): Rational {
  const negative = value.startsWith('-')
  const [whole = '', fraction = ''] = (negative ? value.slice(1) : value).split('.')
  const n = BigInt(whole + fraction)
  return { n: negative ? -n : n, d: 10n ** BigInt(fraction.length) }
}

const equal = (a: Rational, b: Rational) => a.n * b.d === b.n * a.d
const plus = (a: Rational, b: Rational): Rational => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d })
const minus = (a: Rational, b: Rational): Rational => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d })
const times = (a: Rational, b: Rational): Rational => ({ n: a.n * b.n, d: a.d * b.d })
const placesOf = (value: string) => (value.includes('.') ? value.length - value.indexOf('.') - 1 : 0)

const NEGATIVE_ZERO = /^-0(\.0*)?$/

/** Decimal strings, trailing zeros kept (`'1.10'`), negatives included. */
const decimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 20 }))
  .map(([units, scale]) => {
    const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0')
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
    return units < 0n ? `-${text}` : text
  })

describe('add and sub', () => {
  it('keep the larger number of decimal places (docs/product.md#amounts-and-arithmetic)', () => {
    expect(add('1.10', '2')).toBe('3.10')
    expect(add('0.1', '0.2')).toBe('0.3')
    expect(sub('3.10', '2')).toBe('1.10')
    expect(sub('0.3', '0.1')).toBe('0.2')
    expect(sub('1', '1.000')).toBe('0.000')
    expect(add('1e-7', '1')).toBe('1.0000001')
  })

  it('never return a negative zero', () => {
    expect(add('-0.5', '0.5')).toBe('0.0')
    expect(sub('-0', '0')).toBe('0')
  })

  it('agree with exact rational arithmetic', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const sum = add(a, b)
        const difference = sub(a, b)
        expect(equal(parse(sum), plus(parse(a), parse(b)))).toBe(true)
        for (const result of [sum, difference, mul(a, b)]) expect(result).not.toMatch(NEGATIVE_ZERO)
        expect(equal(parse(difference), minus(parse(a), parse(b)))).toBe(true)
        expect(placesOf(sum)).toBe(Math.max(placesOf(a), placesOf(b)))
        expect(placesOf(difference)).toBe(Math.max(placesOf(a), placesOf(b)))
      }),
    )
  })
})

describe('mul', () => {
  it('is exact, without trailing zeros', () => {
    expect(mul('1.5', '0.3')).toBe('0.45')
    expect(mul('100', '0.3')).toBe('30')
    expect(mul('-0', '5')).toBe('0')
    expect(mul('123456789.123456789', '987654321.987654321')).toBe('121932631356500531.347203169112635269')
  })

  it('agrees with exact rational arithmetic', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        expect(equal(parse(mul(a, b)), times(parse(a), parse(b)))).toBe(true)
      }),
    )
  })
})

describe('div', () => {
  it('rounds towards zero to 18 places by default', () => {
    expect(div('1', '3')).toBe('0.333333333333333333')
    expect(div('2', '3')).toBe('0.666666666666666666')
    expect(div('-2', '3')).toBe('-0.666666666666666666')
    expect(div('6', '3')).toBe('2')
    expect(div('10', '4', 0)).toBe('2')
    expect(div('1', '-4', 1)).toBe('-0.2')
    expect(div('-1', '3', 0)).toBe('0')
    expect(div('0.999999999999999999999', '1')).toBe('0.999999999999999999')
  })

  it('rejects division by zero and bad precisions', () => {
    expect(() => div('1', '0')).toThrow(RangeError)
    expect(() => div('1', '2', -1)).toThrow(RangeError)
    expect(() => div('1', '2', 1.5)).toThrow(RangeError)
  })

  it('agrees with exact rational arithmetic, truncated', () => {
    fc.assert(
      fc.property(decimal, decimal, fc.integer({ min: 0, max: 30 }), (a, b, decimals) => {
        fc.pre(parse(b).n !== 0n)
        const x = parse(a)
        const y = parse(b)
        // a / b = (x.n * y.d) / (x.d * y.n); scaled by 10^decimals and truncated towards zero.
        const expected = (x.n * y.d * 10n ** BigInt(decimals)) / (x.d * y.n)
        const result = parse(div(a, b, decimals))
        expect(placesOf(div(a, b, decimals))).toBeLessThanOrEqual(decimals)
        expect(div(a, b, decimals)).not.toMatch(NEGATIVE_ZERO)
        expect(roundDown(a, decimals)).not.toMatch(NEGATIVE_ZERO)
        expect(toFixedDown(a, decimals)).not.toMatch(NEGATIVE_ZERO)
        expect(equal(result, { n: expected, d: 10n ** BigInt(decimals) })).toBe(true)
      }),
    )
  })
})

describe('helpers', () => {
  it('isDecimal accepts plain decimals only', () => {
    expect(isDecimal('1.25')).toBe(true)
    expect(isDecimal('-0.5')).toBe(true)
    for (const bad of ['1e3', ' 1', '+1', '.5', '1.', '', 'abc', '1,5']) expect(isDecimal(bad)).toBe(false)
    expect(isDecimal(12 as unknown as string)).toBe(false)
  })

  it('compare orders decimals', () => {
    expect(compare('1.0', '1')).toBe(0)
    expect(compare('2', '10')).toBe(-1)
    expect(compare('-1', '-2')).toBe(1)
  })

  it('roundDown and toFixedDown round towards zero', () => {
    expect(roundDown('1.23456', 3)).toBe('1.234')
    expect(roundDown('-1.999', 0)).toBe('-1')
    expect(roundDown('-0.0001', 2)).toBe('0')
    expect(toFixedDown('0.12345', 3)).toBe('0.123')
    expect(toFixedDown('2', 3)).toBe('2.000')
    expect(toFixedDown('-0.0001', 2)).toBe('0.00')
    expect(() => roundDown('1', -1)).toThrow(RangeError)
    expect(() => toFixedDown('1', Number.NaN)).toThrow(RangeError)
  })

  it('converts to and from base units', () => {
    expect(toBaseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(toBaseUnits('2', 6)).toBe(2_000_000n)
    expect(toBaseUnits('1.1234567', 6)).toBe(1_123_456n)
    expect(toBaseUnits('-1.5', 1)).toBe(-15n)
    expect(fromBaseUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(fromBaseUnits(2_500_000n, 6)).toBe('2.5')
    expect(fromBaseUnits(-5n, 2)).toBe('-0.05')
    expect(fromBaseUnits(0n, 18)).toBe('0')
    expect(fromBaseUnits(7n, 0)).toBe('7')
    expect(() => fromBaseUnits(1n, -1)).toThrow(RangeError)
    expect(() => toBaseUnits('1', 0.5)).toThrow(RangeError)
  })

  it('round-trips base units', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (u, d) => {
          expect(toBaseUnits(fromBaseUnits(u, d), d)).toBe(u)
        },
      ),
    )
  })

  it('throws on malformed decimals (a programming error)', () => {
    expect(() => add('abc', '1')).toThrow()
  })
})
