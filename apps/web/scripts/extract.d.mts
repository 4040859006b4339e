// Types of scripts/extract.mjs, for its test (scripts/extract.test.ts).
export const TARGET_LOCALE: string
export function unquote(literal: string): string
export function quote(text: string): string
export function entryKey(context: string | undefined, id: string): string
export type PoEntry = {
  context: string | undefined
  id: string
  str: string
  strStart: number
  strEnd: number
}
export function parsePo(text: string): PoEntry[]
export function poLanguage(text: string): string | undefined
export function poFiles(dir: string): string[]
export function collectTranslations(texts: Iterable<string>): {
  translations: Map<string, string>
  conflicts: { id: string; kept: string; dropped: string }[]
}
export function fillTranslations(
  text: string,
  translations: Map<string, string>,
): { text: string; filled: string[]; missing: string[] }
export type ExtractReport = {
  filled: { file: string; id: string }[]
  missing: { file: string; id: string }[]
}
export function extractKeepingTranslations(options: {
  cwd: string
  srcDir?: string
  lingui?: string[]
  args?: string[]
  log?: (line: string) => void
}): ExtractReport
