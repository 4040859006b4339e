// The claim screen shows the spec's own claim messages where the contract's generic errors apply: a paused claim
// contract ('claiming mystery boxes paused temporarily') and an amount the contract refuses ('amount invalid').
import { type ErrorCode, MESSAGES } from '@finaverse/domain'
import { FinaverseError } from '@finaverse/sdk'

/** Codes of the contract's claim errors -> the spec's claim messages. */
const CLAIM_CODES: Partial<Record<string, ErrorCode>> = {
  PAUSED: 'CLAIM_PAUSED',
  WRONG_AMOUNT: 'CLAIM_AMOUNT_INVALID',
}

/** A claim failure with the spec's claim message when one applies; any other failure unchanged. */
export function claimError(error: unknown): unknown {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  const mapped = typeof code === 'string' ? CLAIM_CODES[code] : undefined
  return mapped ? new FinaverseError(MESSAGES[mapped], { code: mapped, cause: error }) : error
}

/**
 * Checks an airdrop entry before the wallet opens: `ALREADY_CLAIMED` once claimed under the current root,
 * `CLAIM_AMOUNT_INVALID` for an amount that is not a whole number above zero, else null.
 * @example claimCheck({ amount: '1', claimed: false }) // null
 */
export function claimCheck({ amount, claimed }: { amount: string; claimed: boolean }): ErrorCode | null {
  if (claimed) return 'ALREADY_CLAIMED'
  return /^\d+$/.test(amount) && BigInt(amount) > 0n ? null : 'CLAIM_AMOUNT_INVALID'
}
