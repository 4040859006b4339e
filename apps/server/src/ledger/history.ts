import { validateDateRange } from '@finaverse/domain'
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { readPage } from '../db/paging.js'
import { ledgerDeposits, nftCustody, nftTransfers, voucherRedemptions, withdrawals } from '../db/schema.js'
import { ApiError } from '../errors.js'
import { once } from './idempotency.js'
import { withdrawalView } from './ledger.js'

const DAY_MS = 86_400_000

/** The latest instant a database timestamp holds: the open end of a range that ends today. */
const OPEN_END = new Date('9999-12-31T23:59:59.999Z')

/**
 * The whole UTC days of a history query: default the last 30 days; the spec's 7/30/90-day filters and a custom
 * range are all `start`/`end` (within the last 3 months, domain `validateDateRange`). A range whose last day is
 * today (or later) has no end: entries dated by their block (deposits, NFT moves) carry the chain's clock, which can
 * run ahead of the server's (a block stamped just after midnight, a devnet whose time was moved on), and a deposit
 * just made belongs in "the last 7 days".
 */
export function dayRange(start: Date | undefined, end: Date | undefined, now: Date, defaultDays = 30) {
  const last = end ?? now
  const first = start ?? new Date(last.getTime() - defaultDays * DAY_MS)
  const problem = validateDateRange(first, last, now)
  if (problem) throw new ApiError(problem, 400)
  const from = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate()))
  const endOfLastDay = Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate()) + DAY_MS - 1
  const to = endOfLastDay >= now.getTime() ? OPEN_END : new Date(endOfLastDay)
  return { from, to }
}

type HistoryQuery = {
  type: 'withdrawal' | 'deposit' | 'all'
  start?: Date | undefined
  end?: Date | undefined
  page: number
  pageSize: number
}

/** Withdrawals and deposits of an address in a date range, newest first (`transactionHistoryResponseSchema`). */
export async function transactionHistory(db: Db, address: string, query: HistoryQuery, now: Date) {
  const { from, to } = dayRange(query.start, query.end, now)
  const parts = []
  if (query.type !== 'deposit')
    parts.push(sql`select 'withdrawal' as type, id, created_at as time from withdrawals
      where address = ${address} and created_at between ${from.toISOString()} and ${to.toISOString()}`)
  if (query.type !== 'withdrawal')
    parts.push(sql`select 'deposit' as type, id, at as time from ledger_deposits
      where address = ${address} and at between ${from.toISOString()} and ${to.toISOString()}`)
  const union = sql.join(parts, sql` union all `)
  const offset = (query.page - 1) * query.pageSize
  const [page, totals] = await Promise.all([
    db.execute<{ type: string; id: number }>(
      sql`select type, id from (${union}) h order by time desc, id desc limit ${query.pageSize} offset ${offset}`,
    ),
    db.execute<{ n: string }>(sql`select count(*)::text as n from (${union}) h`),
  ])
  const ids = (type: string) => page.rows.filter((r) => r.type === type).map((r) => Number(r.id))
  const [wRows, dRows] = await Promise.all([
    ids('withdrawal').length
      ? db
          .select()
          .from(withdrawals)
          .where(inArray(withdrawals.id, ids('withdrawal')))
      : [],
    ids('deposit').length
      ? db
          .select()
          .from(ledgerDeposits)
          .where(inArray(ledgerDeposits.id, ids('deposit')))
      : [],
  ])
  const items = page.rows.map((r) => {
    if (r.type === 'withdrawal') {
      const row = wRows.find((w) => w.id === Number(r.id))
      if (!row) throw new Error('withdrawal vanished')
      return withdrawalView(row, now)
    }
    const row = dRows.find((d) => d.id === Number(r.id))
    if (!row) throw new Error('deposit vanished')
    return {
      id: row.id,
      type: 'deposit' as const,
      time: row.at.toISOString(),
      amount: row.amount,
      processingFee: '0',
      processedTime: row.at.toISOString(),
      cancelableUntil: null,
      status: 'processed' as const,
    }
  })
  return { items, total: Number(totals.rows[0]?.n ?? 0) }
}

/** Voucher redemptions of an address in the last month (docs/product.md#profile-screen), newest first. */
export async function voucherHistory(db: Db, address: string, now: Date) {
  const since = new Date(now)
  since.setUTCMonth(since.getUTCMonth() - 1)
  const rows = await db
    .select()
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.address, address), gte(voucherRedemptions.at, since)))
    .orderBy(desc(voucherRedemptions.at), desc(voucherRedemptions.id))
    .limit(500)
  return {
    items: rows.map((row) => ({
      tokenAddress: row.collection,
      tokenId: row.tokenId,
      vouchers: row.vouchers,
      txHash: row.txHash,
      chainId: row.chainId,
      time: row.at.toISOString(),
    })),
    total: rows.length,
  }
}

function nftTransferView(row: typeof nftTransfers.$inferSelect) {
  return {
    tokenId: row.tokenId,
    direction: row.direction as 'toGame' | 'toWallet',
    time: row.at.toISOString(),
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
    status: row.status as 'pending' | 'completed',
  }
}

/** NFT moves of an address, newest first (`nftTransfersResponseSchema`). */
export async function nftTransferHistory(db: Db, address: string, page: number, pageSize: number) {
  const where = eq(nftTransfers.address, address)
  const { rows, total } = await readPage(
    db,
    { page, pageSize },
    db.select().from(nftTransfers).where(where).orderBy(desc(nftTransfers.at), desc(nftTransfers.id)),
    { from: nftTransfers, where },
  )
  return { items: rows.map(nftTransferView), total }
}

/** The custody row of a card (its key: chain, collection, token id). */
export function custodyOf(card: { chainId: number; collection: string; tokenId: string }) {
  return and(
    eq(nftCustody.chainId, card.chainId),
    eq(nftCustody.collection, card.collection),
    eq(nftCustody.tokenId, card.tokenId),
  )
}

/**
 * Requests NFTs back from the game account to the wallet: each must be in the account (`NFT_NOT_IN_GAME_ACCOUNT`)
 * and past its 24 h lock (409 `NFT_LOCKED` with `data.lockedUntil`). The keeper releases them.
 * Idempotent by key.
 */
export async function requestNftRelease(
  db: Db,
  input: { address: string; tokenIds: string[]; idempotencyKey: string; now: Date },
) {
  const { address, now } = input
  const tokenIds = [...new Set(input.tokenIds.map((id) => BigInt(id).toString()))].sort()
  return once(db, `nft:${address}`, input.idempotencyKey, { tokenIds }, now, async (tx) => {
    const held = await tx
      .select()
      .from(nftCustody)
      .where(and(eq(nftCustody.address, address), inArray(nftCustody.tokenId, tokenIds)))
      .for('update')
    const created = []
    for (const tokenId of tokenIds) {
      const row = held.find((h) => h.tokenId === tokenId && h.status === 'inGame')
      if (!row) throw new ApiError('NFT_NOT_IN_GAME_ACCOUNT', 404, { tokenId })
      if (row.lockedUntil > now)
        throw new ApiError('NFT_LOCKED', 409, {
          tokenId,
          lockedUntil: row.lockedUntil.toISOString(),
        })
      await tx.update(nftCustody).set({ status: 'releasing', updatedAt: now }).where(custodyOf(row))
      const [transfer] = await tx
        .insert(nftTransfers)
        .values({
          address,
          chainId: row.chainId,
          collection: row.collection,
          tokenId,
          direction: 'toWallet',
          status: 'pending',
          lockedUntil: null,
          at: now,
        })
        .returning()
      if (transfer) created.push(nftTransferView(transfer))
    }
    return { items: created, total: created.length }
  })
}

/** NFTs of an address in the game account (in custody, not requested back), with their lock. */
export async function nftsInGame(db: Db, address: string) {
  const rows = await db
    .select()
    .from(nftCustody)
    .where(and(eq(nftCustody.address, address), eq(nftCustody.status, 'inGame')))
    .orderBy(nftCustody.tokenId)
  return {
    items: rows.map((r) => ({
      tokenId: r.tokenId,
      collection: r.collection,
      chainId: r.chainId,
      lockedUntil: r.lockedUntil.toISOString(),
    })),
  }
}
