import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { mergeRecords } from '../db/keeper-schema.js'
import { readPage } from '../db/paging.js'
import type { Tx } from '../keeper/types.js'

/** HeroCard merge events as the keeper decodes them (token ids and prices as decimal strings). */
export type MergeEvent = { chainId: number; mergeId: bigint; txHash: string; at: Date } & (
  | {
      name: 'MergeAdded'
      user: string
      tokenIdA: string
      tokenIdB: string
      price: string
      designate: boolean
      requestId: string
    }
  | { name: 'MergeResolved'; success: boolean; upgradedTokenId: string; burnedTokenId: string }
  | { name: 'MergeCancelled' }
)

/**
 * Applies merge events: a request adds a pending record (once per chain and merge id), a resolution or a cancel
 * sets its final status. Idempotent: repeating an event changes nothing. A resolution from another transaction
 * (the new branch of a reorganisation deeper than the confirmations, where the fulfilment drew another word)
 * replaces the abandoned branch's outcome: the last one applied is the chain's.
 */
export async function applyMergeEvents(tx: Tx, events: readonly MergeEvent[]): Promise<void> {
  for (const event of events) {
    const key = and(eq(mergeRecords.chainId, event.chainId), eq(mergeRecords.mergeId, event.mergeId))
    if (event.name === 'MergeAdded') {
      await tx
        .insert(mergeRecords)
        .values({
          chainId: event.chainId,
          mergeId: event.mergeId,
          address: event.user.toLowerCase(),
          tokenIdA: event.tokenIdA,
          tokenIdB: event.tokenIdB,
          price: event.price,
          designate: event.designate,
          requestId: event.requestId,
          status: 'pending',
          requestTx: event.txHash.toLowerCase(),
          requestedAt: event.at,
        })
        .onConflictDoNothing()
    } else if (event.name === 'MergeResolved') {
      await tx
        .update(mergeRecords)
        .set({
          status: event.success ? 'succeeded' : 'failed',
          upgradedTokenId: event.success ? event.upgradedTokenId : null,
          burnedTokenId: event.success ? event.burnedTokenId : null,
          resolveTx: event.txHash.toLowerCase(),
          resolvedAt: event.at,
        })
        .where(key)
    } else {
      await tx
        .update(mergeRecords)
        .set({ status: 'cancelled', resolveTx: event.txHash.toLowerCase(), resolvedAt: event.at })
        .where(key)
    }
  }
}

/** One page of an address's merges, newest first, with the total count. */
export async function mergeHistory(db: Db, address: string, page = 1, pageSize = 20) {
  const where = eq(mergeRecords.address, address.toLowerCase())
  const { rows, total } = await readPage(
    db,
    { page, pageSize },
    db
      .select()
      .from(mergeRecords)
      .where(where)
      .orderBy(desc(mergeRecords.requestedAt), desc(mergeRecords.mergeId)),
    { from: mergeRecords, where },
  )
  return {
    items: rows.map((row) => ({
      chainId: row.chainId,
      mergeId: row.mergeId.toString(),
      tokenIdA: row.tokenIdA,
      tokenIdB: row.tokenIdB,
      price: row.price,
      designate: row.designate,
      status: row.status as 'pending' | 'succeeded' | 'failed' | 'cancelled',
      upgradedTokenId: row.upgradedTokenId,
      burnedTokenId: row.burnedTokenId,
      time: row.requestedAt.toISOString(),
      transaction: row.requestTx,
      resolvedTime: row.resolvedAt?.toISOString() ?? null,
      resolveTransaction: row.resolveTx,
    })),
    total,
  }
}
