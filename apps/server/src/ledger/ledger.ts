import { canCancelWithdrawal, quoteWithdrawal, type WithdrawalWait } from '@finaverse/domain'
import { and, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { formatEther, parseEther } from 'viem'
import { type BulkColumn, unnestRows } from '../db/bulk.js'
import type { Db } from '../db/client.js'
import { ledgerBalances, ledgerEntries, withdrawals } from '../db/schema.js'
import { ApiError } from '../errors.js'
import type { Tx } from '../keeper/types.js'
import { once, requestHash } from './idempotency.js'

/** The three balances of a game account. */
export type Bucket = 'deposited' | 'earned' | 'staked'
export type Balances = Record<Bucket, bigint> & { cooldownUntil: Date | null }
type Change = { bucket: Bucket; delta: bigint }

/** Locks an address's balance row (`SELECT ... FOR UPDATE`), creating it at zero first if needed. */
export async function lockBalances(tx: Tx, address: string): Promise<Balances> {
  const select = () =>
    tx.select().from(ledgerBalances).where(eq(ledgerBalances.address, address)).for('update')
  let [row] = await select()
  if (!row) {
    // First movement of this address: create the row (a concurrent creator makes this a no-op), then lock it.
    await tx.insert(ledgerBalances).values({ address }).onConflictDoNothing()
    ;[row] = await select()
  }
  if (!row) throw new Error(`balance row of ${address} missing`)
  return {
    deposited: BigInt(row.deposited),
    earned: BigInt(row.earned),
    staked: BigInt(row.staked),
    cooldownUntil: row.cooldownUntil,
  }
}

/**
 * Applies signed changes to a locked balance row and appends one ledger entry per change. A balance going
 * negative is a bug of the caller: it throws and the transaction rolls back.
 */
export async function applyChanges(
  tx: Tx,
  address: string,
  locked: Balances,
  changes: readonly Change[],
  entry: { kind: string; ref: string; at: Date },
  cooldownUntil: Date | null = locked.cooldownUntil,
): Promise<Balances> {
  const next: Balances = { ...locked, cooldownUntil }
  for (const { bucket, delta } of changes) next[bucket] += delta
  for (const bucket of ['deposited', 'earned', 'staked'] as const)
    if (next[bucket] < 0n) throw new Error(`ledger: ${bucket} of ${address} would go negative`)
  await tx
    .update(ledgerBalances)
    .set({
      deposited: next.deposited.toString(),
      earned: next.earned.toString(),
      staked: next.staked.toString(),
      cooldownUntil,
      updatedAt: entry.at,
    })
    .where(eq(ledgerBalances.address, address))
  const rows = changes
    .filter((c) => c.delta !== 0n)
    .map((c) => ({ address, bucket: c.bucket, delta: c.delta.toString(), ...entry }))
  if (rows.length > 0) await tx.insert(ledgerEntries).values(rows)
  return next
}

/** A GameVault `Deposited` event to credit: its key (chain, transaction, log index), depositor, amount and time. */
export type DepositCredit = {
  address: string
  amount: bigint
  depositId: string
  chainId: number
  txHash: string
  logIndex: number
  at: Date
}

const depositColumns: BulkColumn<DepositCredit>[] = [
  { name: 'address', type: 'text', value: (d) => d.address },
  { name: 'amount', type: 'numeric', value: (d) => d.amount.toString() },
  { name: 'deposit_id', type: 'numeric', value: (d) => d.depositId },
  { name: 'chain_id', type: 'integer', value: (d) => d.chainId },
  { name: 'tx_hash', type: 'text', value: (d) => d.txHash },
  { name: 'log_index', type: 'integer', value: (d) => d.logIndex },
  { name: 'at', type: 'timestamptz', value: (d) => d.at },
]

/**
 * Credits deposits to their depositors' Deposited balances in the caller's transaction (the keeper's, with its
 * checkpoint), each exactly once per (chain, transaction, log index), in one statement (the deposits passed as one
 * array per column, {@link unnestRows}):
 * - the `ledger_deposits` rows inserted skipping the keys already there (the unique index, `ON CONFLICT DO NOTHING
 *   ... RETURNING`): only the returned rows are credited, so a replayed event or a duplicate within the batch
 *   credits nothing;
 * - one `deposit` ledger entry per returned row;
 * - per address the sum of its new deposits added to its balance row by `INSERT ... ON CONFLICT (address) DO UPDATE
 *   SET deposited = deposited + excluded.deposited` (creating the row of an address seen for the first time: a
 *   deposit may come before the account). That update takes the row's lock, so it waits for a withdrawal holding
 *   it and adds to the balance the withdrawal committed (a withdrawal's conditional update that read the balance
 *   before then fails its condition and runs again locked); the rows go in address order, so two batches lock them
 *   in the same order.
 * Returns how many deposits were new.
 */
export async function creditDeposits(tx: Tx, deposits: readonly DepositCredit[]): Promise<number> {
  if (deposits.length === 0) return 0
  const result = await tx.execute<{ credited: number }>(sql`with d as (
    insert into ledger_deposits (address, amount, deposit_id, chain_id, tx_hash, log_index, at)
    ${unnestRows(deposits, depositColumns, 'incoming')}
    on conflict do nothing
    returning address, amount, chain_id, tx_hash, log_index, at
  ), e as (
    insert into ledger_entries (address, bucket, delta, kind, ref, at)
    select address, 'deposited', amount, 'deposit', 'deposit:' || chain_id || ':' || tx_hash || ':' || log_index, at
    from d
  ), b as (
    insert into ledger_balances (address, deposited, updated_at)
    select address, sum(amount), max(at) from d group by address order by address
    on conflict (address) do update
    set deposited = ledger_balances.deposited + excluded.deposited, updated_at = excluded.updated_at
  )
  select count(*)::int as credited from d`)
  return Number(result.rows[0]?.credited ?? 0)
}

/** The balances of an address (zero when it never had any). */
export async function getBalances(db: Db | Tx, address: string): Promise<Balances> {
  const [row] = await db.select().from(ledgerBalances).where(eq(ledgerBalances.address, address))
  return {
    deposited: BigInt(row?.deposited ?? 0),
    earned: BigInt(row?.earned ?? 0),
    staked: BigInt(row?.staked ?? 0),
    cooldownUntil: row?.cooldownUntil ?? null,
  }
}

/** Per bucket, the sum of the address's ledger entries (equal to its balances unless something is wrong). */
export async function entrySums(db: Db | Tx, address: string): Promise<Record<Bucket, bigint>> {
  const rows = await db
    .select({
      bucket: ledgerEntries.bucket,
      sum: sql<string>`coalesce(sum(${ledgerEntries.delta}), 0)::text`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.address, address))
    .groupBy(ledgerEntries.bucket)
  const sums: Record<Bucket, bigint> = { deposited: 0n, earned: 0n, staked: 0n }
  for (const row of rows) sums[row.bucket as Bucket] = BigInt(row.sum)
  return sums
}

export type WithdrawalRow = typeof withdrawals.$inferSelect

/**
 * A withdrawal as the REST contract shows it (`gameTransactionSchema`). Given `now`, a submitted withdrawal past its
 * cancel cutoff shows as `processing` already (the payout job records that on its next run).
 */
export function withdrawalView(row: WithdrawalRow, now?: Date) {
  const locked = row.status === 'submitted' && now !== undefined && !canCancelWithdrawal(row.processAt, now)
  const status = locked ? 'processing' : row.status
  return {
    id: row.id,
    type: 'withdrawal' as const,
    time: row.createdAt.toISOString(),
    amount: row.amount,
    // What the player does not receive: the 1-token fee plus the early penalty.
    processingFee: (BigInt(row.fee) + BigInt(row.penalty)).toString(),
    processedTime: row.processedAt?.toISOString() ?? null,
    cancelableUntil: status === 'submitted' ? row.cancelableUntil.toISOString() : null,
    status: status as 'submitted' | 'processing' | 'processed' | 'canceled',
  }
}
export type WithdrawalView = ReturnType<typeof withdrawalView>

/**
 * Submits a withdrawal of `amount` FINA (decimal, fee and penalty included) for `address`: the domain's
 * `quoteWithdrawal` on the balances decides; the amount leaves the deposited and earned balances at once
 * (deposited first), a withdrawal with an earned part starts the 72 h cooldown. Idempotent by key.
 *
 * Two round trips in the common case ({@link withdrawOptimistic}); a request that loses a race with another change
 * of the same balance row or with the same key takes the locked path ({@link withdrawLocked}).
 */
export async function requestWithdrawal(db: Db, input: WithdrawalInput): Promise<WithdrawalView> {
  const fast = await withdrawOptimistic(db, input)
  if (fast) return fast
  try {
    return await withdrawLocked(db, input)
  } catch (error) {
    // The locked path takes the key, then the row; a racing optimistic statement takes the row, then the key. When
    // PostgreSQL breaks that deadlock by aborting this transaction, the other one has committed or rolled back: run
    // again (it then answers the stored result or submits).
    if (pgCode(error) !== '40P01') throw error
    return withdrawLocked(db, input)
  }
}

type WithdrawalInput = {
  address: string
  amount: string
  wait: WithdrawalWait
  idempotencyKey: string
  now: Date
}

/** The SQLSTATE of a database error (node-postgres and PGlite both set `code`; Drizzle wraps it in `cause`). */
function pgCode(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if (typeof (e as { code?: unknown }).code === 'string') return (e as { code: string }).code
  return undefined
}

/** The balance row and the idempotency key's record (if any) of a withdrawal request, in one query. */
const WITHDRAW_READ = `select b.deposited::text as deposited, b.earned::text as earned, b.cooldown_until,
  k.request_hash, k.response
from (select 1) as one
left join ledger_balances b on b.address = $1
left join idempotency_keys k on k.scope = $2 and k.key = $3`

/**
 * The columns a new withdrawal is written with, named once: {@link withdrawalValues} gives their values, the locked
 * path inserts them with Drizzle, and {@link WITHDRAW_WRITE} is built from them.
 */
const NEW_WITHDRAWAL = [
  'address',
  'amount',
  'fromDeposited',
  'fromEarned',
  'penalty',
  'fee',
  'receive',
  'wait',
  'status',
  'createdAt',
  'processAt',
  'cancelableUntil',
] as const
type NewWithdrawal = {
  [K in (typeof NEW_WITHDRAWAL)[number]]: NonNullable<(typeof withdrawals.$inferInsert)[K]>
}

/** Parameters of {@link WITHDRAW_WRITE} before the withdrawal's columns (which follow in NEW_WITHDRAWAL order). */
const WRITE_PARAMS = [
  'address',
  'scope',
  'idempotencyKey',
  'now',
  'cooldownUntil',
  'readDeposited',
  'readEarned',
  'readCooldownUntil',
  'requestHash',
  'answer',
] as const
const $ = (name: (typeof WRITE_PARAMS)[number]) => `$${WRITE_PARAMS.indexOf(name) + 1}`
/** The placeholder of a withdrawal column, cast to the column's SQL type. */
const $column = (name: (typeof NEW_WITHDRAWAL)[number]) =>
  `$${WRITE_PARAMS.length + NEW_WITHDRAWAL.indexOf(name) + 1}::${withdrawals[name].getSQLType()}`

/**
 * The whole withdrawal in one statement (one implicit transaction): the conditional update of the balance row
 * (it applies only if the row still holds the balances the quote was made on: the row lock it takes, and
 * PostgreSQL's re-check of the condition after waiting for it, make a concurrent change fail it), then, from its
 * RETURNING, the withdrawal, its ledger entries (non-zero parts) and the idempotency record with the answer (the
 * primary key refuses a concurrent request with the same key: the statement rolls back whole).
 */
const WITHDRAW_WRITE = `with b as (
  update ledger_balances
  set deposited = deposited - ${$column('fromDeposited')}, earned = earned - ${$column('fromEarned')},
    cooldown_until = ${$('cooldownUntil')}::timestamptz, updated_at = ${$('now')}::timestamptz
  where address = ${$('address')} and deposited = ${$('readDeposited')}::numeric
    and earned = ${$('readEarned')}::numeric
    and cooldown_until is not distinct from ${$('readCooldownUntil')}::timestamptz
  returning address
), w as (
  insert into withdrawals (${NEW_WITHDRAWAL.map((name) => withdrawals[name].name).join(', ')})
  select ${NEW_WITHDRAWAL.map($column).join(', ')}
  from b
  returning id, address
), e as (
  insert into ledger_entries (address, bucket, delta, kind, ref, at)
  select w.address, c.bucket, -c.part, 'withdrawal', 'withdrawal:' || w.id, ${$('now')}::timestamptz
  from w cross join (values ('deposited', ${$column('fromDeposited')}), ('earned', ${$column('fromEarned')}))
    as c (bucket, part)
  where c.part <> 0
), k as (
  insert into idempotency_keys (scope, key, request_hash, response, created_at)
  select ${$('scope')}::text, ${$('idempotencyKey')}::text, ${$('requestHash')}::text,
    ${$('answer')}::jsonb || jsonb_build_object('id', w.id), ${$('now')}::timestamptz
  from w
)
select id from w`

type Queryable = {
  query(
    query: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>
}

/**
 * Runs a statement by name: on PostgreSQL a prepared statement (each pooled connection parses and plans it once);
 * PGlite (in-process) runs the text.
 */
async function prepared<R>(db: Db, name: string, text: string, values: unknown[]): Promise<R[]> {
  const client = (db as Db & { $client: unknown }).$client as Queryable
  const result =
    client instanceof pg.Pool ? await client.query({ name, text, values }) : await client.query(text, values)
  return result.rows as R[]
}

/**
 * The optimistic path of {@link requestWithdrawal}: reads the balances and the key, quotes, and writes everything
 * with {@link WITHDRAW_WRITE}. Returns undefined when a concurrent change won (the balance row changed, or the same
 * key was recorded meanwhile or is being recorded by the locked path).
 */
async function withdrawOptimistic(db: Db, input: WithdrawalInput): Promise<WithdrawalView | undefined> {
  const { address, amount, wait, idempotencyKey, now } = input
  const scope = `withdraw:${address}`
  const hash = requestHash({ amount, wait })
  const [read] = await prepared<{
    deposited: string | null
    earned: string | null
    cooldown_until: Date | null
    request_hash: string | null
    response: WithdrawalView | null
  }>(db, 'withdraw_read', WITHDRAW_READ, [address, scope, idempotencyKey])
  if (read?.request_hash != null) {
    if (read.request_hash !== hash) throw new ApiError('IDEMPOTENCY_KEY_REUSED', 409)
    return read.response ?? undefined
  }
  const deposited = BigInt(read?.deposited ?? 0)
  const earned = BigInt(read?.earned ?? 0)
  const cooldownUntil = read?.cooldown_until ?? null
  const quote = acceptedQuote(input, { deposited, earned, cooldownUntil })
  const values = withdrawalValues(input, quote)
  const row: WithdrawalRow = {
    id: 0,
    ...values,
    canceledAt: null,
    processedAt: null,
    batchId: null,
  }
  const { id: _, ...view } = withdrawalView(row)
  let written: { id: number }[]
  try {
    const params: Record<(typeof WRITE_PARAMS)[number], unknown> = {
      address,
      scope,
      idempotencyKey,
      now,
      cooldownUntil: quote.cooldownUntil,
      readDeposited: deposited.toString(),
      readEarned: earned.toString(),
      readCooldownUntil: cooldownUntil,
      requestHash: hash,
      answer: JSON.stringify(view),
    }
    written = await prepared<{ id: number }>(db, 'withdraw_write', WITHDRAW_WRITE, [
      ...WRITE_PARAMS.map((name) => params[name]),
      ...NEW_WITHDRAWAL.map((name) => values[name]),
    ])
  } catch (error) {
    // The same key recorded meanwhile (unique violation), or a deadlock with the locked path holding it.
    if (pgCode(error) === '23505' || pgCode(error) === '40P01') return undefined
    throw error
  }
  const [written0] = written
  return written0 ? withdrawalView({ ...row, id: written0.id }) : undefined
}

type Quote = Extract<ReturnType<typeof quoteWithdrawal>, { ok: true }>

/** The domain's quote of a withdrawal on these balances; a refusal is a 400 with its code. */
function acceptedQuote(
  input: WithdrawalInput,
  balances: Pick<Balances, 'deposited' | 'earned' | 'cooldownUntil'>,
): Quote {
  const quote = quoteWithdrawal({
    amount: input.amount,
    deposited: formatEther(balances.deposited),
    earned: formatEther(balances.earned),
    wait: input.wait,
    now: input.now,
    cooldownUntil: balances.cooldownUntil,
  })
  if (!quote.ok) throw new ApiError(quote.error, 400)
  return quote
}

/** A new withdrawal's columns from its request and accepted quote (amounts in base units). */
function withdrawalValues(input: WithdrawalInput, quote: Quote): NewWithdrawal {
  return {
    address: input.address,
    amount: parseEther(input.amount).toString(),
    fromDeposited: parseEther(quote.fromDeposited).toString(),
    fromEarned: parseEther(quote.fromEarned).toString(),
    penalty: parseEther(quote.penalty).toString(),
    fee: parseEther(quote.fee).toString(),
    receive: parseEther(quote.receive).toString(),
    wait: input.wait,
    status: 'submitted',
    createdAt: input.now,
    processAt: quote.processAt,
    cancelableUntil: quote.cancelableUntil,
  }
}

/** The locked path of {@link requestWithdrawal}: one transaction holding the key's row and the balance row lock. */
async function withdrawLocked(db: Db, input: WithdrawalInput): Promise<WithdrawalView> {
  const { address, amount, wait, now } = input
  return once(db, `withdraw:${address}`, input.idempotencyKey, { amount, wait }, now, async (tx) => {
    const balances = await lockBalances(tx, address)
    const quote = acceptedQuote(input, balances)
    const [row] = await tx.insert(withdrawals).values(withdrawalValues(input, quote)).returning()
    if (!row) throw new Error('withdrawal not inserted')
    await applyChanges(
      tx,
      address,
      balances,
      [
        { bucket: 'deposited', delta: -BigInt(row.fromDeposited) },
        { bucket: 'earned', delta: -BigInt(row.fromEarned) },
      ],
      { kind: 'withdrawal', ref: `withdrawal:${row.id}`, at: now },
      quote.cooldownUntil,
    )
    return withdrawalView(row)
  })
}

/**
 * Cancels a submitted withdrawal until 1 hour before its processing time: the amount returns to the balances it
 * came from, minus the 1-token fee (not refunded; taken from the deposited part first); the cooldown stays.
 */
export async function cancelWithdrawal(
  db: Db,
  input: { address: string; id: number; idempotencyKey: string; now: Date },
): Promise<WithdrawalView> {
  const { address, id, now } = input
  return once(db, `cancel:${address}`, input.idempotencyKey, { id }, now, async (tx) => {
    const balances = await lockBalances(tx, address)
    const [current] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.address, address)))
    if (!current) throw new ApiError('NOT_FOUND', 404)
    if (current.status !== 'submitted') throw new ApiError('WITHDRAWAL_REQUEST_FAILED', 409)
    if (!canCancelWithdrawal(current.processAt, now)) throw new ApiError('WITHDRAWAL_REQUEST_TIMEOUT', 409)
    // Conditional: the payout job moves `submitted` to `processing` with the same kind of update.
    const [row] = await tx
      .update(withdrawals)
      .set({ status: 'canceled', canceledAt: now })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'submitted')))
      .returning()
    if (!row) throw new ApiError('WITHDRAWAL_REQUEST_FAILED', 409)
    const fee = BigInt(row.fee)
    const fromDeposited = BigInt(row.fromDeposited)
    const feeFromDeposited = fee < fromDeposited ? fee : fromDeposited
    await applyChanges(
      tx,
      address,
      balances,
      [
        { bucket: 'deposited', delta: fromDeposited - feeFromDeposited },
        { bucket: 'earned', delta: BigInt(row.fromEarned) - (fee - feeFromDeposited) },
      ],
      { kind: 'withdrawal_cancel', ref: `withdrawal:${row.id}`, at: now },
    )
    return withdrawalView(row)
  })
}

/** A game-server movement: `earning` credits earned; `stake` moves earned to staked; `unstake` moves it back. */
export type GameMovement = 'earning' | 'stake' | 'unstake'

const movementChanges: Record<GameMovement, (amount: bigint) => Change[]> = {
  earning: (amount) => [{ bucket: 'earned', delta: amount }],
  stake: (amount) => [
    { bucket: 'earned', delta: -amount },
    { bucket: 'staked', delta: amount },
  ],
  unstake: (amount) => [
    { bucket: 'staked', delta: -amount },
    { bucket: 'earned', delta: amount },
  ],
}

/**
 * Applies a game-server movement of `amount` FINA (decimal) for `address`, idempotent by key. Staking more than
 * the earned balance, or unstaking more than the staked one, is refused with `EXCEEDS_BALANCE`.
 */
export async function applyGameMovement(
  db: Db,
  input: {
    movement: GameMovement
    address: string
    amount: string
    reference: string
    idempotencyKey: string
    now: Date
  },
) {
  const { movement, address, amount, reference, now } = input
  const request = { movement, address, amount, reference }
  return once(db, 'game-server', input.idempotencyKey, request, now, async (tx) => {
    const balances = await lockBalances(tx, address)
    const changes = movementChanges[movement](parseEther(amount))
    for (const { bucket, delta } of changes)
      if (balances[bucket] + delta < 0n) throw new ApiError('EXCEEDS_BALANCE', 400)
    const next = await applyChanges(tx, address, balances, changes, {
      kind: movement,
      ref: `game:${reference}`,
      at: now,
    })
    return balancesView(next)
  })
}

/** Balances as the REST API shows them (base units). */
export function balancesView(balances: Balances) {
  return {
    deposited: balances.deposited.toString(),
    earned: balances.earned.toString(),
    staked: balances.staked.toString(),
    cooldownUntil: balances.cooldownUntil?.toISOString() ?? null,
  }
}
