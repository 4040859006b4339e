// Formatting of amounts, fees and countdowns in the page's language. Amounts stay bigint base units until here;
// the arithmetic is the domain's (decimal strings), Intl only lays out the digits.
import {
  compare,
  fromBaseUnits,
  mul,
  PRICE_DISPLAY_DECIMALS,
  roundDown,
  TOKEN_DISPLAY_DECIMALS,
  USD_DISPLAY_DECIMALS,
} from '@finaverse/domain'
import { type DecimalFormat, intlLocale, numberFormat as intlNumberFormat } from '../lib/intl'

/** The number format of a Lingui locale and options (made once: src/lib/intl.ts). */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): DecimalFormat {
  return intlNumberFormat(intlLocale(locale), options)
}

/** A decimal string laid out for a locale (grouping, decimal sign), digits kept exactly. */
export function formatDecimal(value: string, locale: string, maxFractionDigits = 18): string {
  const format = numberFormat(locale, { maximumFractionDigits: Math.min(maxFractionDigits, 100) })
  return format.format(roundDown(value, maxFractionDigits))
}

/**
 * A token amount in base units with at most `places` decimals (the domain's TOKEN_DISPLAY_DECIMALS for a token
 * amount, PRICE_DISPLAY_DECIMALS for a price in a chain's coin), rounded down (never shows more than is there).
 * @example formatUnits(1234567890000000000000n, 18, 'en') // '1,234.5678'
 */
export function formatUnits(
  units: bigint,
  decimals: number,
  locale: string,
  places: number = TOKEN_DISPLAY_DECIMALS,
): string {
  return formatDecimal(fromBaseUnits(units, decimals), locale, places)
}

/** Percentages from this value on are written compactly ("1.2M%"): a farm's early APY can have a dozen digits. */
const COMPACT_PERCENT = 10_000

/**
 * A percentage (its number, 12.5 for 12.5%) that fits a card on a phone: two decimals below 10,000, then the locale's
 * compact notation with three significant digits.
 * @example formatPercent(1234567.89, 'en') // '1.23M%'
 * @example formatPercent(1234567.89, 'zh') // '123万%'
 */
export function formatPercent(value: number, locale: string): string {
  const compact = Math.abs(value) >= COMPACT_PERCENT
  const format = numberFormat(
    locale,
    compact ? { notation: 'compact', maximumSignificantDigits: 3 } : { maximumFractionDigits: 2 },
  )
  return `${format.format(value)}%`
}

/** Fee shown below this many native units reads "< 0.000001" (PRICE_DISPLAY_DECIMALS places). */
const FEE_PLACES = PRICE_DISPLAY_DECIMALS
const SMALLEST_FEE = '0.000001'
/** A dollar value under a cent reads "< $0.01" (USD_DISPLAY_DECIMALS places). */
const SMALLEST_USD = '0.01'

/**
 * Dollars in the page's language with `$` in both languages: Chinese formatting writes `US$`, whose three letters
 * wrapped the price cards' figures mid-number; at most `digits` fraction digits. Takes decimal strings as well.
 */
function usdFormat(locale: string, digits: number): DecimalFormat {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: digits,
  })
}

/**
 * A dollar amount in the page's language, `$` in both, at most `digits` fraction digits.
 * @example formatUsd(0.31624, 'zh', 4) // '$0.3162'
 */
export function formatUsd(value: number, locale: string, digits: number = USD_DISPLAY_DECIMALS): string {
  return usdFormat(locale, digits).format(value)
}

/**
 * A network fee in wei of the native coin, and its dollar value when the coin's price is known: "≈ $0.03", or
 * "< $0.01" under a cent (never "≈ < ...").
 * @example formatFee(46_000_000_000_000_000n, 600, 'en') // { native: '0.046', usd: '≈ $27.6' }
 * @example formatFee(46_000_000_000_000n, 60, 'en') // { native: '0.000046', usd: '< $0.01' }
 */
export function formatFee(
  feeWei: bigint,
  priceUsd: number | undefined,
  locale: string,
): { native: string; usd: string | null } {
  const fee = fromBaseUnits(feeWei, 18)
  const native =
    feeWei > 0n && compare(fee, SMALLEST_FEE) < 0
      ? `< ${formatDecimal(SMALLEST_FEE, locale)}`
      : formatDecimal(fee, locale, FEE_PLACES)
  if (priceUsd === undefined || !Number.isFinite(priceUsd)) return { native, usd: null }
  const usd = mul(fee, String(priceUsd))
  const money = usdFormat(locale, USD_DISPLAY_DECIMALS)
  if (feeWei > 0n && compare(usd, SMALLEST_USD) < 0) return { native, usd: `< ${money.format(SMALLEST_USD)}` }
  return { native, usd: `≈ ${money.format(roundDown(usd, USD_DISPLAY_DECIMALS))}` }
}

/**
 * Seconds as a countdown in the page's language: days as a word, then hh:mm:ss.
 * @example formatCountdown(93_784, 'en') // '1 day 02:03:04'
 * @example formatCountdown(93_784, 'zh') // '1天 02:03:04'
 */
export function formatCountdown(seconds: number, locale: string): string {
  const total = Math.max(0, Math.floor(seconds))
  const days = Math.floor(total / 86_400)
  const pad = (n: number) => String(n).padStart(2, '0')
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
  if (days === 0) return clock
  const day = numberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' })
  return `${day.format(days)} ${clock}`
}
