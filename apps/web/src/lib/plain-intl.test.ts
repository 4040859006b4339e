// The plain layouts against Intl (CLDR) itself, over generated values: they must write exactly what Intl writes.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { plainDateFormat, plainNumberFormat } from './plain-intl'

const TAGS = ['en-US', 'zh-CN'] as const
const RUNS = 2_000

/** Every number option set the site formats with (src/ui/format.ts, the screens' counts and rates). */
const NUMBER_OPTIONS: Intl.NumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 4 },
  { maximumFractionDigits: 6 },
  { maximumFractionDigits: 18 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 4 },
  { style: 'percent' },
  { style: 'percent', maximumFractionDigits: 1 },
  { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 },
  { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 2 },
  { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 4 },
  { notation: 'compact', maximumSignificantDigits: 3 },
]

/** Doubles of every size the site shows, with round and half-way values, and zeros of both signs. */
const doubles = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 10 }),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.constantFrom(
    0,
    -0,
    0.5,
    1.5,
    2.5,
    0.125,
    0.0005,
    999.9995,
    999_999,
    999_950,
    9_999.5,
    1e-7,
    1e21,
    123_456_789.987,
  ),
  fc
    .tuple(fc.integer({ min: -99_999, max: 99_999 }), fc.integer({ min: 0, max: 12 }))
    .map(([n, places]) => n / 10 ** places),
)

/** Decimal strings as the amounts come (exact digits, up to 18 places) and bigints. */
const decimals = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }))
  .map(([negative, units, places]) => {
    const digits = units.toString().padStart(places + 1, '0')
    const text = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits
    return negative ? `-${text}` : text
  })

describe('plain number layouts', () => {
  for (const tag of TAGS) {
    for (const options of NUMBER_OPTIONS) {
      const plain = plainNumberFormat(tag, options)
      const intl = new Intl.NumberFormat(tag, options)
      it(`${tag} ${JSON.stringify(options)}: numbers as Intl writes them`, () => {
        expect(plain, 'a plain layout for an option set the site uses').not.toBeNull()
        fc.assert(
          fc.property(doubles, (value) => {
            expect(plain?.format(value)).toBe(intl.format(value))
          }),
          { numRuns: RUNS },
        )
      })
      it(`${tag} ${JSON.stringify(options)}: decimal strings and bigints as Intl writes them`, () => {
        fc.assert(
          fc.property(decimals, (value) => {
            expect(plain?.format(value)).toBe(intl.format(value as `${number}`))
          }),
          { numRuns: RUNS },
        )
        fc.assert(
          fc.property(fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }), (value) => {
            expect(plain?.format(value)).toBe(intl.format(value))
          }),
          { numRuns: 200 },
        )
      })
    }
  }

  it('leaves to Intl what it does not lay out', () => {
    expect(plainNumberFormat('de-DE', {})).toBeNull()
    expect(plainNumberFormat('en-US', { style: 'unit', unit: 'day' })).toBeNull()
    expect(plainNumberFormat('en-US', { style: 'currency', currency: 'EUR' })).toBeNull()
    expect(plainNumberFormat('en-US', { useGrouping: false })).toBeNull()
    expect(plainNumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBeNull()
    expect(plainNumberFormat('en-US', { maximumFractionDigits: 101 })).toBeNull()
    expect(plainNumberFormat('en-US', { maximumFractionDigits: 1.5 })).toBeNull()
    expect(plainNumberFormat('en-US', { notation: 'compact', maximumSignificantDigits: 2.5 })).toBeNull()
    expect(plainNumberFormat('en-US', { notation: 'compact' })).toBeNull()
    // A value it cannot read goes to Intl too.
    const plain = plainNumberFormat('en-US', {})
    expect(plain?.format(Number.NaN)).toBe('NaN')
    expect(plain?.format(Number.POSITIVE_INFINITY)).toBe('∞')
    expect(plain?.format('1e3' as `${number}`)).toBe('1,000')
  })
})

describe('plain date layouts', () => {
  const DATE_OPTIONS: Intl.DateTimeFormatOptions[] = [
    { year: 'numeric', month: 'short', day: 'numeric' },
    { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  ]
  // 1970 to 2100, any minute.
  const times = fc.integer({ min: 0, max: 4_102_444_800_000 })
  for (const tag of TAGS) {
    for (const options of DATE_OPTIONS) {
      const plain = plainDateFormat(tag, options)
      const intl = new Intl.DateTimeFormat(tag, options)
      it(`${tag} ${JSON.stringify(options)}: as Intl writes it`, () => {
        expect(plain).not.toBeNull()
        fc.assert(
          fc.property(times, (time) => {
            expect(plain?.format(new Date(time))).toBe(intl.format(new Date(time)))
          }),
          { numRuns: RUNS },
        )
        for (const hour of [0, 1, 11, 12, 13, 23])
          expect(plain?.format(new Date(2026, 0, 5, hour, 7))).toBe(
            intl.format(new Date(2026, 0, 5, hour, 7)),
          )
      })
    }
  }

  it('leaves to Intl what it does not lay out', () => {
    expect(plainDateFormat('en-US', { dateStyle: 'medium' })).toBeNull()
    expect(plainDateFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric' })).toBeNull()
    expect(plainDateFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' })).toBeNull()
    expect(() =>
      plainDateFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' })?.format(Number.NaN),
    ).toThrow(RangeError)
  })
})
