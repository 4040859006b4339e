import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

// The keeper's own tables, migrated from drizzle-keeper/ with their own migrations table
// (`__drizzle_migrations_keeper`), so the keeper and the api's ledger can change their schemas independently.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * Indexer checkpoint per log consumer: every log of the consumer's contract up to `blockNumber` (inclusive) has
 * been handled. Moved in the same transaction as the consumer's `handle`.
 */
export const keeperCheckpoints = pgTable('keeper_checkpoints', {
  consumer: text('consumer').primaryKey(),
  chainId: integer('chain_id').notNull(),
  blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
  /** Hash of that block when it was handled: a mismatch later means a reorg deeper than the confirmations. */
  blockHash: text('block_hash').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
})

/**
 * Hashes of the blocks where checkpoints were set (per chain, the recent ones): after a reorg deeper than the
 * confirmations, the indexer rewinds its checkpoints to the newest of these that is still on the chain.
 */
export const keeperBlocks = pgTable(
  'keeper_blocks',
  {
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.blockNumber] })],
)

/** Coordinator requests seen by the indexer, fulfilled by the randomness operator. */
export const keeperRandomnessRequests = pgTable(
  'keeper_randomness_requests',
  {
    chainId: integer('chain_id').notNull(),
    requestId: bigint('request_id', { mode: 'bigint' }).notNull(),
    consumer: text('consumer').notNull(),
    epoch: integer('epoch').notNull(),
    index: bigint('index', { mode: 'bigint' }).notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    /** pending, fulfilled (the word is recorded), delivered (its consumer ran), refund_due (cancelled, refund failed), cancelled (refunded) */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    fulfilledTx: text('fulfilled_tx'),
    /** The block of the devnet VRF node's fulfilment while it may still be reorganised away (its reorg window). */
    fulfilledBlock: bigint('fulfilled_block', { mode: 'bigint' }),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.requestId] }),
    index('keeper_randomness_status_idx').on(t.status, t.nextAttemptAt),
  ],
)

/** Card merges (HeroCard MergeAdded / MergeResolved / MergeCancelled): the merge read model. */
export const mergeRecords = pgTable(
  'merge_records',
  {
    chainId: integer('chain_id').notNull(),
    mergeId: bigint('merge_id', { mode: 'bigint' }).notNull(),
    address: text('address').notNull(),
    tokenIdA: text('token_id_a').notNull(),
    tokenIdB: text('token_id_b').notNull(),
    price: numeric('price', { precision: 78, scale: 0 }).notNull(),
    designate: boolean('designate').notNull(),
    requestId: text('request_id').notNull(),
    /** pending, succeeded, failed, cancelled */
    status: text('status').notNull(),
    upgradedTokenId: text('upgraded_token_id'),
    burnedTokenId: text('burned_token_id'),
    requestTx: text('request_tx').notNull(),
    resolveTx: text('resolve_tx'),
    requestedAt: ts('requested_at').notNull(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.mergeId] }),
    index('merge_records_address_idx').on(t.address, t.requestedAt),
  ],
)
