// The REST contract of the game account: balances, withdrawals, deposits, NFT transfers and their history.
import { isTokenAmount, validateAmount } from '@finaverse/domain'
import { z } from 'zod'
import { codes } from '../codes.js'
import { addressSchema, dateField, isoTime, MAX_INT4, page, pageSize, text, uintString } from './common.js'

// ---------- game account: withdrawals, deposits, NFT transfers, history ----------

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
