// The World Cup's countries: the contract knows ids 1..32 only (8 groups of 4, group g holds 4g+1..4g+4, in the
// order of the 2022 draw). Names come from the browser's Intl.DisplayNames in the page's language; England and
// Wales are not ISO regions, so they have their own texts.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { intlLocale } from '../../features/tx/format'

/** ISO 3166 codes of countries 1..32 (index = id - 1); 'ENG' and 'WLS' are the two home nations. */
export const COUNTRY_CODES: readonly string[] = [
  ...['QA', 'EC', 'SN', 'NL'],
  ...['ENG', 'IR', 'US', 'WLS'],
  ...['AR', 'SA', 'MX', 'PL'],
  ...['FR', 'AU', 'DK', 'TN'],
  ...['ES', 'CR', 'DE', 'JP'],
  ...['BE', 'CA', 'MA', 'HR'],
  ...['BR', 'RS', 'CH', 'CM'],
  ...['PT', 'GH', 'UY', 'KR'],
]

const HOME_NATIONS = {
  ENG: { name: msg`England`, flag: '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}' },
  WLS: { name: msg`Wales`, flag: '\u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}' },
} as const

/** The flag emoji of a two-letter region code (regional indicator symbols). */
function regionFlag(code: string): string {
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))
}

/**
 * A country id's flag and name in the page's language; an id outside 1..32 reads "Country {id}".
 * @example team(13, i18n) // { flag: '🇫🇷', name: 'France' } (法国 in Chinese)
 */
export function team(id: number | bigint, i18n: I18n): { flag: string; name: string } {
  const code = COUNTRY_CODES[Number(id) - 1]
  if (code === undefined) return { flag: '', name: i18n._(msg`Country ${String(id)}`) }
  if (code === 'ENG' || code === 'WLS') {
    const nation = HOME_NATIONS[code]
    return { flag: nation.flag, name: i18n._(nation.name) }
  }
  const names = new Intl.DisplayNames([intlLocale(i18n.locale)], { type: 'region' })
  return { flag: regionFlag(code), name: names.of(code) ?? code }
}
