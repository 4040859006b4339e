import { add, compare, isDecimal, mul, roundDown, sub } from './decimal.js'

/**
 * Fee of every game-account withdrawal, in FINA (docs/product.md#game-account-withdrawals). It is taken from the amount.
 * @example sub('100', WITHDRAWAL_FEE) // '99'
 */
export const WITHDRAWAL_FEE = '1'

/**
 * Smallest withdrawal, in FINA (docs/product.md#game-account-withdrawals; the 4-token wording is not used, see the README).
 * @example compare('1.5', MIN_WITHDRAWAL) < 0 // true: below the minimum
 */
export const MIN_WITHDRAWAL = '2'

/**
 * Smallest deposit to the game account, in FINA (docs/product.md#deposits-and-nft-transfers).
 * @example validateDeposit(MIN_DEPOSIT) // null
 */
export const MIN_DEPOSIT = '2'

/**
 * About how long, in seconds, the game account takes to credit a FINA deposit or an NFT moved in, per network mode
 * (docs/product.md#deposits-and-nft-transfers): the keeper waits for its confirmations on the live networks (100 BSC
 * blocks, about 5 minutes); the local devnet needs none and credits within seconds. The site promises this wait.
 * @example GAME_CREDIT_SECONDS.local // 15
 */
export const GAME_CREDIT_SECONDS: Readonly<Record<'mainnet' | 'testnet' | 'local', number>> = Object.freeze({
  mainnet: 300,
  testnet: 300,
  local: 15,
})

/**
 * Share of the earned part kept as a penalty by an instant withdrawal (docs/product.md#game-account-withdrawals: "30% plus 1").
 * @example mul('100', EARLY_PENALTY_RATE) // '30'
 */
export const EARLY_PENALTY_RATE = '0.3'

/**
 * Largest share of the earned balance an instant withdrawal may take (docs/product.md#game-account-withdrawals; the earlier 30%
 * wording is superseded).
 * @example mul('1000', EARNED_CAP_RATE) // '700'
 */
export const EARNED_CAP_RATE = '0.7'

/**
 * Days to wait for a withdrawal without the early penalty (docs/product.md#game-account-withdrawals).
 * @example PENALTY_FREE_WAIT_DAYS * 24 // 360 hours
 */
export const PENALTY_FREE_WAIT_DAYS = 15

/**
 * Hours after a withdrawal with an earned part during which only deposited tokens can be withdrawn
 * (docs/product.md#game-account-withdrawals).
 * @example new Date(now.getTime() + COOLDOWN_HOURS * 3_600_000)
 */
export const COOLDOWN_HOURS = 72

/**
 * A withdrawal can be cancelled until this many hours before it is processed (docs/product.md#game-account-withdrawals).
 * @example new Date(processAt.getTime() - CANCEL_CUTOFF_HOURS * 3_600_000) // last moment to cancel
 */
export const CANCEL_CUTOFF_HOURS = 1

/**
 * Instant withdrawals are paid in batches every this many hours, on UTC boundaries (docs/product.md#game-account-withdrawals).
 * @example nextBatchTime(new Date('2024-01-01T05:00:00Z')) // 2024-01-01T08:00:00Z
 */
export const BATCH_INTERVAL_HOURS = 4

/**
 * Hours an NFT moved to the game account stays locked before it can be withdrawn (docs/product.md#deposits-and-nft-transfers).
 * @example new Date(arrivedAt.getTime() + NFT_LOCK_HOURS * 3_600_000) // unlock time
 */
export const NFT_LOCK_HOURS = 24

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/**
 * How a withdrawal is paid: at the next batch with the early penalty, or after 15 days without it.
 * @example const wait: WithdrawalWait = '15d'
 */
export type WithdrawalWait = 'instant' | '15d'

/**
 * Input of {@link quoteWithdrawal}. Amounts are decimal FINA strings (at most 18 places).
 * @example const request: WithdrawalRequest = { amount: '100', deposited: '0', earned: '200', wait: 'instant', now: new Date() }
 */
export interface WithdrawalRequest {
  /** Amount to withdraw, fee and penalty included. */
  amount: string
  /** Deposited balance of the game account. */
  deposited: string
  /** Earned balance of the game account. */
  earned: string
  wait: WithdrawalWait
  now: Date
  /** End of the running cooldown, if any. */
  cooldownUntil?: Date | null | undefined
}

/**
 * Error codes of {@link quoteWithdrawal}, in the order they are checked.
 * @example const error: WithdrawalError = 'IN_COOLDOWN'
 */
export type WithdrawalError =
  | 'INVALID_AMOUNT'
  | 'BELOW_MINIMUM'
  | 'EXCEEDS_BALANCE'
  | 'IN_COOLDOWN'
  | 'EXCEEDS_EARNED_CAP'

/**
 * A successful quote. Amounts are decimal FINA strings without trailing zeros.
 * @example const result = quoteWithdrawal(request); if (result.ok) show(result.receive)
 */
export interface WithdrawalQuote {
  ok: true
  /** Part drawn from the deposited balance (drawn first). */
  fromDeposited: string
  /** Part drawn from the earned balance. */
  fromEarned: string
  /** Early penalty: 30% of the earned part for an instant withdrawal, else 0. */
  penalty: string
  /** The withdrawal fee (always 1). */
  fee: string
  /** What reaches the wallet: amount - penalty - fee. */
  receive: string
  /** When the withdrawal is paid. */
  processAt: Date
  /** Last moment it can be cancelled (processAt - 1 h). */
  cancelableUntil: Date
  /** Cooldown after this withdrawal: now + 72 h when it has an earned part, else the given one. */
  cooldownUntil: Date | null
}

/**
 * Result of {@link quoteWithdrawal}.
 * @example const result: WithdrawalQuoteResult = { ok: false, error: 'BELOW_MINIMUM' }
 */
export type WithdrawalQuoteResult = WithdrawalQuote | { ok: false; error: WithdrawalError }

/** Token amounts have 18 decimals: a user amount with more places is not valid. */
const TOKEN_DECIMALS = 18

/**
 * Whether a string is a valid non-negative FINA amount: a plain decimal with at most 18 places.
 * @example isTokenAmount('2.5') // true
 * @example isTokenAmount('-1') // false
 */
export function isTokenAmount(value: string): boolean {
  if (typeof value !== 'string' || !isDecimal(value) || value.startsWith('-')) return false
  const dot = value.indexOf('.')
  return dot === -1 || value.length - dot - 1 <= TOKEN_DECIMALS
}

/**
 * The next instant-withdrawal batch: the next multiple of 4 hours since the Unix epoch (UTC), strictly after
 * `now`.
 * @example nextBatchTime(new Date('2024-01-01T04:00:00Z')) // 2024-01-01T08:00:00Z
 */
export function nextBatchTime(now: Date): Date {
  const interval = BATCH_INTERVAL_HOURS * HOUR_MS
  return new Date((Math.floor(now.getTime() / interval) + 1) * interval)
}

/**
 * Quotes a game-account withdrawal, or says why it is refused. Checks, in order: `INVALID_AMOUNT` (amount or
 * a balance is not a non-negative decimal with at most 18 places, or the amount is 0), `BELOW_MINIMUM` (under
 * 2), `EXCEEDS_BALANCE` (over deposited + earned), `IN_COOLDOWN` (an earned part is needed while a cooldown
 * runs), `EXCEEDS_EARNED_CAP` (an instant earned part over 70% of the earned balance).
 *
 * Deposited tokens are drawn first, then earned ones. The fee is 1 per withdrawal. An instant withdrawal pays
 * a penalty of 30% of its earned part (rounded up to 18 places, in favour of the game), so 100 earned gives
 * 69 instantly and 99 with the 15-day wait. A withdrawal with an earned part starts a new 72 h cooldown.
 * `processAt` is the next 4-hour UTC batch for instant withdrawals and now + 15 days for the wait;
 * `cancelableUntil` is one hour before `processAt`.
 * @example
 * quoteWithdrawal({ amount: '100', deposited: '0', earned: '200', wait: 'instant', now })
 * // { ok: true, fromDeposited: '0', fromEarned: '100', penalty: '30', fee: '1', receive: '69', ... }
 */
export function quoteWithdrawal(request: WithdrawalRequest): WithdrawalQuoteResult {
  const { amount, deposited, earned, wait, now } = request
  const cooldownUntil = request.cooldownUntil ?? null
  if (!isTokenAmount(amount) || !isTokenAmount(deposited) || !isTokenAmount(earned)) {
    return { ok: false, error: 'INVALID_AMOUNT' }
  }
  if (compare(amount, '0') === 0) return { ok: false, error: 'INVALID_AMOUNT' }
  if (compare(amount, MIN_WITHDRAWAL) < 0) return { ok: false, error: 'BELOW_MINIMUM' }
  if (compare(amount, add(deposited, earned)) > 0) return { ok: false, error: 'EXCEEDS_BALANCE' }

  const fromDeposited = compare(amount, deposited) <= 0 ? amount : deposited
  const fromEarned = sub(amount, fromDeposited)
  const hasEarned = compare(fromEarned, '0') > 0
  if (hasEarned && cooldownUntil !== null && cooldownUntil.getTime() > now.getTime()) {
    return { ok: false, error: 'IN_COOLDOWN' }
  }
  const instant = wait === 'instant'
  if (instant && compare(fromEarned, mul(earned, EARNED_CAP_RATE)) > 0) {
    return { ok: false, error: 'EXCEEDS_EARNED_CAP' }
  }

  // The penalty rounds up to 18 places (for the game, against the payout), as the contracts round fees.
  const exactPenalty = instant ? mul(fromEarned, EARLY_PENALTY_RATE) : '0'
  const truncated = roundDown(exactPenalty, TOKEN_DECIMALS)
  const penalty =
    compare(truncated, exactPenalty) === 0 ? truncated : roundDown(add(truncated, '1e-18'), TOKEN_DECIMALS)
  const processAt = instant ? nextBatchTime(now) : new Date(now.getTime() + PENALTY_FREE_WAIT_DAYS * DAY_MS)
  return {
    ok: true,
    fromDeposited: roundDown(fromDeposited, TOKEN_DECIMALS),
    fromEarned: roundDown(fromEarned, TOKEN_DECIMALS),
    penalty,
    fee: WITHDRAWAL_FEE,
    receive: roundDown(sub(sub(amount, penalty), WITHDRAWAL_FEE), TOKEN_DECIMALS),
    processAt,
    cancelableUntil: new Date(processAt.getTime() - CANCEL_CUTOFF_HOURS * HOUR_MS),
    cooldownUntil: hasEarned ? new Date(now.getTime() + COOLDOWN_HOURS * HOUR_MS) : cooldownUntil,
  }
}

/**
 * Whether a withdrawal can still be cancelled: until one hour before `processAt`, that moment included.
 *
 * Cancelling never refunds the 1-token fee and never resets the cooldown (docs/product.md#game-account-withdrawals): a cancelled
 * withdrawal with an earned part keeps the cooldown it started, and the fee stays spent.
 * @example canCancelWithdrawal(new Date('2024-01-01T08:00:00Z'), new Date('2024-01-01T07:00:00Z')) // true
 * @example canCancelWithdrawal(new Date('2024-01-01T08:00:00Z'), new Date('2024-01-01T07:00:01Z')) // false
 */
export function canCancelWithdrawal(processAt: Date, now: Date): boolean {
  return now.getTime() <= processAt.getTime() - CANCEL_CUTOFF_HOURS * HOUR_MS
}

/**
 * Validates a deposit amount: `null` when valid, else `INVALID_AMOUNT` (not a positive decimal with at most
 * 18 places) or `BELOW_MINIMUM` (under 2).
 * @example validateDeposit('5') // null
 * @example validateDeposit('1') // 'BELOW_MINIMUM'
 */
export function validateDeposit(amount: string): 'INVALID_AMOUNT' | 'BELOW_MINIMUM' | null {
  if (!isTokenAmount(amount) || compare(amount, '0') === 0) return 'INVALID_AMOUNT'
  return compare(amount, MIN_DEPOSIT) < 0 ? 'BELOW_MINIMUM' : null
}
