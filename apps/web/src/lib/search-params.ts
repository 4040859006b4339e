// URL search validators for the routes' `validateSearch`, plain functions so that no schema library ships with
// the first page (the route files are in the entry). Every field is optional: a value that is missing or not
// valid is dropped (the page shows its default), never an error.

/** One search field: its value, or `undefined` for a missing or invalid one. */
export type SearchField<T> = (value: unknown) => T | undefined

/** A positive integer (`?id=12`; the router has already parsed numbers, a numeric string is taken too). */
export const positiveInt: SearchField<number> = (value) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined
}

/** One of a list of strings (`?rarity=SS+`). */
export function oneOf<const T extends string>(values: readonly T[]): SearchField<T> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as T) : undefined)
}

type Fields = Record<string, SearchField<unknown>>
export type SearchOf<F extends Fields> = { [K in keyof F]?: F[K] extends SearchField<infer T> ? T : never }

/**
 * A route's search validator: `parse` keeps the valid fields and drops everything else (unknown keys too).
 * @example searchParams({ id: positiveInt }).parse({ id: '12', x: 1 }) // { id: 12 }
 */
export function searchParams<F extends Fields>(fields: F) {
  return {
    parse(input: { [K in keyof F]?: unknown }): SearchOf<F> {
      const out: Record<string, unknown> = {}
      for (const [key, field] of Object.entries(fields)) {
        const value = field((input as Record<string, unknown>)[key])
        if (value !== undefined) out[key] = value
      }
      return out as SearchOf<F>
    },
  }
}
