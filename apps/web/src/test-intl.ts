// For unit tests: how many `Intl` formatters of one kind a piece of code creates (src/lib/intl.ts makes each once).

type Formatter = 'DateTimeFormat' | 'NumberFormat'

/** Runs `run` with `Intl[kind]` counting its constructions, and returns the count (the original is put back). */
export function countIntl(kind: Formatter, run: () => void): number {
  const Original = Intl[kind] as new (...args: unknown[]) => object
  let made = 0
  Object.defineProperty(Intl, kind, {
    configurable: true,
    writable: true,
    value: class extends Original {
      constructor(...args: unknown[]) {
        super(...args)
        made += 1
      }
    },
  })
  try {
    run()
  } finally {
    Object.defineProperty(Intl, kind, { configurable: true, writable: true, value: Original })
  }
  return made
}
