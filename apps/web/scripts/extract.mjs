#!/usr/bin/env node
// `pnpm --filter @finaverse/web extract`: `lingui extract --clean` that keeps every Chinese translation when a
// message moves from one catalog to another (a screen's texts leaving the main catalog for the screen's own, see
// lingui.config.ts). `--clean` drops a message from the catalog it left and the catalog it joins starts it
// untranslated, so:
// 1. before the extract, the translations of every Chinese catalog are read (msgid -> msgstr, with its msgctxt);
// 2. `lingui extract --clean` runs (extra arguments are passed on);
// 3. after it, every empty msgstr of every Chinese catalog is filled from that map.
// What is still untranslated afterwards (a new text) is listed; the catalog test (src/i18n/catalog.test.ts) fails
// until it is translated.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** The locale whose translations are kept. */
export const TARGET_LOCALE = 'zh'

/** Unquotes one PO string literal (`"a\"b"` -> `a"b`). */
export function unquote(literal) {
  return literal
    .slice(1, -1)
    .replace(/\\(["\\ntr])/g, (_, c) => ({ '"': '"', '\\': '\\', n: '\n', t: '\t', r: '\r' })[c])
}

/** Quotes a text as one PO string literal. */
export function quote(text) {
  return `"${text.replace(/[\\"\n\t\r]/g, (c) => ({ '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r' })[c])}"`
}

/** The key of an entry in the translation map: its context (if any) and its id. */
export const entryKey = (context, id) => (context ? `${context}\u0004${id}` : id)

/**
 * The entries of a PO file, in order: `{ context, id, str, strStart, strEnd }`, where `strStart..strEnd` are the
 * line indexes of the entry's `msgstr` (its keyword line and continuation lines). The header (empty msgid) and
 * obsolete entries (`#~`) are left out. Multi-line strings (`msgid ""` then `"..."` lines) are joined.
 */
export function parsePo(text) {
  const lines = text.split('\n')
  const entries = []
  let current = {}
  /** Reads a keyword's string starting at line i; returns [text, last line index]. */
  const readString = (i, keyword) => {
    let value = unquote(lines[i].slice(keyword.length + 1).trim())
    let j = i
    while (j + 1 < lines.length && lines[j + 1].startsWith('"')) {
      j += 1
      value += unquote(lines[j].trim())
    }
    return [value, j]
  }
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]
    if (line.startsWith('msgctxt ')) {
      const [value, j] = readString(i, 'msgctxt')
      current = { context: value }
      i = j
    } else if (line.startsWith('msgid ')) {
      const [value, j] = readString(i, 'msgid')
      current = { ...current, id: value }
      i = j
    } else if (line.startsWith('msgstr ')) {
      const [value, j] = readString(i, 'msgstr')
      if (current.id !== undefined && current.id !== '')
        entries.push({ context: current.context, id: current.id, str: value, strStart: i, strEnd: j })
      current = {}
      i = j
    }
  }
  return entries
}

/** The `Language:` of a PO file's header, if any. */
export function poLanguage(text) {
  return /^"Language: ([\w-]+)\\n"$/m.exec(text)?.[1]
}

/** Every `.po` file under `dir` (node_modules and dist skipped). */
export function poFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : poFiles(full)
    return entry.name.endsWith('.po') ? [full] : []
  })
}

/**
 * The translations of the given PO texts (key -> msgstr, empty ones left out). A message translated differently
 * in two catalogs keeps the first translation; the others are returned as `conflicts`.
 */
export function collectTranslations(texts) {
  const translations = new Map()
  const conflicts = []
  for (const text of texts) {
    for (const entry of parsePo(text)) {
      if (entry.str === '') continue
      const key = entryKey(entry.context, entry.id)
      const known = translations.get(key)
      if (known === undefined) translations.set(key, entry.str)
      else if (known !== entry.str) conflicts.push({ id: entry.id, kept: known, dropped: entry.str })
    }
  }
  return { translations, conflicts }
}

/**
 * Fills every empty msgstr of a PO text from the map. Returns the new text, the ids filled and the ids still
 * empty (no translation known).
 */
export function fillTranslations(text, translations) {
  const lines = text.split('\n')
  const filled = []
  const missing = []
  // From the last entry to the first, so the line indexes of the earlier ones stay valid.
  for (const entry of parsePo(text).reverse()) {
    if (entry.str !== '') continue
    const str = translations.get(entryKey(entry.context, entry.id))
    if (str === undefined) {
      missing.push(entry.id)
      continue
    }
    lines.splice(entry.strStart, entry.strEnd - entry.strStart + 1, `msgstr ${quote(str)}`)
    filled.push(entry.id)
  }
  return { text: lines.join('\n'), filled: filled.reverse(), missing: missing.reverse() }
}

/** The target locale's catalogs under `srcDir`: path -> text. */
function targetCatalogs(srcDir) {
  const catalogs = new Map()
  for (const file of poFiles(srcDir)) {
    const text = readFileSync(file, 'utf8')
    if (poLanguage(text) === TARGET_LOCALE) catalogs.set(file, text)
  }
  return catalogs
}

/**
 * The whole extract in `cwd` (the web app, or a test project): read, `lingui extract --clean`, fill. `lingui` is
 * the command that runs Lingui's CLI, `args` are passed on to its `extract`. Returns what it filled and what is
 * still missing.
 */
export function extractKeepingTranslations({
  cwd,
  srcDir = path.join(cwd, 'src'),
  lingui = ['pnpm', 'exec', 'lingui'],
  args = [],
  log = console.log,
}) {
  const extract = () => {
    const [command, ...rest] = lingui
    const result = spawnSync(command, [...rest, 'extract', '--clean', ...args], { cwd, stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`lingui extract failed (exit code ${result.status})`)
  }
  const before = targetCatalogs(srcDir)
  const { translations, conflicts } = collectTranslations(before.values())
  for (const c of conflicts)
    log(`[extract] "${c.id}" is translated twice: kept "${c.kept}", not "${c.dropped}"`)
  extract()
  const report = { filled: [], missing: [] }
  for (const [file, text] of targetCatalogs(srcDir)) {
    const result = fillTranslations(text, translations)
    if (result.filled.length > 0) writeFileSync(file, result.text)
    const name = path.relative(cwd, file)
    for (const id of result.filled) report.filled.push({ file: name, id })
    for (const id of result.missing) report.missing.push({ file: name, id })
  }
  log(
    `[extract] ${translations.size} ${TARGET_LOCALE} translations kept; ${report.filled.length} filled again after the extract`,
  )
  if (report.missing.length > 0) {
    log(`[extract] ${report.missing.length} messages still need a ${TARGET_LOCALE} translation:`)
    for (const m of report.missing) log(`  ${m.file}: ${JSON.stringify(m.id)}`)
  }
  return report
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
  try {
    extractKeepingTranslations({ cwd: web, args: process.argv.slice(2) })
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
