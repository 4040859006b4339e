import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { MESSAGES } from '@finaverse/domain'
import { describe, expect, it } from 'vitest'
import linguiConfig, { NOT_SCREENS, SCREEN_FEATURES } from '../../lingui.config'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** msgid -> msgstr of a .po catalog (single- and multi-line strings). */
function parsePo(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8')
  const entries = new Map<string, string>()
  const str = (s: string) =>
    [...s.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`)).join('')
  const re = /^msgid ((?:".*"\n)+)msgstr ((?:".*"(?:\n|$))+)/gm
  for (const match of text.matchAll(re)) {
    const id = str(match[1] as string)
    if (id !== '') entries.set(id, str(match[2] as string))
  }
  return entries
}

/** Every catalog of lingui.config.ts: its name (the path pattern) and its en and zh files. */
const catalogs = linguiConfig.catalogs.map((catalog) => {
  const file = (locale: string) => `${catalog.path.replace('<rootDir>', web).replace('{locale}', locale)}.po`
  return { name: path.relative(web, catalog.path.replace('<rootDir>', web)), en: file('en'), zh: file('zh') }
})

describe('catalogs', () => {
  it('are the main one and one per screen folder, each with its en and zh files', () => {
    const folders = readdirSync(path.join(web, 'src/features'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
    expect(SCREEN_FEATURES).toEqual(folders.filter((name) => !NOT_SCREENS.includes(name)).sort())
    for (const screen of ['staking', 'profile', 'worldcup', 'mint', 'claim', 'magic-eden-mbox', 'nft-bridge'])
      expect(SCREEN_FEATURES).toContain(screen)
    for (const shared of ['tx', 'errors', 'cards', 'account', 'content'])
      expect(SCREEN_FEATURES).not.toContain(shared)
    expect(catalogs.map((c) => c.name)).toEqual([
      'src/locales/{locale}/messages',
      'src/locales/{locale}/pages',
      ...SCREEN_FEATURES.map((name) => `src/features/${name}/locales/{locale}`),
    ])
    const missing = catalogs.flatMap((c) => [c.en, c.zh]).filter((file) => !existsSync(file))
    expect(missing, 'run `pnpm --filter @finaverse/web extract`').toEqual([])
  })

  describe.each(catalogs)('$name', ({ name, en: enFile, zh: zhFile }) => {
    const en = parsePo(enFile)
    const zh = parsePo(zhFile)

    it('has the same messages in en and zh', () => {
      expect([...zh.keys()].sort()).toEqual([...en.keys()].sort())
    })

    it('translates every message to Chinese (no English left on a Chinese page)', () => {
      const untranslated = [...zh].filter(([, str]) => str.trim() === '').map(([id]) => id)
      expect(untranslated).toEqual([])
      // A translation must contain Chinese characters, unless it is only a placeholder or a brand.
      const latinOnly = [...zh].filter(([, str]) => !/[\u4e00-\u9fff]/.test(str)).map(([id]) => id)
      expect(latinOnly).toEqual([])
    })

    it('keeps placeholders', () => {
      const placeholders = (s: string) => (s.match(/\{\w+\}|<\/?\d+\/?>/g) ?? []).sort()
      for (const [id, str] of zh) expect(placeholders(str), `${name}: ${id}`).toEqual(placeholders(id))
    })
  })

  it('hold the texts of the screens they are for', () => {
    const count = (name: string) => parsePo(catalogs.find((c) => c.name === name)?.en as string).size
    expect(count('src/locales/{locale}/messages')).toBeGreaterThan(100)
    expect(count('src/locales/{locale}/pages')).toBeGreaterThan(150)
    expect(count('src/features/profile/locales/{locale}')).toBeGreaterThan(50)
    expect(count('src/features/staking/locales/{locale}')).toBeGreaterThan(20)
    // A screen's own text is in its catalog, a content page's or an error's in the pages one, not in the main one
    // that `/` loads; the landing page's and the menu's are in the main one.
    const main = parsePo(catalogs[0]?.en as string)
    const pages = parsePo(catalogs[1]?.en as string)
    const staking = parsePo(path.join(web, 'src/features/staking/locales/en.po'))
    expect(staking.has('Emergency withdraw')).toBe(true)
    expect(main.has('Emergency withdraw') || pages.has('Emergency withdraw')).toBe(false)
    expect(pages.has(MESSAGES.INVALID_AMOUNT)).toBe(true)
    expect(main.has(MESSAGES.INVALID_AMOUNT)).toBe(false)
    expect(main.has('Buy mystery box')).toBe(true)
  })

  it("use the spec's texts", () => {
    const en = new Map([...parsePo(catalogs[0]?.en as string), ...parsePo(catalogs[1]?.en as string)])
    expect(en.has(MESSAGES.WRONG_NETWORK)).toBe(true)
    expect(en.has('This page could not be found')).toBe(true)
    expect(en.has('Something went wrong. Please try again later.')).toBe(true)
  })
})
