// The withdrawal form's live quote: the typed amount and the ledger's balances (base units) through the domain's
// `quoteWithdrawal`. Empty input is the domain's 'Value cannot be empty'; every other refusal is the domain's code.
import {
  type ErrorCode,
  fromBaseUnits,
  quoteWithdrawal,
  type WithdrawalQuote,
  type WithdrawalWait,
} from '@finaverse/domain'

export type LedgerBalances = {
  deposited: bigint
  earned: bigint
  /** End of the running 72 h cooldown, or null. */
  cooldownUntil: Date | null
}

export type WithdrawQuoteResult = { ok: true; quote: WithdrawalQuote } | { ok: false; code: ErrorCode }

/**
 * @example withdrawQuote('100', { deposited: 0n, earned: 200n * 10n ** 18n, cooldownUntil: null }, 'instant', now)
 * // { ok: true, quote: { receive: '69', penalty: '30', fee: '1', ... } }
 */
export function withdrawQuote(
  typed: string,
  balances: LedgerBalances,
  wait: WithdrawalWait,
  now: Date,
): WithdrawQuoteResult {
  const amount = typed.trim()
  if (amount === '') return { ok: false, code: 'EMPTY' }
  const result = quoteWithdrawal({
    amount,
    deposited: fromBaseUnits(balances.deposited, 18),
    earned: fromBaseUnits(balances.earned, 18),
    wait,
    now,
    cooldownUntil: balances.cooldownUntil,
  })
  return result.ok ? { ok: true, quote: result } : { ok: false, code: result.error }
}
