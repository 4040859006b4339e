import fs from 'node:fs'

/**
 * The node flags `pnpm start` gives an api process (package.json's `start` script), so that a bench's server runs as
 * production's does.
 */
export function startFlags(): string[] {
  const scripts = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts
  return (scripts.start as string).split(/\s+/).filter((word) => word.startsWith('--'))
}
