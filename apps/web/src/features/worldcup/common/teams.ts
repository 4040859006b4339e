// The World Cup's countries: the contract knows ids 1..32 only (8 groups of 4, group g holds 4g+1..4g+4, in the
// order of the 2022 draw). Names come from the browser's Intl.DisplayNames in the page's language; England and
// Wales are not ISO regions, so they have their own texts.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { displayNames, intlLocale } from '../../../lib/intl'

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

const HOME_NATIONS = { ENG: msg`England`, WLS: msg`Wales` } as const

/**
 * A country id's name in the page's language; an id outside 1..32 reads "Country {id}". Names, not flag emoji:
 * systems without an emoji font draw regional-indicator flags as boxes or letters.
 * @example team(13, i18n) // { name: 'France' } (法国 in Chinese)
 */
export function team(id: number | bigint, i18n: I18n): { name: string } {
  const code = COUNTRY_CODES[Number(id) - 1]
  if (code === undefined) return { name: i18n._(msg`Country ${String(id)}`) }
  if (code === 'ENG' || code === 'WLS') return { name: i18n._(HOME_NATIONS[code]) }
  const names = displayNames(intlLocale(i18n.locale), { type: 'region' })
  return { name: names.of(code) ?? code }
}
