import { describe, expect, it } from 'vitest'
import { countIntl } from '../test-intl'
import { formatCountdown, formatFee, formatPercent, formatUnits, formatUsd } from './format'

describe('formatUnits', () => {
  it('rounds down to the places asked, with the locale grouping', () => {
    expect(formatUnits(1_234_567_890_000_000_000_000n, 18, 'en', 4)).toBe('1,234.5678')
    expect(formatUnits(1_999_999n, 6, 'en', 2)).toBe('1.99')
    expect(formatUnits(0n, 18, 'zh')).toBe('0')
    // Exact beyond a float's precision.
    expect(formatUnits(123_456_789_012_345_678_901_234_567n, 18, 'en', 18)).toBe(
      '123,456,789.012345678901234567',
    )
  })
})

describe('formatPercent', () => {
  it('keeps two decimals below 10,000 and writes larger values compactly, in both languages', () => {
    expect(formatPercent(12.345, 'en')).toBe('12.35%')
    expect(formatPercent(9999.5, 'en')).toBe('9,999.5%')
    expect(formatPercent(1_234_567.89, 'en')).toBe('1.23M%')
    expect(formatPercent(824_991_234_567, 'en')).toBe('825B%')
    expect(formatPercent(1_234_567.89, 'zh')).toBe('123万%')
    expect(formatPercent(824_991_234_567, 'zh')).toBe('8250亿%')
  })
})

describe('formatFee', () => {
  it('gives the fee in the native coin and in USD', () => {
    expect(formatFee(46_000_000_000_000n, 600, 'en')).toEqual({ native: '0.000046', usd: '≈ $0.02' })
    expect(formatFee(2n * 10n ** 16n, 1.5, 'en')).toEqual({ native: '0.02', usd: '≈ $0.03' })
  })

  it('shows tiny fees as a bound, and no USD without a price', () => {
    // Under a cent: a bound, never "≈ < ...".
    expect(formatFee(1n, 600, 'en')).toEqual({ native: '< 0.000001', usd: '< $0.01' })
    expect(formatFee(46_000_000_000_000n, 60, 'en').usd).toBe('< $0.01')
    expect(formatFee(46_000_000_000_000n, undefined, 'en')).toEqual({ native: '0.000046', usd: null })
  })
})

describe('formatUsd', () => {
  it('writes dollars with $ in both languages (not US$, which wrapped the price cards in Chinese)', () => {
    expect(formatUsd(0.31624, 'zh', 4)).toBe('$0.3162')
    expect(formatUsd(0.31624, 'en', 4)).toBe('$0.3162')
    expect(formatUsd(1_234_567.8, 'zh', 0)).toBe('$1,234,568')
    expect(formatFee(2n * 10n ** 16n, 1.5, 'zh').usd).toBe('≈ $0.03')
  })
})

describe('formatCountdown', () => {
  it('counts days in the page language, then hh:mm:ss', () => {
    expect(formatCountdown(93_784, 'en')).toBe('1 day 02:03:04')
    expect(formatCountdown(2 * 86_400 + 5, 'en')).toBe('2 days 00:00:05')
    expect(formatCountdown(93_784, 'zh')).toBe('1天 02:03:04')
    expect(formatCountdown(59, 'zh')).toBe('00:00:59')
    expect(formatCountdown(-3, 'en')).toBe('00:00:00')
  })
})

describe('secondsLeft', () => {
  it('counts down on a clock that may run ahead of the browser (a devnet moved forward)', async () => {
    const { secondsLeft } = await import('./Countdown')
    expect(secondsLeft(1_000, 990_000)).toBe(10)
    expect(secondsLeft(1_000, 990_000, 4)).toBe(6)
    expect(secondsLeft(1_000, 990_000, 3_600)).toBe(0)
  })
})

describe('number formats', () => {
  it('are made once per locale and options, however many amounts a render formats', () => {
    let amounts: string[] = []
    const made = countIntl('NumberFormat', () => {
      amounts = Array.from({ length: 50 }, (_, i) => formatUnits(BigInt(i) * 10n ** 17n, 18, 'zh', 3))
      formatUsd(1.5, 'zh', 3)
      formatUsd(2.5, 'zh', 3)
    })
    expect(amounts[12]).toBe('1.2')
    // At most one new format for the amounts and one for the dollars (none where an earlier test made them).
    expect(made).toBeLessThanOrEqual(2)
    expect(formatUsd(2.5, 'zh', 3)).toBe('$2.50')
    expect(formatUsd(2.5, 'en', 3)).toBe('$2.50')
    expect(formatUnits(12_345n * 10n ** 17n, 18, 'en', 1)).toBe('1,234.5')
  })
})
