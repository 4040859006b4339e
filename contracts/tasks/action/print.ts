/** A value as the tasks print it (bigints in full, arrays and records inline). */
export const show = (value: unknown): string =>
  typeof value === 'bigint'
    ? value.toString()
    : Array.isArray(value)
      ? `[${value.map(show).join(', ')}]`
      : typeof value === 'object' && value !== null
        ? JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))
        : String(value)

/** `label = value` pairs, comma-separated. */
export const showAll = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([k, v]) => `${k} = ${show(v)}`)
    .join(', ')

/** Where tasks print (tests capture it). */
export const output = { log: (line: string) => console.log(line) }
