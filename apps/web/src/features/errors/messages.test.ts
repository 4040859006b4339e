import { MESSAGES } from '@finaverse/domain'
import { afterAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n, PAGES_CATALOG } from '../../i18n/i18n'
import { ERROR_MESSAGES } from './messages'

const codes = Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]

describe('ERROR_MESSAGES', () => {
  afterAll(() => activateLocale('en'))

  it('has exactly the domain codes', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...codes].sort())
    expect(codes.length).toBeGreaterThanOrEqual(103)
  })

  it.each(codes)('%s: the English text is the domain text', async (code) => {
    await activateLocale('en')
    expect(i18n._(ERROR_MESSAGES[code])).toBe(MESSAGES[code])
  })

  it('has a Chinese text for every code (none falls back to English)', async () => {
    // The error texts are in the pages catalog (src/i18n/i18n.ts).
    await activateLocale('zh', [PAGES_CATALOG])
    const missing = codes.filter((code) => {
      const text = i18n._(ERROR_MESSAGES[code])
      return text === MESSAGES[code] || !/[\u4e00-\u9fff]/.test(text)
    })
    expect(missing).toEqual([])
  })
})
