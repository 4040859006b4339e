// The extract that keeps Chinese translations (scripts/extract.mjs): its PO reading and filling, then the whole run
// of the real Lingui CLI on a small project where a screen's texts leave the main catalog for the screen's own
// (what happens when screens built with their texts in the main catalog are merged).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  collectTranslations,
  entryKey,
  extractKeepingTranslations,
  fillTranslations,
  parsePo,
  quote,
  unquote,
} from './extract.mjs'

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

const header = (locale: string) =>
  [
    'msgid ""',
    'msgstr ""',
    '"Content-Type: text/plain; charset=utf-8\\n"',
    `"Language: ${locale}\\n"`,
    '',
  ].join('\n')

const entry = (id: string, str: string, context?: string) =>
  [...(context ? [`msgctxt ${quote(context)}`] : []), `msgid ${quote(id)}`, `msgstr ${quote(str)}`, ''].join(
    '\n',
  )

/** msgid -> msgstr of a PO text. */
const strings = (text: string) => new Map(parsePo(text).map((e) => [e.id, e.str]))

describe('PO reading and filling', () => {
  it('quotes and unquotes escapes', () => {
    const text = 'Say "hi"\\ then\nnew line\tand tab'
    expect(quote(text)).toBe('"Say \\"hi\\"\\\\ then\\nnew line\\tand tab"')
    expect(unquote(quote(text))).toBe(text)
  })

  it('reads entries: the header left out, contexts, multi-line strings', () => {
    const text = [
      header('zh'),
      entry('Stake', '质押'),
      entry('Open', '打开', 'box'),
      'msgid ""',
      '"Line one\\n"',
      '"line two"',
      'msgstr ""',
      '"第一行\\n"',
      '"第二行"',
      '',
      '#~ msgid "Gone"',
      '#~ msgstr "走了"',
      '',
    ].join('\n')
    const entries = parsePo(text)
    expect(entries.map((e) => [e.context, e.id, e.str])).toEqual([
      [undefined, 'Stake', '质押'],
      ['box', 'Open', '打开'],
      [undefined, 'Line one\nline two', '第一行\n第二行'],
    ])
  })

  it('fills empty translations from the map, keeps the others, lists the unknown ones', () => {
    const text = [
      header('zh'),
      entry('Stake', ''),
      entry('Claim', '领取了'),
      entry('Open', '', 'box'),
      entry('Open', ''),
      entry('New text {n}', ''),
    ].join('\n')
    const { translations } = collectTranslations([
      [header('zh'), entry('Stake', '质押'), entry('Claim', '领取'), entry('Open', '开箱', 'box')].join('\n'),
    ])
    const result = fillTranslations(text, translations)
    expect(result.filled).toEqual(['Stake', 'Open'])
    expect(result.missing).toEqual(['Open', 'New text {n}'])
    const after = parsePo(result.text)
    expect(after.map((e) => [e.context, e.id, e.str])).toEqual([
      [undefined, 'Stake', '质押'],
      [undefined, 'Claim', '领取了'],
      ['box', 'Open', '开箱'],
      [undefined, 'Open', ''],
      [undefined, 'New text {n}', ''],
    ])
    // Filling again changes nothing.
    expect(fillTranslations(result.text, translations).text).toBe(result.text)
  })

  it('fills a multi-line empty msgstr and reports a message translated two ways', () => {
    const text = [header('zh'), 'msgid ""', '"A\\n"', '"B"', 'msgstr ""', '""', ''].join('\n')
    const { translations, conflicts } = collectTranslations([
      entry('A\nB', '甲\n乙'),
      entry('A\nB', '另一个'),
      entry('Empty', ''),
    ])
    expect(translations.get(entryKey(undefined, 'A\nB'))).toBe('甲\n乙')
    expect(translations.has('Empty')).toBe(false)
    expect(conflicts).toEqual([{ id: 'A\nB', kept: '甲\n乙', dropped: '另一个' }])
    expect(strings(fillTranslations(text, translations).text).get('A\nB')).toBe('甲\n乙')
  })
})

describe('the extract with the Lingui CLI', () => {
  // Inside the web app, so that the CLI and the macro resolve from its node_modules.
  const cacheDir = path.join(web, 'node_modules/.cache')
  mkdirSync(cacheDir, { recursive: true })
  const project = mkdtempSync(path.join(cacheDir, 'extract-test-'))
  afterAll(() => rmSync(project, { recursive: true, force: true }))

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
    writeFileSync(path.join(project, file), text)
  }
  const read = (file: string) => readFileSync(path.join(project, file), 'utf8')

  it('moves a screen’s texts into its catalog with their Chinese translations', () => {
    // The app's layout: the main catalog for everything but the screen folder, one catalog for the screen.
    write(
      'lingui.config.ts',
      `export default {
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['<rootDir>/src/features/shop/**'] },
    { path: '<rootDir>/src/features/shop/locales/{locale}', include: ['<rootDir>/src/features/shop'] },
  ],
  orderBy: 'messageId',
}
`,
    )
    write('src/Shell.ts', "import { msg } from '@lingui/core/macro'\nexport const home = msg`Home`\n")
    write(
      'src/features/shop/Shop.ts',
      [
        "import { msg } from '@lingui/core/macro'",
        'export const buy = msg`Buy {count} boxes`',
        'export const home = msg`Home`',
        "export const open = msg({ message: 'Open', context: 'box' })",
        'export const fresh = msg`A text nobody translated yet`',
        '',
      ].join('\n'),
    )
    // Before: the screen was built with its texts in the main catalog, translated there.
    write(
      'src/locales/en/messages.po',
      [
        header('en'),
        entry('Home', 'Home'),
        entry('Buy {count} boxes', 'Buy {count} boxes'),
        entry('Open', 'Open', 'box'),
      ].join('\n'),
    )
    write(
      'src/locales/zh/messages.po',
      [
        header('zh'),
        entry('Home', '首页'),
        entry('Buy {count} boxes', '购买 {count} 个盒子'),
        entry('Open', '开启', 'box'),
      ].join('\n'),
    )
    const lines: string[] = []
    const report = extractKeepingTranslations({
      cwd: project,
      lingui: [path.join(web, 'node_modules/.bin/lingui')],
      // One process: a worker thread's start timed out (10 s) on a loaded machine, for a project of three files.
      args: ['--config', path.join(project, 'lingui.config.ts'), '--workers', '1'],
      log: (line) => lines.push(line),
    })

    const mainZh = parsePo(read('src/locales/zh/messages.po'))
    const shopZh = parsePo(read('src/features/shop/locales/zh.po'))
    const shopEn = parsePo(read('src/features/shop/locales/en.po'))
    // The screen's texts left the main catalog (--clean) ...
    expect(mainZh.map((e) => [e.id, e.str])).toEqual([['Home', '首页']])
    // ... and are in the screen's catalog with their translations (a text used in both is in both).
    expect(shopEn.map((e) => e.id).sort()).toEqual([
      'A text nobody translated yet',
      'Buy {count} boxes',
      'Home',
      'Open',
    ])
    expect(shopZh.map((e) => [e.context, e.id, e.str])).toEqual(
      expect.arrayContaining([
        [undefined, 'Buy {count} boxes', '购买 {count} 个盒子'],
        [undefined, 'Home', '首页'],
        ['box', 'Open', '开启'],
        [undefined, 'A text nobody translated yet', ''],
      ]),
    )
    const shopFile = path.join('src', 'features', 'shop', 'locales', 'zh.po')
    expect(report.filled.map((f) => [f.file, f.id]).sort()).toEqual(
      [
        [shopFile, 'Buy {count} boxes'],
        [shopFile, 'Home'],
        [shopFile, 'Open'],
      ].sort(),
    )
    expect(report.missing).toEqual([{ file: shopFile, id: 'A text nobody translated yet' }])
    expect(lines.join('\n')).toContain('1 messages still need a zh translation')

    // A second run keeps everything as it is.
    const before = read('src/features/shop/locales/zh.po')
    const again = extractKeepingTranslations({
      cwd: project,
      lingui: [path.join(web, 'node_modules/.bin/lingui')],
      // One process: a worker thread's start timed out (10 s) on a loaded machine, for a project of three files.
      args: ['--config', path.join(project, 'lingui.config.ts'), '--workers', '1'],
      log: () => {},
    })
    expect(again.filled).toEqual([])
    expect(strings(read('src/features/shop/locales/zh.po'))).toEqual(strings(before))
  }, 120_000)
})
