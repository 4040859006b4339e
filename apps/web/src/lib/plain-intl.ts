// The site's everyday number and date layouts in English (en-US) and Chinese (zh-CN), written without Intl.
//
// The first Intl object a page creates sets up ICU: about 125-150 ms of main thread on a phone (Chromium at 4x CPU
// slowdown; any Intl constructor, not only the first of its kind; later ones cost 1-10 ms). On the pages that show
// amounts, percentages or dates while they load, that was a part of one of their longest tasks. The layouts below
// are the ones the site uses on those pages, for the two languages it has; `./intl.ts` uses them where they apply and
// Intl for everything else. `plain-intl.test.ts` checks each against Intl (CLDR) over generated values.

/** A formatter of numbers: decimal strings and bigints are laid out exactly, as Intl.NumberFormat does. */
export interface NumberFormatter {
  format(value: string | number | bigint): string
}

/** A formatter of dates, in the runtime's time zone (as Intl.DateTimeFormat without `timeZone`). */
export interface DateFormatter {
  format(value?: Date | number): string
}

const PLAIN_TAGS = new Set(['en-US', 'zh-CN'])

const NUMBER_OPTIONS = new Set([
  'style',
  'currency',
  'currencyDisplay',
  'maximumFractionDigits',
  'minimumFractionDigits',
  'notation',
  'maximumSignificantDigits',
])

/** A plain decimal: its sign and digits, with `exponent` the power of ten of its last digit (12.5: 125, -1). */
type Decimal = { negative: boolean; digits: string; exponent: number }

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/** A number, bigint or decimal string as a plain decimal; null for what only Intl lays out (NaN, "1e5", "Infinity"). */
function toDecimal(value: string | number | bigint): Decimal | null {
  if (typeof value === 'bigint') return toDecimal(value.toString())
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    // The shortest digits that read back as the same double: what ICU lays out for a double.
    const [mantissa = '', exp = '0'] = Math.abs(value).toString().split('e')
    const [whole = '', fraction = ''] = mantissa.split('.')
    const decimal = { negative: value < 0 || Object.is(value, -0), digits: whole + fraction }
    return trim({ ...decimal, exponent: Number(exp) - fraction.length })
  }
  const match = DECIMAL.exec(value.trim())
  if (!match) return null
  const [, sign, whole = '', fraction = ''] = match
  return trim({ negative: sign === '-', digits: whole + fraction, exponent: -fraction.length })
}

/** Without leading zeros, and with trailing zeros moved into the exponent ("0" is digits "", any exponent). */
function trim(d: Decimal): Decimal {
  let digits = d.digits.replace(/^0+/, '')
  let exponent = d.exponent
  while (digits.endsWith('0')) {
    digits = digits.slice(0, -1)
    exponent += 1
  }
  return { negative: d.negative, digits, exponent: digits === '' ? 0 : exponent }
}

/** The power of ten of the first digit (123.4: 2; 0.05: -2); -Infinity for zero. */
function magnitude(d: Decimal): number {
  return d.digits === '' ? Number.NEGATIVE_INFINITY : d.exponent + d.digits.length - 1
}

/** Rounded half away from zero (ICU's default, `halfExpand`) to a multiple of 10^`exponent`. */
function roundTo(d: Decimal, exponent: number): Decimal {
  const drop = exponent - d.exponent
  if (drop <= 0) return d
  const keep = d.digits.length - drop
  if (keep < 0) return { ...d, digits: '', exponent: 0 }
  const up = Number(d.digits[keep] ?? '0') >= 5
  let digits = d.digits.slice(0, keep)
  if (up) {
    // Add one at the last kept digit, carrying.
    const chars = digits.split('')
    let i = chars.length - 1
    while (i >= 0 && chars[i] === '9') chars[i--] = '0'
    if (i < 0) chars.unshift('1')
    else chars[i] = String(Number(chars[i]) + 1)
    digits = chars.join('')
  }
  return trim({ negative: d.negative, digits, exponent })
}

/** `d` written out: grouped integer part, then the fraction padded with zeros to at least `minFraction` digits. */
function layout(d: Decimal, minFraction: number, grouping: 'always' | 'min2'): string {
  let whole = '0'
  let fraction = ''
  if (d.digits !== '' && d.exponent >= 0) whole = d.digits + '0'.repeat(d.exponent)
  else if (d.digits !== '') {
    const places = -d.exponent
    if (d.digits.length > places) {
      whole = d.digits.slice(0, -places)
      fraction = d.digits.slice(-places)
    } else fraction = d.digits.padStart(places, '0')
  }
  fraction = fraction.padEnd(minFraction, '0')
  // Grouping in threes with ','; compact notation groups only from five integer digits (CLDR's minimum of 2).
  if (whole.length > (grouping === 'always' ? 3 : 4)) whole = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return fraction ? `${whole}.${fraction}` : whole
}

type Digits = { min: number; max: number }

/** The fraction digits an option set asks for, with Intl's defaults and rules (ECMA-402 SetNumberFormatDigitOptions). */
function fractionDigits(options: Intl.NumberFormatOptions, defaults: Digits): Digits | null {
  const { minimumFractionDigits: min, maximumFractionDigits: max } = options
  // What Intl refuses (a RangeError) stays Intl's to refuse.
  const valid = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 0 && n <= 100)
  if (!valid(min) || !valid(max)) return null
  if (min === undefined && max === undefined) return defaults
  if (min !== undefined && max !== undefined) return min <= max ? { min, max } : null
  if (max !== undefined) return { min: Math.min(defaults.min, max), max }
  return { min: min as number, max: Math.max(defaults.max, min as number) }
}

/** Compact short notation: each language's unit from 10^`from` on (the largest one goes on counting). */
const COMPACT: Record<string, { from: number; suffix: string }[]> = {
  'en-US': [
    { from: 12, suffix: 'T' },
    { from: 9, suffix: 'B' },
    { from: 6, suffix: 'M' },
    { from: 3, suffix: 'K' },
  ],
  'zh-CN': [
    { from: 12, suffix: '万亿' },
    { from: 8, suffix: '亿' },
    { from: 4, suffix: '万' },
  ],
}

function compact(d: Decimal, tag: string, significant: number): string {
  // Rounded to its significant digits first: 999,999 is 1M, not 1000K.
  const rounded = roundTo(d, magnitude(d) - significant + 1)
  const unit = (COMPACT[tag] ?? []).find(({ from }) => magnitude(rounded) >= from)
  if (!unit) return layout(rounded, 0, 'min2')
  const scaled = { ...rounded, exponent: rounded.exponent - unit.from }
  return `${layout(scaled, 0, 'min2')}${unit.suffix}`
}

/**
 * The plain formatter of a language tag and option set, or null where Intl is needed (another language, an option
 * the site does not use on its pages' first render).
 */
export function plainNumberFormat(tag: string, options: Intl.NumberFormatOptions): NumberFormatter | null {
  if (!PLAIN_TAGS.has(tag)) return null
  if (Object.keys(options).some((key) => !NUMBER_OPTIONS.has(key))) return null
  const style = options.style ?? 'decimal'
  if (options.notation === 'compact') {
    const significant = options.maximumSignificantDigits ?? 0
    if (style !== 'decimal' || !Number.isInteger(significant) || significant < 1 || significant > 21)
      return null
    if (options.minimumFractionDigits !== undefined || options.maximumFractionDigits !== undefined)
      return null
    return plain((d) => compact(d, tag, significant), tag, options)
  }
  if (options.notation !== undefined || options.maximumSignificantDigits !== undefined) return null
  if (style === 'currency') {
    if (options.currency !== 'USD' || options.currencyDisplay !== 'narrowSymbol') return null
  } else if (options.currency !== undefined || options.currencyDisplay !== undefined) return null
  if (style !== 'decimal' && style !== 'percent' && style !== 'currency') return null
  const digits = fractionDigits(
    options,
    style === 'currency' ? { min: 2, max: 2 } : style === 'percent' ? { min: 0, max: 0 } : { min: 0, max: 3 },
  )
  if (!digits) return null
  const prefix = style === 'currency' ? '$' : ''
  const suffix = style === 'percent' ? '%' : ''
  return plain(
    (d) => {
      const scaled = style === 'percent' ? { ...d, exponent: d.exponent + 2 } : d
      return `${prefix}${layout(roundTo(scaled, -digits.max), digits.min, 'always')}${suffix}`
    },
    tag,
    options,
  )
}

/** A formatter from a layout of the magnitude; the sign in front; Intl for a value it cannot read. */
function plain(
  write: (d: Decimal) => string,
  tag: string,
  options: Intl.NumberFormatOptions,
): NumberFormatter {
  let intl: Intl.NumberFormat | undefined
  return {
    format(value) {
      const d = toDecimal(value)
      if (!d) {
        intl ??= new Intl.NumberFormat(tag, options)
        return intl.format(value as number)
      }
      return `${d.negative ? '-' : ''}${write({ ...d, negative: false })}`
    },
  }
}

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const pad2 = (n: number) => String(n).padStart(2, '0')

/**
 * The plain formatter of a language tag and date options, or null where Intl is needed. Two layouts: the day
 * (`year: 'numeric', month: 'short', day: 'numeric'`: "Nov 29, 2026", "2026年11月29日"), and the day with the time
 * (with `hour: '2-digit', minute: '2-digit'`: "Nov 29, 2026, 03:07 PM", "2026年11月29日 15:07").
 */
export function plainDateFormat(tag: string, options: Intl.DateTimeFormatOptions): DateFormatter | null {
  if (!PLAIN_TAGS.has(tag)) return null
  const keys = Object.keys(options).sort().join(',')
  const day = options.year === 'numeric' && options.month === 'short' && options.day === 'numeric'
  const withTime = options.hour === '2-digit' && options.minute === '2-digit'
  if (!day) return null
  if (keys !== 'day,month,year' && !(withTime && keys === 'day,hour,minute,month,year')) return null
  const en = tag === 'en-US'
  return {
    format(value = Date.now()) {
      const date = new Date(value)
      if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value')
      const [y, m, d] = [date.getFullYear(), date.getMonth(), date.getDate()]
      const dayText = en ? `${MONTHS_SHORT[m]} ${d}, ${y}` : `${y}年${m + 1}月${d}日`
      if (!withTime) return dayText
      const [h, min] = [date.getHours(), date.getMinutes()]
      if (!en) return `${dayText} ${pad2(h)}:${pad2(min)}`
      return `${dayText}, ${pad2(h % 12 === 0 ? 12 : h % 12)}:${pad2(min)} ${h < 12 ? 'AM' : 'PM'}`
    },
  }
}
