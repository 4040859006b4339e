import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Game accounts: one per wallet and one per e-mail. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  address: text('address').notNull().unique(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  inviteCode: text('invite_code'),
  emailVerifiedAt: ts('email_verified_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
})

/** Sign-In with Ethereum nonces: issued by the server, used once. */
export const siweNonces = pgTable('siwe_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
})

/** Sessions; the cookie holds the token, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The id the account's session list shows (the token hash never leaves the server). */
    id: serial('id').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Last request with the session, to the minute (written at most once a minute). */
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    /** Browser and system from the User-Agent of the sign-in (`Chrome on Android`), '' when unknown. */
    client: text('client').notNull().default(''),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
)

/**
 * Mailed sign-in links: the SHA-256 of the token only, single use, 15 minutes, valid only while the account still
 * has the e-mail the link was sent to (docs/product.md#sign-in-throttle).
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('sign_in_links_account_idx').on(t.accountId, t.createdAt)],
)

/** E-mail codes, stored as HMACs; 10-minute expiry, single use, limited attempts. */
export const mailCodes = pgTable(
  'mail_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The signed-in account that asked for a code of a signed-in purpose: only its session may check the code. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('mail_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt)],
)

/** Image captchas; the client holds the id in a cookie. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
})

/** Proof-of-work challenges already used (by challenge nonce), kept until the challenge expires. */
export const powSpent = pgTable(
  'pow_spent',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('pow_spent_expires_idx').on(t.expiresAt)],
)

/** Daily counters of e-mail codes sent, per key (`global`, `to:<address>`, `domain:<domain>`, `client:<ip>`). */
export const mailQuota = pgTable(
  'mail_quota',
  {
    key: text('key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.day] })],
)

/** Sign-in attempts with a password per account (counted before the hash check; a success removes its own). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    at: ts('at').notNull(),
  },
  (t) => [index('login_failures_account_at_idx').on(t.accountId, t.at)],
)

/** Local-mode outbox: every mail the server sent, readable by a developer. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
})

/** News, updates, fan art and heroes, in English and Chinese. */
export const content = pgTable(
  'content',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    gameId: integer('game_id').notNull().default(67),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    imageUrl: text('image_url'),
    isRecommend: integer('is_recommend').notNull().default(0),
    createdate: ts('createdate').notNull().defaultNow(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('content_kind_game_lang_idx').on(t.kind, t.gameId, t.lang)],
)

/** Named counters (Android downloads). */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
})

/** Page views per route and day; nothing about the visitor. */
export const pageViews = pgTable(
  'page_views',
  {
    route: text('route').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.route, t.day] })],
)

/** The player's team of heroes. */
export const teams = pgTable('teams', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  heroIds: jsonb('hero_ids').$type<number[]>().notNull(),
  updatedAt: ts('updated_at').notNull(),
})

/** Arena results as submitted by the game server; `match_id` makes the ingest idempotent. */
export const arenaMatches = pgTable('arena_matches', {
  matchId: text('match_id').primaryKey(),
  season: integer('season').notNull(),
  winner: text('winner').notNull(),
  loser: text('loser').notNull(),
  reward: numeric('reward', { precision: 48, scale: 18 }).notNull(),
  playedAt: ts('played_at').notNull(),
})

/** Arena standings per season and player, updated with each result. */
export const arenaPlayers = pgTable(
  'arena_players',
  {
    season: integer('season').notNull(),
    player: text('player').notNull(),
    formation: jsonb('formation').$type<number[]>().notNull(),
    wins: integer('wins').notNull().default(0),
    games: integer('games').notNull().default(0),
    streak: integer('streak').notNull().default(0),
    maxStreak: integer('max_streak').notNull().default(0),
    reward: numeric('reward', { precision: 48, scale: 18 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.player] }),
    // The ranking's order (src/routes/arena.ts): a page is read along it, never ranked over the whole season.
    index('arena_players_ranking_idx').on(t.season, t.wins.desc(), t.games, t.maxStreak.desc(), t.player),
  ],
)

/** Mystery boxes opened (filled by the keeper from chain events). */
export const boxRecords = pgTable(
  'box_records',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    boxType: text('box_type').notNull(),
    tokenId: text('token_id').notNull(),
    heroId: integer('hero_id'),
    rarity: text('rarity'),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    openedAt: ts('opened_at').notNull(),
  },
  (t) => [
    uniqueIndex('box_records_tx_log_idx').on(t.txHash, t.logIndex),
    // A box is revealed once: its reveal seen again in another transaction (the fulfilment reorganised into
    // another block, deeper than the confirmations) replaces the record of the abandoned one (readmodels/events.ts).
    uniqueIndex('box_records_box_idx').on(t.boxType, t.tokenId),
    index('box_records_address_idx').on(t.address),
  ],
)

/** On-chain deposits to and payouts from the game account (filled by the keeper). */
export const chainTransfers = pgTable(
  'chain_transfers',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    uniqueIndex('chain_transfers_event_idx').on(t.chainId, t.txHash, t.logIndex),
    index('chain_transfers_address_at_idx').on(t.address, t.at),
  ],
)

/** Chain events already applied to a read model, so applying one twice changes nothing. */
export const appliedEvents = pgTable(
  'applied_events',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] })],
)

/** World Cup profile per address. */
export const worldCupUsers = pgTable(
  'worldcup_users',
  {
    address: text('address').primaryKey(),
    winningPoints: integer('winning_points').notNull().default(0),
    unclaimedCredits: integer('unclaimed_credits').notNull().default(0),
    generalCredits: integer('general_credits').notNull().default(0),
    stakeActivities: integer('stake_activities').notNull().default(0),
    raffleTickets: integer('raffle_tickets').notNull().default(0),
  },
  // The ranking's order (src/routes/readmodels.ts): a page is read along it, never ranked over the whole table.
  (t) => [index('worldcup_users_ranking_idx').on(t.winningPoints.desc(), t.generalCredits.desc(), t.address)],
)

/** Bridge requests per address, from BSC request to Polygon completion. */
export const bridgeRequests = pgTable(
  'bridge_requests',
  {
    requestId: text('request_id').primaryKey(),
    address: text('address').notNull(),
    nftIds: jsonb('nft_ids').$type<string[]>().notNull(),
    bscTx: text('bsc_tx').notNull(),
    polygonTx: text('polygon_tx'),
    status: text('status').notNull(),
    fee: numeric('fee', { precision: 78, scale: 0 }).notNull(),
    requestedAt: ts('requested_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('bridge_requests_address_idx').on(t.address, t.requestedAt)],
)

/** Rate-limit counters shared by every api process on one PostgreSQL (key: route and client IP). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
)

// ---------- game account ledger (src/ledger) ----------

/**
 * Balances of a game account, in FINA base units, keyed by wallet address (deposits may arrive before the account
 * exists). Changed only under `SELECT ... FOR UPDATE` of this row, together with the entries that explain the change.
 */
export const ledgerBalances = pgTable('ledger_balances', {
  address: text('address').primaryKey(),
  deposited: numeric('deposited', { precision: 78, scale: 0 }).notNull().default('0'),
  earned: numeric('earned', { precision: 78, scale: 0 }).notNull().default('0'),
  staked: numeric('staked', { precision: 78, scale: 0 }).notNull().default('0'),
  /** End of the 72 h withdrawal cooldown, if one ran. */
  cooldownUntil: ts('cooldown_until'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
})

/** Append-only: every change of a balance, signed. Per address and bucket the deltas sum to the balance. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    /** `deposited`, `earned` or `staked`. */
    bucket: text('bucket').notNull(),
    delta: numeric('delta', { precision: 78, scale: 0 }).notNull(),
    /** `deposit`, `earning`, `stake`, `unstake`, `withdrawal`, `withdrawal_cancel`. */
    kind: text('kind').notNull(),
    /** What caused it: a withdrawal id, a deposit event, the game server's reference. */
    ref: text('ref').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [index('ledger_entries_address_idx').on(t.address, t.bucket)],
)

/** Answers of state-changing requests by (scope, key): the same key gives the same answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
)

/** Game-account withdrawals: submitted -> processing -> processed, or canceled. Amounts in base units. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    fromDeposited: numeric('from_deposited', { precision: 78, scale: 0 }).notNull(),
    fromEarned: numeric('from_earned', { precision: 78, scale: 0 }).notNull(),
    penalty: numeric('penalty', { precision: 78, scale: 0 }).notNull(),
    fee: numeric('fee', { precision: 78, scale: 0 }).notNull(),
    receive: numeric('receive', { precision: 78, scale: 0 }).notNull(),
    wait: text('wait').notNull(),
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    processAt: ts('process_at').notNull(),
    cancelableUntil: ts('cancelable_until').notNull(),
    canceledAt: ts('canceled_at'),
    processedAt: ts('processed_at'),
    batchId: integer('batch_id'),
  },
  (t) => [
    index('withdrawals_address_idx').on(t.address, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.processAt),
    index('withdrawals_batch_idx').on(t.batchId),
  ],
)

/** Payout batches, recorded before `GameVault.multiSend(vaultBatchId, ...)` is sent; the vault pays each id once. */
export const payoutBatches = pgTable('payout_batches', {
  id: serial('id').primaryKey(),
  chainId: integer('chain_id').notNull(),
  /**
   * The batch id sent to the vault: 128 random bits, not the serial id, so a database restored from a backup (whose
   * serial reissues ids the vault has marked paid) can never take a new batch for a paid one.
   */
  vaultBatchId: numeric('vault_batch_id', { precision: 78, scale: 0 }).unique(),
  /** `recorded` (not known to be sent), `sent` (transaction hash known), `paid`. */
  status: text('status').notNull(),
  txHash: text('tx_hash'),
  createdAt: ts('created_at').notNull(),
  paidAt: ts('paid_at'),
})

/** FINA deposits credited from the GameVault's `Deposited` events, once per (chain, transaction, log index). */
export const ledgerDeposits = pgTable(
  'ledger_deposits',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    depositId: numeric('deposit_id', { precision: 78, scale: 0 }).notNull(),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_deposits_event_idx').on(t.chainId, t.txHash, t.logIndex),
    index('ledger_deposits_address_idx').on(t.address, t.at),
  ],
)

/** NFTs in the game account's custody (the vault holds them), one row per (chain, collection, token). */
export const nftCustody = pgTable(
  'nft_custody',
  {
    chainId: integer('chain_id').notNull(),
    collection: text('collection').notNull(),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }).notNull(),
    address: text('address').notNull(),
    /** `inGame`, `releasing` (requested back to the wallet) or `released`. */
    status: text('status').notNull(),
    lockedUntil: ts('locked_until').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.collection, t.tokenId] }),
    index('nft_custody_address_idx').on(t.address),
  ],
)

/** NFT moves between wallet and game account, as the history shows them. */
export const nftTransfers = pgTable(
  'nft_transfers',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    chainId: integer('chain_id').notNull(),
    collection: text('collection').notNull(),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }).notNull(),
    direction: text('direction').notNull(),
    status: text('status').notNull(),
    lockedUntil: ts('locked_until'),
    at: ts('at').notNull(),
    /** The deposit event (toGame) or the release transaction (toWallet). */
    txHash: text('tx_hash'),
    logIndex: integer('log_index'),
  },
  (t) => [
    uniqueIndex('nft_transfers_event_idx').on(t.chainId, t.txHash, t.logIndex),
    index('nft_transfers_address_idx').on(t.address, t.at),
    index('nft_transfers_pending_idx').on(t.direction, t.status),
  ],
)

/** Cards burnt for vouchers (VoucherRedeem `Redeemed` events), once per (chain, transaction, log index). */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    collection: text('collection').notNull(),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }).notNull(),
    vouchers: numeric('vouchers', { precision: 78, scale: 0 }).notNull(),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    uniqueIndex('voucher_redemptions_event_idx').on(t.chainId, t.txHash, t.logIndex),
    index('voucher_redemptions_address_idx').on(t.address, t.at),
  ],
)
