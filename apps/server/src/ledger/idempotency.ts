import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { idempotencyKeys } from '../db/schema.js'
import { ApiError } from '../errors.js'
import type { Tx } from '../keeper/types.js'

/** The canonical hash of a request's parameters (keys sorted), to tell a repeat from a reuse of a key. */
export function requestHash(request: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.entries(request).sort(([a], [b]) => a.localeCompare(b)))
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex')
}

/**
 * Runs `effect` once per (scope, key), in one transaction with the record of its answer. The key's row is inserted
 * first, so a concurrent request with the same key waits for this one and then answers the stored result; the same
 * key with other parameters is refused (409 `IDEMPOTENCY_KEY_REUSED`). A refused
 * request (an `ApiError`) rolls back with its key, so it may be retried.
 */
export async function once<T>(
  db: Db,
  scope: string,
  key: string,
  request: Record<string, unknown>,
  now: Date,
  effect: (tx: Tx) => Promise<T>,
): Promise<T> {
  const hash = requestHash(request)
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, response: null, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (inserted.length === 0) {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      if (!row || row.requestHash !== hash) throw new ApiError('IDEMPOTENCY_KEY_REUSED', 409)
      return row.response as T
    }
    const result = await effect(tx)
    await tx
      .update(idempotencyKeys)
      .set({ response: result as never })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    return result
  })
}
