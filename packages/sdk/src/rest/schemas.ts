import {
  isTokenAmount,
  normalizeEmail,
  validateAmount,
  validateEmail,
  validatePassword,
  validateVerificationCode,
} from '@finaverse/domain'
import { z } from 'zod'
import { codes } from './codes.js'

// Request schemas accept form-encoded bodies (every value is a string) as well as JSON, so numbers are coerced.
// A schema's error message is a `MESSAGES` code of `@finaverse/domain`; the server answers the code's English text.

/** No NUL character: PostgreSQL text cannot hold one (an insert would fail), so every free-text field refuses it. */
const noNul = (value: string) => !value.includes('\u0000')
/** A free-text field: a string without NUL characters (refused with `code`). */
const text = (code: string = codes.invalidRequest) => z.string({ error: code }).refine(noNul, { error: code })
const required = (code: string) => text(code).trim().min(1, { error: code })
/** The largest id a PostgreSQL `integer` (serial) column holds. */
export const MAX_INT4 = 2 ** 31 - 1
/** A date from year 1 to year 9999 (what PostgreSQL timestamps and ISO strings both hold). */
const dateField = () =>
  z.coerce
    .date({ error: codes.invalidDate })
    .refine((value) => value.getUTCFullYear() >= 1 && value.getUTCFullYear() <= 9999, {
      error: codes.invalidDate,
    })

/** A wallet address, checksummed or not; answered lower-case. */
/**
 * 0x and 40 hex digits, any case: what viem's `isAddress(value, { strict: false })` accepts, without loading viem (the
 * REST client is the first thing a page loads, and viem's address helpers would bring its shared chunks along).
 */
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

export const addressSchema = z
  .string({ error: codes.invalidWalletAddress })
  .trim()
  .refine((value) => ADDRESS.test(value), { error: codes.invalidWalletAddress })
  .transform((value) => value.toLowerCase() as `0x${string}`)

/** An e-mail field: the domain's `validateEmail` (required, syntax), answered normalised (`normalizeEmail`). */
const emailField = (requiredCode: 'EMAIL_REQUIRED' | 'NEW_EMAIL_REQUIRED') =>
  z
    .string({ error: requiredCode })
    .max(1000, { error: codes.invalidEmail })
    .superRefine((value, ctx) => {
      const error = validateEmail(value)
      if (error) ctx.addIssue({ code: 'custom', message: error === 'EMAIL_REQUIRED' ? requiredCode : error })
    })
    .transform(normalizeEmail)
/** A password as typed; the rules are checked where a password is chosen (`validatePassword`). */
const passwordField = text(codes.passwordRequired)
  .min(1, { error: codes.passwordRequired })
  .max(256, { error: codes.passwordLength })
/** A six-digit e-mail code: the domain's `validateVerificationCode`. */
const mailCode = z
  .string({ error: codes.codeRequired })
  .max(64, { error: codes.invalidCode })
  .superRefine((value, ctx) => {
    const error = validateVerificationCode(value)
    if (error) ctx.addIssue({ code: 'custom', message: error })
  })
  .transform((value) => value.trim())
/** Adds the domain's password rules (first failed rule) to a schema with a new password and its confirmation. */
function checkNewPassword(password: string, confirmation: string, ctx: z.RefinementCtx, path: string) {
  const [first] = validatePassword(password, confirmation)
  if (first)
    ctx.addIssue({ code: 'custom', message: first, path: [first === 'MISMATCH' ? 'confirmPassword' : path] })
}
const page = z.coerce.number({ error: codes.invalidRequest }).int().min(1).max(10_000).default(1)
const pageSize = z.coerce.number({ error: codes.invalidRequest }).int().min(1).max(100).default(20)
const season = z.coerce.number({ error: codes.invalidRequest }).int().min(1).max(1_000_000)
const isoTime = z.string().describe('ISO 8601 time')
const uintString = z
  .string()
  .regex(/^\d+$/)
  .describe('An unsigned integer in base units, as a decimal string')
const decimalString = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .describe('A decimal number as a string')

// ---------- accounts ----------

/** Purposes of an e-mail code; a code only works for the purpose it was sent for. */
export const mailPurposeSchema = z.enum(['register', 'changeEmail', 'changePassword', 'verify'], {
  error: codes.invalidRequest,
})
export type MailPurpose = z.infer<typeof mailPurposeSchema>

// ---------- proof of work (ALTCHA) ----------

/**
 * A proof-of-work challenge of the server (ALTCHA v2, self-hosted: `altcha-lib` signs it, the `altcha` widget or
 * `altcha-lib`'s `solveChallenge` solves it). Extra parameters of newer versions pass through.
 */
export const powChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    expiresAt: z.number().int().optional(),
  }),
  signature: z.string(),
})
export type PowChallenge = z.infer<typeof powChallengeSchema>
/** What a solved challenge sends back, before encoding: the challenge as received and the solution found. */
export const powSolutionSchema = z.object({
  challenge: powChallengeSchema,
  solution: z.object({
    counter: z.number().int().min(0).max(MAX_INT4),
    derivedKey: z.string().max(1024),
    time: z.number().optional(),
  }),
})
export type PowSolution = z.infer<typeof powSolutionSchema>
/** The `pow` field of a request: base64 of the JSON of a {@link powSolutionSchema} (what the widget submits). */
const powField = required(codes.powRequired).max(8192, { error: codes.powRequired })

/** Encodes a solved challenge as the `pow` field (the `altcha` widget submits the same string). */
export function encodePow(solution: PowSolution): string {
  const bytes = new TextEncoder().encode(JSON.stringify(solution))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export const siweNonceResponseSchema = z.object({ nonce: z.string(), expiresAt: isoTime })

export const createAccountRequestSchema = z
  .object({
    email: emailField(codes.emailRequired),
    password: passwordField,
    confirmPassword: z.string({ error: codes.passwordRequired }),
    code: mailCode,
    inviteCode: text().trim().max(32, { error: codes.invalidRequest }).optional(),
    message: text(codes.signVerificationFailed).min(1, { error: codes.signVerificationFailed }).max(4096),
    signature: z
      .string({ error: codes.signVerificationFailed })
      .regex(/^0x[0-9a-fA-F]+$/, { error: codes.signVerificationFailed })
      .max(20_000),
    /** A solved proof-of-work challenge (`account/powChallenge`). */
    pow: powField,
  })
  .superRefine((value, ctx) => checkNewPassword(value.password, value.confirmPassword, ctx, 'password'))

export const accountSchema = z.object({
  address: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  createdAt: isoTime,
})

export const loginRequestSchema = z.object({
  email: emailField(codes.emailRequired),
  password: passwordField,
  /** Needed only once the account has seen too many failed sign-ins within the hour (`PROOF_OF_WORK_REQUIRED`). */
  pow: powField.optional(),
})

/** The `email` of a proof-of-work challenge for a guarded sign-in: its cost follows the account's recent failures. */
export const powChallengeQuerySchema = z.object({ email: emailField(codes.emailRequired).optional() })

/** Asks for a sign-in link by e-mail (works whatever the account's failed sign-ins; single use, 15 minutes). */
export const sendSignInLinkRequestSchema = z.object({
  email: emailField(codes.emailRequired),
  /** A solved proof-of-work challenge at the ordinary cost (`account/powChallenge` without `email`). */
  pow: powField,
})
export const sendSignInLinkResponseSchema = z.object({
  /** Seconds before another link can be asked for this account. */
  resendIn: z.number().int(),
  /** Seconds the link stays valid. */
  expiresIn: z.number().int(),
})
/** The token of a mailed sign-in link (the part after `#` of the link). */
export const linkSignInRequestSchema = z.object({
  token: z
    .string({ error: codes.signInLinkInvalid })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: codes.signInLinkInvalid }),
})

/** One session of the signed-in account. */
export const sessionItemSchema = z.object({
  id: z.number().int(),
  createdAt: isoTime,
  lastSeenAt: isoTime,
  /** Browser and system as the session's User-Agent named them (`Chrome on Android`), or '' when unknown. */
  client: z.string(),
  /** The session of this request (this device). */
  current: z.boolean(),
})
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionItemSchema) })
export const endSessionRequestSchema = z.object({
  id: z.coerce.number({ error: codes.invalidRequest }).int().min(1).max(MAX_INT4),
})
export const endOtherSessionsResponseSchema = z.object({ ended: z.number().int() })

export const getUserEmailQuerySchema = z.object({ address: addressSchema })
export const getUserEmailResponseSchema = z.object({
  /** The full address for the signed-in owner, a masked one (`a***@example.com`) for anyone else, or null. */
  email: z.string().nullable(),
})

export const changeEmailRequestSchema = z.object({
  newEmail: emailField(codes.newEmailRequired),
  code: mailCode,
  password: passwordField,
  pow: powField.optional(),
})

export const changePasswordRequestSchema = z
  .object({
    password: passwordField,
    newPassword: passwordField,
    confirmPassword: z.string({ error: codes.passwordRequired }),
    code: mailCode,
    pow: powField.optional(),
  })
  .superRefine((value, ctx) => checkNewPassword(value.newPassword, value.confirmPassword, ctx, 'newPassword'))

export const sendMailCaptchaRequestSchema = z.object({
  email: emailField(codes.emailRequired),
  purpose: mailPurposeSchema.default('register'),
  /** A solved proof-of-work challenge (`account/powChallenge`); the image captcha no longer guards this. */
  pow: powField,
})
export const sendMailCaptchaResponseSchema = z.object({
  /** Seconds before another code can be requested for this address and purpose. */
  resendIn: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
})

export const checkMailCaptchaRequestSchema = z.object({
  email: emailField(codes.emailRequired),
  purpose: mailPurposeSchema.default('register'),
  code: mailCode,
})
export const checkMailCaptchaResponseSchema = z.object({ valid: z.literal(true) })

export const verifyRequestSchema = z.object({ code: mailCode })
export const verifyResponseSchema = z.object({ emailVerified: z.literal(true) })

export const gameInfoSchema = z.object({
  address: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** FINA in base units (18 decimals), from the game-account ledger. */
  deposited: uintString,
  earned: uintString,
  /** Locked by the game server; not withdrawable. */
  staked: uintString,
  createdAt: isoTime,
})

export const contractRecordQuerySchema = z.object({
  start: dateField().optional(),
  end: dateField().optional(),
  page,
  pageSize,
})
export const contractRecordItemSchema = z.object({
  kind: z.enum(['deposit', 'payout']),
  amount: uintString,
  txHash: z.string(),
  chainId: z.number().int(),
  time: isoTime,
})
export const contractRecordResponseSchema = z.object({
  items: z.array(contractRecordItemSchema),
  total: z.number().int(),
})

/** A list of hero ids sent as a comma-separated form field ('' is the empty list), between `min` and `max` long. */
const idList = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : value),
    z
      .array(
        z.coerce
          .number({ error: codes.invalidRequest })
          .int()
          .min(0)
          .max(2 ** 31 - 1),
      )
      .min(min)
      .max(max),
  )

const heroIdList = idList(0, 100)
export const teamRequestSchema = z.object({ heroIds: heroIdList })
export const teamResponseSchema = z.object({
  heroIds: z.array(z.number().int()),
  updatedAt: isoTime.nullable(),
})

export const downloadCountResponseSchema = z.object({ count: z.number().int() })

export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: isoTime,
})
export const outboxResponseSchema = z.object({ items: z.array(outboxItemSchema) })

// ---------- game account: withdrawals, deposits, NFT transfers, history (the ledger issue serves these) ----------

/** An idempotency key: a state-changing request sent twice with the same key takes effect once. */
const idempotencyKey = text()
  .trim()
  .min(8, { error: codes.invalidRequest })
  .max(64, { error: codes.invalidRequest })
/**
 * At most this many digits before the decimal point in a FINA amount: with its 18 places it stays far inside the
 * `numeric(78, 0)` base-unit columns (and far above any supply).
 */
export const MAX_AMOUNT_DIGITS = 40
const fitsColumns = (value: string) => (value.trim().split('.')[0] ?? '').length <= MAX_AMOUNT_DIGITS
const tokenAmount = z
  .string({ error: codes.empty })
  .superRefine((value, ctx) => {
    const error = validateAmount(value) ?? (fitsColumns(value) ? null : codes.invalidAmount)
    if (error) ctx.addIssue({ code: 'custom', message: error })
  })
  .transform((value) => value.trim())

export const withdrawalRequestSchema = z.object({
  /** FINA to withdraw (decimal), fee and penalty included. */
  amount: tokenAmount,
  /** `instant`, or `15d` for the penalty-free wait (domain `WithdrawalWait`). */
  wait: z.enum(['instant', '15d'], { error: codes.invalidRequest }).default('instant'),
  idempotencyKey,
})
export const withdrawalCancelRequestSchema = z.object({
  id: z.coerce
    .number({ error: codes.invalidRequest })
    .int()
    .min(1)
    .max(MAX_INT4, { error: codes.invalidRequest }),
  idempotencyKey,
})

/** A withdrawal or deposit of the game account (docs/product.md#game-account-withdrawals). */
export const gameTransactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(['withdrawal', 'deposit']),
  time: isoTime,
  /** FINA in base units. */
  amount: uintString,
  processingFee: uintString,
  processedTime: isoTime.nullable(),
  /** Until when the withdrawal can be cancelled (1 hour before processing), or null. */
  cancelableUntil: isoTime.nullable(),
  status: z.enum(['submitted', 'processing', 'processed', 'canceled']),
})
export const transactionHistoryQuerySchema = z.object({
  type: z.enum(['withdrawal', 'deposit', 'all'], { error: codes.invalidRequest }).default('all'),
  start: dateField().optional(),
  end: dateField().optional(),
  page,
  pageSize,
})
export const transactionHistoryResponseSchema = z.object({
  items: z.array(gameTransactionSchema),
  total: z.number().int(),
})

export const nftTransferRequestSchema = z.object({
  /** Token ids moving from the game account back to the wallet (at least one). */
  tokenIds: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : value),
    z
      .array(z.string().regex(/^\d{1,78}$/, { error: codes.invalidRequest }))
      .min(1, { error: codes.noCardSelected })
      .max(100),
  ),
  idempotencyKey,
})
export const nftTransferSchema = z.object({
  tokenId: z.string(),
  direction: z.enum(['toGame', 'toWallet']),
  time: isoTime,
  /** NFTs moved into the game account stay locked 24 hours. */
  lockedUntil: isoTime.nullable(),
  status: z.enum(['pending', 'completed']),
})
export const nftTransfersResponseSchema = z.object({
  items: z.array(nftTransferSchema),
  total: z.number().int(),
})

/** NFT transfer history: one page of moves between wallet and game account. */
export const nftTransferHistoryQuerySchema = z.object({ page, pageSize })

/** The game account's balances (FINA in base units) and the running withdrawal cooldown. */
export const balancesResponseSchema = z.object({
  deposited: uintString,
  earned: uintString,
  /** Locked by the game server; not withdrawable. */
  staked: uintString,
  /** End of the running 72 h cooldown, or null. */
  cooldownUntil: isoTime.nullable(),
})

/** NFTs in the game account, each with the end of its 24 h lock. */
export const nftsInGameResponseSchema = z.object({
  items: z.array(
    z.object({
      tokenId: z.string(),
      collection: z.string(),
      chainId: z.number().int(),
      lockedUntil: isoTime,
    }),
  ),
})

/** Cards redeemed for vouchers in the last month. */
export const voucherHistoryResponseSchema = z.object({
  items: z.array(
    z.object({
      tokenAddress: z.string(),
      tokenId: z.string(),
      vouchers: uintString,
      txHash: z.string(),
      chainId: z.number().int(),
      time: isoTime,
    }),
  ),
  total: z.number().int(),
})

/** The game server credits, stakes or unstakes FINA of a player (idempotent by key). */
export const gameMovementRequestSchema = z.object({
  address: addressSchema,
  /** FINA (decimal, at most 18 places), more than 0. */
  amount: z
    .string({ error: codes.empty })
    .trim()
    .refine((value) => isTokenAmount(value) && /[1-9]/.test(value) && fitsColumns(value), {
      error: codes.invalidAmount,
    }),
  /** The game server's own reference (match id, reward id...), kept in the ledger entry. */
  reference: text().trim().min(1, { error: codes.invalidRequest }).max(128),
  idempotencyKey,
})

// ---------- content ----------

export const contentKindSchema = z.enum(['news', 'updates', 'fanart', 'heroes'], {
  error: codes.invalidRequest,
})
export type ContentKind = z.infer<typeof contentKindSchema>

/** Sort fields the server accepts; anything else is refused. */
export const contentSortFields = ['is_recommend', 'createdate', 'id', 'title'] as const
const sortClause = z
  .string()
  .trim()
  .max(100)
  .refine(
    (value) =>
      value.split(',').every((part) => {
        const [field, direction, ...rest] = part.trim().split(/\s+/)
        return (
          rest.length === 0 &&
          (contentSortFields as readonly string[]).includes(field ?? '') &&
          (direction === undefined || direction === 'asc' || direction === 'desc')
        )
      }),
    { error: codes.invalidRequest },
  )

export const getListRequestSchema = z.object({
  gameId: z.coerce.number({ error: codes.invalidRequest }).int().min(0).max(1_000_000).default(67),
  sort: sortClause.default('is_recommend desc, createdate'),
  order: z.enum(['asc', 'desc'], { error: codes.invalidRequest }).default('desc'),
  lang: z.enum(['en', 'zh'], { error: codes.invalidRequest }).default('en'),
  page,
  pageSize,
})
export type GetListRequest = z.input<typeof getListRequestSchema>

export const contentItemSchema = z.object({
  id: z.number().int(),
  kind: contentKindSchema,
  gameId: z.number().int(),
  lang: z.enum(['en', 'zh']),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  isRecommend: z.number().int(),
  createdate: isoTime,
})
export type ContentItem = z.infer<typeof contentItemSchema>
export const getListResponseSchema = z.object({ items: z.array(contentItemSchema), total: z.number().int() })
export const getByIdQuerySchema = z.object({
  id: z.coerce
    .number({ error: codes.invalidRequest })
    .int({ error: codes.invalidRequest })
    .min(1)
    .max(2 ** 31 - 1),
})

export const contentWriteRequestSchema = z.object({
  gameId: z.coerce.number({ error: codes.invalidRequest }).int().min(0).max(1_000_000).default(67),
  lang: z.enum(['en', 'zh'], { error: codes.invalidRequest }),
  title: required(codes.invalidRequest).max(200),
  summary: text().max(1000).default(''),
  body: text().max(100_000).default(''),
  /** An `https:` image address (no `javascript:`, `data:` or plain `http:`). */
  imageUrl: text()
    .max(2000)
    .pipe(z.url({ protocol: /^https$/, error: codes.invalidRequest }))
    .optional(),
  isRecommend: z.coerce.number({ error: codes.invalidRequest }).int().min(0).max(1000).default(0),
})

export const blogItemSchema = z.object({
  title: z.string(),
  link: z.string(),
  pubDate: isoTime.nullable(),
  author: z.string().nullable(),
  summary: z.string(),
  thumbnail: z.string().nullable(),
})
export const blogResponseSchema = z.object({ title: z.string(), items: z.array(blogItemSchema) })

// ---------- prices ----------

export const priceResponseSchema = z.object({
  FINA: z.number(),
  /** The BNB price in USD; the bridge's fee estimate reads this field. */
  BNB: z.number(),
  MATIC: z.number(),
  updatedAt: isoTime,
})
export const poolNameSchema = z.enum(['FINA-BUSD', 'FINA-BNB', 'FINA-MATIC'])
export const lpInfoSchema = z.object({
  pool: poolNameSchema,
  chainId: z.number().int(),
  address: z.string(),
  reserveFina: decimalString,
  reserveQuote: decimalString,
  totalSupply: decimalString,
  /** USD value of one LP token. */
  lpPrice: z.number(),
})
export const lpsResponseSchema = z.object({ pools: z.array(lpInfoSchema), updatedAt: isoTime })
export const apyResponseSchema = z.object({
  /** APY in percent per pool and tier, computed with the domain's farm formula. */
  pools: z.record(z.string(), z.array(z.object({ tier: z.number().int(), apy: z.number() }))),
  updatedAt: isoTime,
})
export const tvlsResponseSchema = z.object({
  pools: z.record(z.string(), z.number()),
  total: z.number(),
  updatedAt: isoTime,
})

// ---------- arena and hero service ----------

export const arenaEntrySchema = z.object({
  rank: z.number().int(),
  player: z.string(),
  formation: z.array(z.number().int()),
  wins: z.number().int(),
  /** Wins divided by games, 0 to 1, 4 decimals. */
  winRate: z.number(),
  maxStreak: z.number().int(),
  reward: decimalString,
  season: z.number().int(),
})
export type ArenaEntry = z.infer<typeof arenaEntrySchema>
export const arenaRankQuerySchema = z.object({ season: season.optional(), page, pageSize })
export const arenaRankResponseSchema = z.object({
  season: z.number().int().nullable(),
  items: z.array(arenaEntrySchema),
  total: z.number().int(),
})
export const arenaMyRankQuerySchema = z.object({ season: season.optional() })
export const arenaMyRankResponseSchema = z.object({ entry: arenaEntrySchema.nullable() })
export const kingListResponseSchema = z.object({ items: z.array(arenaEntrySchema) })

export const boxRecordQuerySchema = z.object({ address: addressSchema, page, pageSize })
export const boxRecordItemSchema = z.object({
  address: z.string(),
  boxType: z.string(),
  tokenId: z.string(),
  heroId: z.number().int().nullable(),
  rarity: z.string().nullable(),
  txHash: z.string(),
  openedAt: isoTime,
})
export const boxRecordResponseSchema = z.object({
  items: z.array(boxRecordItemSchema),
  total: z.number().int(),
})

const formationList = idList(1, 10)
export const arenaResultRequestSchema = z.object({
  /** The game server's id of the match: submitting it twice changes nothing. */
  matchId: required(codes.invalidRequest).max(128),
  season,
  winner: addressSchema,
  loser: addressSchema,
  winnerFormation: formationList,
  loserFormation: formationList,
  /** Reward of the winner in FINA (decimal). */
  reward: z
    .string()
    .trim()
    .regex(/^\d{1,30}(\.\d{1,18})?$/, { error: codes.invalidAmount })
    .default('0'),
  playedAt: dateField(),
})
export const arenaResultResponseSchema = z.object({ applied: z.boolean() })

// ---------- World Cup and bridge read models ----------

export const worldCupEntrySchema = z.object({
  rank: z.number().int(),
  address: z.string(),
  winningPoints: z.number().int(),
  unclaimedCredits: z.number().int(),
  generalCredits: z.number().int(),
  stakeActivities: z.number().int(),
  raffleTickets: z.number().int(),
})
export const worldCupLeaderboardQuerySchema = z.object({ page, pageSize })
export const worldCupLeaderboardResponseSchema = z.object({
  items: z.array(worldCupEntrySchema),
  total: z.number().int(),
})
export const worldCupProfileQuerySchema = z.object({ address: addressSchema })
export const worldCupProfileResponseSchema = z.object({ profile: worldCupEntrySchema.nullable() })

export const bridgeStatusSchema = z.enum(['pending', 'processing', 'completed'])
export const bridgeRecordSchema = z.object({
  time: isoTime,
  nftIds: z.array(z.string()),
  bscTransaction: z.string(),
  polygonTransaction: z.string().nullable(),
  status: bridgeStatusSchema,
  /** Fee paid on BSC in wei. */
  fee: uintString,
  /** 0 to 100. */
  progress: z.number().int(),
})
export const bridgeHistoryQuerySchema = z.object({ address: addressSchema, page, pageSize })
export const bridgeHistoryResponseSchema = z.object({
  items: z.array(bridgeRecordSchema),
  total: z.number().int(),
})

/** A merge of two hero cards as the keeper indexed it (spec: the merge screen's merge-history tab). */
export const mergeRecordSchema = z.object({
  chainId: z.number().int(),
  mergeId: uintString,
  /** The main card and the supplement card. */
  tokenIdA: z.string(),
  tokenIdB: z.string(),
  /** Price paid in wei. */
  price: uintString,
  /** Designate merge (a chosen hero) or random merge. */
  designate: z.boolean(),
  status: z.enum(['pending', 'succeeded', 'failed', 'cancelled']),
  /** On success: the upgraded card and the card burned. */
  upgradedTokenId: z.string().nullable(),
  burnedTokenId: z.string().nullable(),
  time: isoTime,
  transaction: z.string(),
  resolvedTime: isoTime.nullable(),
  resolveTransaction: z.string().nullable(),
})
export const mergeHistoryQuerySchema = z.object({ address: addressSchema, page, pageSize })
export const mergeHistoryResponseSchema = z.object({
  items: z.array(mergeRecordSchema),
  total: z.number().int(),
})

// ---------- analytics ----------

export const pageViewRequestSchema = z.object({
  /** A route of the site, with or without the /zh prefix. */
  route: required(codes.invalidRequest).max(64),
})
export const pageViewsQuerySchema = z.object({
  from: dateField().optional(),
  to: dateField().optional(),
})
export const pageViewsResponseSchema = z.object({
  items: z.array(z.object({ route: z.string(), day: z.string(), count: z.number().int() })),
})

export const emptySchema = z.object({})
export const nullSchema = z.null()

/** A 32-byte hex value (Merkle roots and proof nodes). */
const bytes32Schema = z.string().regex(/^0x[0-9a-f]{64}$/i) as unknown as z.ZodType<`0x${string}`>

/** The query of a mystery-box claim proof: the claiming address. */
export const claimProofQuerySchema = z.object({ address: addressSchema })

/**
 * What `MysteryBoxClaim.claim(amount, proof)` needs for one address: the airdrop's Merkle root, the number of boxes
 * owed (a decimal string) and the proof (leaves are `(address, uint256)`, OpenZeppelin StandardMerkleTree).
 */
export const claimProofResponseSchema = z.object({
  address: z.string(),
  amount: z.string().regex(/^\d+$/),
  proof: z.array(bytes32Schema),
  root: bytes32Schema,
})
