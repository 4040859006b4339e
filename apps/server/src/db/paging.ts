import { count, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client.js'

/** A page request of the REST contract: 1-based page and its size. */
export type PageRequest = { page: number; pageSize: number }

/** A select that can still take `.limit()` and `.offset()` (Drizzle's select builder before either). */
type Pageable<Row> = { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } }

/**
 * One page of an ordered select and the count of every row it pages over, read side by side. The count is given as
 * the table and condition to count, since a ranked view may page over a subquery whose rows one table counts.
 * @example const { rows, total } = await readPage(db, input, db.select().from(t).where(w).orderBy(t.at), { from: t, where: w })
 */
export async function readPage<Row>(
  db: Db,
  { page, pageSize }: PageRequest,
  rows: Pageable<Row>,
  total: { from: PgTable; where?: SQL | undefined },
): Promise<{ rows: Row[]; total: number }> {
  const [items, [counted]] = await Promise.all([
    rows.limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(total.from).where(total.where),
  ])
  return { rows: items, total: counted?.n ?? 0 }
}
