import { isAddress } from 'viem'
import { type Amount, compareAmounts } from './amount.js'
import { compare, isDecimal } from './decimal.js'

/**
 * Shortest password (docs/product.md#accounts-and-e-mail-codes).
 * @example 'Abcdefg1'.length >= PASSWORD_MIN_LENGTH // true
 */
export const PASSWORD_MIN_LENGTH = 8

/**
 * Longest password (docs/product.md#accounts-and-e-mail-codes).
 * @example 'A'.repeat(33).length > PASSWORD_MAX_LENGTH // true
 */
export const PASSWORD_MAX_LENGTH = 32

/**
 * The special characters a password may contain: every printable ASCII punctuation character (the OWASP
 * list without the space). Anything else that is not an ASCII letter or digit is unsupported. A decision:
 * the spec names the rule but not the set.
 * @example PASSWORD_SPECIAL_CHARACTERS.includes('!') // true
 */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'

/**
 * A failed password rule.
 * @example const rule: PasswordError = 'NEEDS_DIGIT'
 */
export type PasswordError =
  | 'LENGTH'
  | 'START_LETTER'
  | 'NEEDS_LOWER'
  | 'NEEDS_UPPER'
  | 'NEEDS_DIGIT'
  | 'WHITESPACE'
  | 'UNSUPPORTED_CHAR'
  | 'MISMATCH'

/**
 * Checks a password (docs/product.md#accounts-and-e-mail-codes) and returns every failed rule, in this order: `LENGTH` (8 to 32
 * characters, counted as Unicode code points), `START_LETTER` (first character an ASCII letter),
 * `NEEDS_LOWER`, `NEEDS_UPPER`, `NEEDS_DIGIT`, `WHITESPACE`, `UNSUPPORTED_CHAR` (a character that is not an
 * ASCII letter, digit, whitespace or one of {@link PASSWORD_SPECIAL_CHARACTERS}) and `MISMATCH` (only when a
 * confirmation is given and differs). An empty list means the password is valid.
 * @example validatePassword('Secret#123') // []
 * @example validatePassword('secret 1', 'secret 2') // ['NEEDS_UPPER', 'WHITESPACE', 'MISMATCH']
 */
export function validatePassword(password: string, confirmation?: string): PasswordError[] {
  const value = typeof password === 'string' ? password : ''
  const errors: PasswordError[] = []
  const characters = [...value]
  if (characters.length < PASSWORD_MIN_LENGTH || characters.length > PASSWORD_MAX_LENGTH)
    errors.push('LENGTH')
  if (!/^[A-Za-z]/.test(value)) errors.push('START_LETTER')
  if (!/[a-z]/.test(value)) errors.push('NEEDS_LOWER')
  if (!/[A-Z]/.test(value)) errors.push('NEEDS_UPPER')
  if (!/[0-9]/.test(value)) errors.push('NEEDS_DIGIT')
  if (/\s/.test(value)) errors.push('WHITESPACE')
  const unsupported = characters.some(
    (c) => !/[A-Za-z0-9]/.test(c) && !/\s/.test(c) && !PASSWORD_SPECIAL_CHARACTERS.includes(c),
  )
  if (unsupported) errors.push('UNSUPPORTED_CHAR')
  if (confirmation !== undefined && confirmation !== value) errors.push('MISMATCH')
  return errors
}

/**
 * Normalises an e-mail address: trimmed and in Unicode lower case. This is the input of the on-chain e-mail
 * commitment (`calcEmailHash`), so server, web and contract tests must all use it.
 * @example normalizeEmail('  Alice@Example.COM ') // 'alice@example.com'
 */
export function normalizeEmail(email: string): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

/** HTML's e-mail syntax (WHATWG), with a dot required in the domain. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/**
 * Checks an e-mail address after trimming: `EMAIL_REQUIRED` when empty, `INVALID_EMAIL` when it is not the
 * HTML e-mail syntax with a dotted domain or is longer than 254 characters, else `null`.
 * @example validateEmail('alice@example.com') // null
 * @example validateEmail('alice@') // 'INVALID_EMAIL'
 */
export function validateEmail(email: string): 'EMAIL_REQUIRED' | 'INVALID_EMAIL' | null {
  const value = typeof email === 'string' ? email.trim() : ''
  if (value === '') return 'EMAIL_REQUIRED'
  return value.length <= 254 && EMAIL_PATTERN.test(value) ? null : 'INVALID_EMAIL'
}

/**
 * Length of an e-mail verification code (digits).
 * @example validateVerificationCode('123456') // null
 */
export const EMAIL_CODE_LENGTH = 6

/**
 * Minutes an e-mail verification code stays valid.
 * @example new Date(sentAt.getTime() + EMAIL_CODE_VALIDITY_MINUTES * 60_000) // expiry
 */
export const EMAIL_CODE_VALIDITY_MINUTES = 10

/**
 * Seconds of the resend countdown after a code is sent (docs/product.md#accounts-and-e-mail-codes: "resend countdown").
 * @example EMAIL_CODE_RESEND_SECONDS // 60
 */
export const EMAIL_CODE_RESEND_SECONDS = 60

/**
 * Checks an e-mail verification code after trimming: `CODE_REQUIRED` when empty, `INVALID_CODE` unless it is
 * exactly 6 digits, else `null`.
 * @example validateVerificationCode(' 042042 ') // null
 * @example validateVerificationCode('12a456') // 'INVALID_CODE'
 */
export function validateVerificationCode(code: string): 'CODE_REQUIRED' | 'INVALID_CODE' | null {
  const value = typeof code === 'string' ? code.trim() : ''
  if (value === '') return 'CODE_REQUIRED'
  return value.length === EMAIL_CODE_LENGTH && /^\d+$/.test(value) ? null : 'INVALID_CODE'
}

/**
 * Options of {@link validateAmount}; bounds are decimal strings in the amount's unit.
 * @example const rules: AmountRules = { min: '2', max: '150.5', decimals: 18 }
 */
export interface AmountRules {
  /** Smallest allowed amount (inclusive); `BELOW_MINIMUM` under it. */
  min?: string | undefined
  /** Largest allowed amount, usually the balance (inclusive); `EXCEEDS_BALANCE` over it. */
  max?: string | undefined
  /** Most decimal places (18 by default). */
  decimals?: number | undefined
}

/**
 * Checks an amount typed by the user: `EMPTY` when blank ('Value cannot be empty'), `INVALID_AMOUNT` unless
 * a positive plain decimal with at most `decimals` places (surrounding spaces are ignored), `BELOW_MINIMUM`
 * under `min`, `EXCEEDS_BALANCE` over `max`, else `null`.
 * @example validateAmount('2.5', { min: '2', max: '10' }) // null
 * @example validateAmount('abc') // 'INVALID_AMOUNT'
 */
export function validateAmount(
  value: string,
  rules: AmountRules = {},
): 'EMPTY' | 'INVALID_AMOUNT' | 'BELOW_MINIMUM' | 'EXCEEDS_BALANCE' | null {
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') return 'EMPTY'
  if (!isDecimal(text) || text.startsWith('-') || compare(text, '0') === 0) return 'INVALID_AMOUNT'
  const dot = text.indexOf('.')
  if (dot !== -1 && text.length - dot - 1 > (rules.decimals ?? 18)) return 'INVALID_AMOUNT'
  if (rules.min !== undefined && compare(text, rules.min) < 0) return 'BELOW_MINIMUM'
  if (rules.max !== undefined && compare(text, rules.max) > 0) return 'EXCEEDS_BALANCE'
  return null
}

/**
 * How far back a history date range may start (docs/product.md#history-ranges).
 * @example DATE_RANGE_MONTHS // 3
 */
export const DATE_RANGE_MONTHS = 3

/** Start of the UTC day of a time, in milliseconds. */
function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
}

/**
 * Checks a history date range at UTC-day granularity (docs/product.md#history-ranges): `INVALID_DATE` for an invalid date,
 * `START_AFTER_END` when the start day is after the end day, `OUT_OF_RANGE` when the start day is before the
 * same day 3 calendar months ago (clamped to the month's last day) or the end day is after today, else `null`.
 * @example validateDateRange(new Date('2024-03-01'), new Date('2024-03-10'), new Date('2024-03-15')) // null
 * @example validateDateRange(new Date('2023-12-14'), new Date('2024-03-10'), new Date('2024-03-15')) // 'OUT_OF_RANGE'
 */
export function validateDateRange(
  start: Date,
  end: Date,
  now: Date,
): 'INVALID_DATE' | 'START_AFTER_END' | 'OUT_OF_RANGE' | null {
  if ([start, end, now].some((date) => Number.isNaN(date.getTime()))) return 'INVALID_DATE'
  const startDay = utcDay(start)
  const endDay = utcDay(end)
  if (startDay > endDay) return 'START_AFTER_END'
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() - DATE_RANGE_MONTHS
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const earliest = Date.UTC(year, month, Math.min(now.getUTCDate(), lastDayOfMonth))
  return startDay < earliest || endDay > utcDay(now) ? 'OUT_OF_RANGE' : null
}

/**
 * Whether a value is a usable wallet account (docs/product.md#session-and-local-storage): not empty, not the string 'null' or
 * 'undefined', and (a documented tightening of the spec) a well-formed `0x` + 40 hex address: all lower case,
 * all upper case, or mixed case with a valid EIP-55 checksum.
 * @example isValidAccount('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 * @example isValidAccount('undefined') // false
 */
export function isValidAccount(value: unknown): value is `0x${string}` {
  if (typeof value !== 'string' || value === '' || value === 'null' || value === 'undefined') return false
  // An all-lowercase or all-uppercase address carries no checksum (EIP-55); a mixed-case one must match it.
  return isAddress(/^0x[0-9A-F]{40}$/.test(value) ? value.toLowerCase() : value, { strict: true })
}

/**
 * Heroes needed in a team (docs/product.md#selections-and-approvals: at least 4 different heroes).
 * @example validateTeam([1, 2, 3, 4]) // null
 */
export const MIN_TEAM_HEROES = 4

/**
 * Checks a team: `null` when it has at least 4 different heroes, else `TEAM_TOO_SMALL`.
 * @example validateTeam(['a', 'b', 'c', 'd']) // null
 * @example validateTeam(['a', 'a', 'b', 'c']) // 'TEAM_TOO_SMALL'
 */
export function validateTeam(heroes: readonly unknown[]): 'TEAM_TOO_SMALL' | null {
  return new Set(heroes).size >= MIN_TEAM_HEROES ? null : 'TEAM_TOO_SMALL'
}

/** The most Genesis heroes one mirror transaction takes (`HeroMirror.MAX_BATCH`; more revert `ArrayLengthError`). */
export const MAX_MIRROR_BATCH = 50

/**
 * Checks a mirror selection (docs/product.md#mirror-and-vouchers): `null` with 1 to {@link MAX_MIRROR_BATCH} heroes,
 * else `NO_HERO_SELECTED` or `MIRROR_LIMIT`.
 * @example validateMirrorSelection([]) // 'NO_HERO_SELECTED'
 * @example validateMirrorSelection(Array(51).fill(1n)) // 'MIRROR_LIMIT'
 */
export function validateMirrorSelection(
  heroes: readonly unknown[],
): 'NO_HERO_SELECTED' | 'MIRROR_LIMIT' | null {
  if (heroes.length === 0) return 'NO_HERO_SELECTED'
  return heroes.length > MAX_MIRROR_BATCH ? 'MIRROR_LIMIT' : null
}

/**
 * Checks an NFT transfer selection: `null` with at least one card, else `NO_CARD_SELECTED` (docs/product.md#selections-and-approvals).
 * @example validateTransferSelection([7n]) // null
 */
export function validateTransferSelection(cards: readonly unknown[]): 'NO_CARD_SELECTED' | null {
  return cards.length > 0 ? null : 'NO_CARD_SELECTED'
}

/**
 * Whether a pool token is approved (docs/product.md#selections-and-approvals): the allowance covers the balance. Both amounts use the
 * same unit.
 * @example isTokenApproved(10n, 5n) // true
 * @example isTokenApproved('1', '2') // false
 */
export function isTokenApproved(allowance: Amount, balance: Amount): boolean {
  return compareAmounts(allowance, balance) >= 0
}

/**
 * Whether an NFT transfer is approved (docs/product.md#selections-and-approvals): the operator is approved for all.
 * @example isNftTransferApproved(true) // true
 */
export function isNftTransferApproved(approvedForAll: boolean): boolean {
  return approvedForAll === true
}
