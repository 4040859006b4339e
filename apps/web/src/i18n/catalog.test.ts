import { readFileSync } from 'node:fs'
import { MESSAGES } from '@finaverse/domain'
import { describe, expect, it } from 'vitest'

/** msgid -> msgstr of a .po catalog. */
function parsePo(path: string): Map<string, string> {
  const text = readFileSync(new URL(path, import.meta.url), 'utf8')
  const entries = new Map<string, string>()
  const re = /^msgid (".*")\nmsgstr (".*")$/gm
  for (const match of text.matchAll(re)) {
    const id = JSON.parse(match[1] as string) as string
    if (id !== '') entries.set(id, JSON.parse(match[2] as string) as string)
  }
  return entries
}

describe('catalogs', () => {
  const zh = parsePo('../locales/zh/messages.po')
  const en = parsePo('../locales/en/messages.po')

  it('have the same messages', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort())
    expect(zh.size).toBeGreaterThan(150)
  })

  it('translate every message to Chinese (no English left on a Chinese page)', () => {
    const untranslated = [...zh].filter(([, str]) => str.trim() === '').map(([id]) => id)
    expect(untranslated).toEqual([])
    // A translation must contain Chinese characters, unless it is only a placeholder or a brand.
    const latinOnly = [...zh].filter(([, str]) => !/[\u4e00-\u9fff]/.test(str)).map(([id]) => id)
    expect(latinOnly).toEqual([])
  })

  it('keep placeholders', () => {
    for (const [id, str] of zh) {
      const placeholders = (s: string) => (s.match(/\{\w+\}|<\/?\d+\/?>/g) ?? []).sort()
      expect(placeholders(str), id).toEqual(placeholders(id))
    }
  })

  it("use the spec's texts", () => {
    expect(en.has(MESSAGES.WRONG_NETWORK)).toBe(true)
    expect(en.has('This page could not be found')).toBe(true)
    expect(en.has('Something went wrong. Please try again later.')).toBe(true)
  })
})
