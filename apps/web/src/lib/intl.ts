// Formatters, each made once per language and options. Creating one costs far more than using it (each new
// `Intl.NumberFormat` or `DateTimeFormat` sets up its ICU data), and screens format hundreds of amounts, dates and
// team names per render. The keys are the few option sets the site uses, so the cache stays small. The everyday
// layouts of the site's two languages are written without Intl (./plain-intl.ts: a page's first Intl object sets up
// ICU, a noticeable pause on a phone); Intl does the rest.
import { type DateFormatter, type NumberFormatter, plainDateFormat, plainNumberFormat } from './plain-intl'

const made = new Map<string, unknown>()

function once<T>(kind: string, tag: string, options: object, make: () => T): T {
  const key = `${kind} ${tag} ${JSON.stringify(options)}`
  if (!made.has(key)) made.set(key, make())
  return made.get(key) as T
}

/** A number format that also takes decimal strings and bigints (laid out exactly, not turned into a float). */
export type DecimalFormat = NumberFormatter

/** The number format of a BCP 47 language tag and options. */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): DecimalFormat {
  return once(
    'number',
    tag,
    options,
    () => plainNumberFormat(tag, options) ?? (new Intl.NumberFormat(tag, options) as DecimalFormat),
  )
}

/** The date and time format of a BCP 47 language tag and options. */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  return once(
    'date',
    tag,
    options,
    () => plainDateFormat(tag, options) ?? new Intl.DateTimeFormat(tag, options),
  )
}

/** The display names of a BCP 47 language tag and options (a type is required). */
export function displayNames(tag: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return once('names', tag, options, () => new Intl.DisplayNames([tag], options))
}

/** The BCP 47 tag of a Lingui locale ('en', 'zh'). */
export function intlLocale(locale: string): string {
  return locale === 'zh' ? 'zh-CN' : 'en-US'
}

/**
 * A number in the page's language (a Lingui locale): Intl's default layout (grouping, at most three decimals) unless
 * `options` say otherwise. What `i18n.number` writes, without ICU for the site's layouts.
 * @example formatNumber(1234.5678, 'en') // '1,234.568'
 */
export function formatNumber(
  value: number | bigint,
  locale: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(intlLocale(locale), options).format(value)
}

/**
 * A date in the page's language (a Lingui locale). What `i18n.date` writes, without ICU for the site's layouts.
 * @example formatDate(new Date(2026, 10, 29), 'zh', { year: 'numeric', month: 'short', day: 'numeric' }) // '2026年11月29日'
 */
export function formatDate(
  value: Date | number,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateTimeFormat(intlLocale(locale), options).format(value)
}
