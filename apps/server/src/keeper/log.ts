import type { KeeperLogger } from './types.js'

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 100 } as const

/** A JSON-lines logger (pino's line shape) for the keeper-only process. */
export function jsonLogger(
  level: string,
  write: (line: string) => void = (l) => process.stdout.write(l),
): KeeperLogger {
  const threshold = LEVELS[level as keyof typeof LEVELS] ?? LEVELS.info
  const at = (name: 'info' | 'warn' | 'error') => (object: object, msg?: string) => {
    if (LEVELS[name] < threshold) return
    const line = JSON.stringify(
      { level: LEVELS[name], time: Date.now(), name: 'keeper', ...object, msg },
      (_k, v) => (typeof v === 'bigint' ? v.toString() : v),
    )
    write(`${line}\n`)
  }
  return { info: at('info'), warn: at('warn'), error: at('error') }
}
