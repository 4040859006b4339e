import { type SQL, sql } from 'drizzle-orm'

/** A column of a {@link unnestRows} set: its name and PostgreSQL type, and its value in each row. */
export type BulkColumn<R> = {
  name: string
  type: 'text' | 'numeric' | 'integer' | 'timestamptz'
  value: (row: R) => unknown
}

/**
 * `SELECT * FROM unnest($1::text[], $2::numeric[], …) AS alias (a, b, …)`: many rows as one array parameter per
 * column. Drizzle's multi-row `values()` builds a placeholder per value, which costs more than the database's own
 * work on the keeper's batches of thousands; this builds the same few parameters whatever the row count (PostgreSQL
 * and PGlite both take array parameters). Times go as ISO strings.
 */
export function unnestRows<R>(rows: readonly R[], columns: readonly BulkColumn<R>[], alias: string): SQL {
  const arrays = columns.map((column) => {
    // Rows in block order share their block's time: the previous time's text is reused.
    let time = Number.NaN
    let text = ''
    const values = rows.map((row) => {
      const value = column.value(row)
      if (!(value instanceof Date)) return value
      if (value.getTime() !== time) {
        time = value.getTime()
        text = value.toISOString()
      }
      return text
    })
    return sql`${sql.param(values)}::${sql.raw(column.type)}[]`
  })
  const names = columns.map((column) => sql.identifier(column.name))
  return sql`select * from unnest(${sql.join(arrays, sql`, `)}) as ${sql.identifier(alias)} (${sql.join(names, sql`, `)})`
}
