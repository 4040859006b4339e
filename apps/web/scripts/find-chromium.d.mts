// Types of scripts/find-chromium.mjs, for its test (scripts/find-chromium.test.ts).
export const NO_CHROMIUM: string
export type FoundChromium = { path: string; source: string; version: string }
export function findChromium(options?: {
  log?: (line: string) => void
  headlessShell?: boolean
}): Promise<FoundChromium>
