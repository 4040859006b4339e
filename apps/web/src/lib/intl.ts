// Intl formatters, each made once per language and options. Creating one costs far more than using it (each new
// `Intl.NumberFormat` or `DateTimeFormat` sets up its ICU data), and screens format hundreds of amounts, dates and
// team names per render: on /mint, a new number format per amount was about 100 ms of each load (Chromium's
// profiler). The keys are the few option sets the site uses, so the cache stays small.

const made = new Map<string, unknown>()

function once<T>(kind: string, tag: string, options: object, make: () => T): T {
  const key = `${kind} ${tag} ${JSON.stringify(options)}`
  if (!made.has(key)) made.set(key, make())
  return made.get(key) as T
}

/** `Intl.NumberFormat` that also takes decimal strings (laid out exactly, not turned into a float). */
export type DecimalFormat = Intl.NumberFormat & { format(value: string | number | bigint): string }

/** The number format of a BCP 47 language tag and options. */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): DecimalFormat {
  return once('number', tag, options, () => new Intl.NumberFormat(tag, options) as DecimalFormat)
}

/** The date and time format of a BCP 47 language tag and options. */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return once('date', tag, options, () => new Intl.DateTimeFormat(tag, options))
}

/** The display names of a BCP 47 language tag and options (a type is required). */
export function displayNames(tag: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return once('names', tag, options, () => new Intl.DisplayNames([tag], options))
}
