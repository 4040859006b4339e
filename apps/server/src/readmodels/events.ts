import { and, eq, sql } from 'drizzle-orm'
import { type BulkColumn, unnestRows } from '../db/bulk.js'
import type { Db } from '../db/client.js'
import { appliedEvents, boxRecords, bridgeRequests, chainTransfers, worldCupUsers } from '../db/schema.js'

/** Where an event was logged; (chainId, txHash, logIndex) identifies it. */
export type EventOrigin = { chainId: number; txHash: string; logIndex: number; blockTime: string }

/**
 * The chain events the read models consume, already decoded by the keeper (which maps each contract's own event
 * to one of these). Amounts are integers: credits as numbers, tokens and fees in base units as decimal strings.
 */
export type ReadModelEvent = EventOrigin &
  (
    | { name: 'CreditsBought'; user: string; credits: number }
    | { name: 'CreditsActivated'; user: string; credits: number }
    | { name: 'Cheered'; user: string; matchId: number; credits: number }
    | { name: 'CheerSettled'; user: string; matchId: number; winCredits: number }
    | { name: 'CreditsClaimed'; user: string; credits: number }
    | { name: 'RaffleTicketsAwarded'; user: string; tickets: number }
    | { name: 'BridgeRequested'; requestId: string; user: string; tokenIds: string[]; fee: string }
    | { name: 'BridgeCompleted'; requestId: string; destTxHash?: string }
    | {
        name: 'BoxOpened'
        user: string
        boxType: string
        tokenId: string
        heroId: number | null
        rarity: string | null
      }
    | { name: 'GameDeposited'; user: string; amount: string }
    | { name: 'GamePaidOut'; user: string; amount: string }
  )

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function bumpWorldCup(
  tx: Tx,
  user: string,
  changes: Partial<
    Record<
      'winningPoints' | 'unclaimedCredits' | 'generalCredits' | 'stakeActivities' | 'raffleTickets',
      number
    >
  >,
) {
  const address = user.toLowerCase()
  await tx.insert(worldCupUsers).values({ address }).onConflictDoNothing()
  const set: Record<string, unknown> = {}
  for (const [key, delta] of Object.entries(changes)) {
    const column = worldCupUsers[key as keyof typeof changes]
    set[key] = sql`${column} + ${delta}`
  }
  await tx.update(worldCupUsers).set(set).where(eq(worldCupUsers.address, address))
}

const bridgeProgress = { pending: 0, processing: 50, completed: 100 } as const

async function advanceBridge(
  tx: Tx,
  requestId: string,
  status: 'processing' | 'completed',
  txHash: string,
  at: Date,
) {
  // Only forward: an event that arrives late never moves a request back.
  const allowed = status === 'processing' ? ['pending'] : ['pending', 'processing']
  await tx
    .update(bridgeRequests)
    .set({ status, updatedAt: at, ...(status === 'completed' ? { polygonTx: txHash } : {}) })
    .where(and(eq(bridgeRequests.requestId, requestId), sql`${bridgeRequests.status} in ${allowed}`))
}

/**
 * Applies chain events to the read models, each exactly once (an event seen again is skipped), in one transaction
 * per event. Returns how many were new.
 */
export async function applyEvents(db: Db, events: readonly ReadModelEvent[]): Promise<number> {
  let applied = 0
  for (const event of events) if (await db.transaction((tx) => applyEvent(tx, event))) applied++
  return applied
}

/**
 * Applies events inside the caller's transaction (the keeper's, with its checkpoint); returns how many were new.
 * Batched for the indexer's catch-up: deposits and payouts (the bulk of the events) go in with one statement,
 * skipped when already there; the other events' keys too, then their effects one by one, in order.
 */
export async function applyEventsInTx(tx: Tx, events: readonly ReadModelEvent[]): Promise<number> {
  let applied = 0
  // Deposits and payouts: their own unique (chain, transaction, log index) index makes them exactly-once.
  // One statement, one array parameter per column (`unnestRows`).
  const transfers = events.filter(isTransfer).map(transferRow)
  if (transfers.length > 0) {
    const inserted = await tx.execute<{ n: number }>(sql`with i as (
      insert into chain_transfers (address, kind, amount, chain_id, tx_hash, log_index, at)
      ${unnestRows(transfers, transferColumns, 'incoming')}
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from i`)
    applied += Number(inserted.rows[0]?.n ?? 0)
  }
  const others = events.filter((e) => !isTransfer(e))
  const fresh = new Map<string, ReadModelEvent>()
  for (let i = 0; i < others.length; i += BATCH) {
    const chunk = others.slice(i, i + BATCH)
    const inserted = await tx
      .insert(appliedEvents)
      .values(chunk.map(appliedKey))
      .onConflictDoNothing()
      .returning({
        chainId: appliedEvents.chainId,
        txHash: appliedEvents.txHash,
        logIndex: appliedEvents.logIndex,
      })
    const keys = new Set(inserted.map(keyOf))
    for (const event of chunk) {
      const key = keyOf(appliedKey(event))
      if (keys.has(key) && !fresh.has(key)) fresh.set(key, event)
    }
  }
  for (const event of fresh.values()) await applyEffect(tx, event)
  return applied + fresh.size
}

type Transfer = Extract<ReadModelEvent, { name: 'GameDeposited' | 'GamePaidOut' }>
const isTransfer = (e: ReadModelEvent): e is Transfer =>
  e.name === 'GameDeposited' || e.name === 'GamePaidOut'

/** Rows per multi-row insert. */
const BATCH = 1000

function appliedKey(event: ReadModelEvent) {
  return {
    chainId: event.chainId,
    txHash: event.txHash.toLowerCase(),
    logIndex: event.logIndex,
    name: event.name,
  }
}

function keyOf(k: { chainId: number; txHash: string; logIndex: number }) {
  return `${k.chainId}:${k.txHash}:${k.logIndex}`
}

type TransferRow = ReturnType<typeof transferRow>
const transferColumns: BulkColumn<TransferRow>[] = [
  { name: 'address', type: 'text', value: (t) => t.address },
  { name: 'kind', type: 'text', value: (t) => t.kind },
  { name: 'amount', type: 'numeric', value: (t) => t.amount },
  { name: 'chain_id', type: 'integer', value: (t) => t.chainId },
  { name: 'tx_hash', type: 'text', value: (t) => t.txHash },
  { name: 'log_index', type: 'integer', value: (t) => t.logIndex },
  { name: 'at', type: 'timestamptz', value: (t) => t.at },
]

function transferRow(event: Transfer) {
  return {
    address: event.user.toLowerCase(),
    kind: event.name === 'GameDeposited' ? 'deposit' : 'payout',
    amount: event.amount,
    chainId: event.chainId,
    txHash: event.txHash.toLowerCase(),
    logIndex: event.logIndex,
    at: new Date(event.blockTime),
  }
}

/** Applies one event unless (chain, transaction, log index) was applied before; true when it was new. */
async function applyEvent(tx: Tx, event: ReadModelEvent): Promise<boolean> {
  const inserted = await tx.insert(appliedEvents).values(appliedKey(event)).onConflictDoNothing().returning({
    name: appliedEvents.name,
  })
  if (inserted.length === 0) return false
  await applyEffect(tx, event)
  return true
}

/** What an event changes in the read models. */
async function applyEffect(tx: Tx, event: ReadModelEvent): Promise<void> {
  const at = new Date(event.blockTime)
  switch (event.name) {
    case 'CreditsBought':
    case 'CreditsActivated':
      await bumpWorldCup(tx, event.user, { generalCredits: event.credits })
      break
    case 'Cheered':
      await bumpWorldCup(tx, event.user, { generalCredits: -event.credits, stakeActivities: 1 })
      break
    case 'CheerSettled':
      await bumpWorldCup(tx, event.user, {
        unclaimedCredits: event.winCredits,
        winningPoints: event.winCredits,
      })
      break
    case 'CreditsClaimed':
      await bumpWorldCup(tx, event.user, {
        unclaimedCredits: -event.credits,
        generalCredits: event.credits,
      })
      break
    case 'RaffleTicketsAwarded':
      await bumpWorldCup(tx, event.user, { raffleTickets: event.tickets })
      break
    case 'BridgeRequested':
      await tx
        .insert(bridgeRequests)
        .values({
          requestId: event.requestId,
          address: event.user.toLowerCase(),
          nftIds: event.tokenIds,
          bscTx: event.txHash.toLowerCase(),
          status: 'pending',
          fee: event.fee,
          requestedAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
      break
    case 'BridgeCompleted':
      await advanceBridge(
        tx,
        event.requestId,
        'completed',
        (event.destTxHash ?? event.txHash).toLowerCase(),
        at,
      )
      break
    case 'BoxOpened': {
      const row = {
        address: event.user.toLowerCase(),
        boxType: event.boxType,
        tokenId: event.tokenId,
        heroId: event.heroId,
        rarity: event.rarity,
        txHash: event.txHash.toLowerCase(),
        logIndex: event.logIndex,
        openedAt: at,
      }
      // One record per box: the same box revealed in another transaction is the chain's answer after a reorg deeper
      // than the confirmations (the indexer replays the new branch's logs after the abandoned ones): it replaces the
      // abandoned reveal, never counts twice.
      await tx
        .insert(boxRecords)
        .values(row)
        .onConflictDoUpdate({ target: [boxRecords.boxType, boxRecords.tokenId], set: row })
      break
    }
    case 'GameDeposited':
    case 'GamePaidOut':
      await tx.insert(chainTransfers).values(transferRow(event)).onConflictDoNothing()
      break
  }
}

export { bridgeProgress }
