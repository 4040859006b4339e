import { describe, expect, expectTypeOf, it } from 'vitest'
import type { validateBridgeSelection } from './bridge.js'
import type { MergeError, validateMergeCount } from './merge-rules.js'
import {
  CONTRACT_ERROR_CODES,
  contractErrorCode,
  ERROR_CODE_PREFIX,
  type ErrorCode,
  isErrorCode,
  MESSAGES,
  messageFor,
} from './messages.js'
import type {
  PasswordError,
  validateAmount,
  validateDateRange,
  validateEmail,
  validateMirrorSelection,
} from './validation.js'
import type { validateDeposit, WithdrawalError } from './withdrawal.js'
import type { CheerError } from './world-cup.js'

/** Every code any function of the package can return. */
type PackageCode =
  | WithdrawalError
  | NonNullable<ReturnType<typeof validateDeposit>>
  | MergeError
  | NonNullable<ReturnType<typeof validateMergeCount>>
  | CheerError
  | NonNullable<ReturnType<typeof validateBridgeSelection>>
  | PasswordError
  | NonNullable<ReturnType<typeof validateEmail>>
  | NonNullable<ReturnType<typeof validateAmount>>
  | NonNullable<ReturnType<typeof validateDateRange>>
  | NonNullable<ReturnType<typeof validateMirrorSelection>>
  | 'CODE_REQUIRED'
  | 'INVALID_CODE'
  | 'TEAM_TOO_SMALL'
  | 'NO_HERO_SELECTED'
  | 'NO_CARD_SELECTED'

const PACKAGE_CODES: PackageCode[] = [
  'INVALID_AMOUNT',
  'BELOW_MINIMUM',
  'EXCEEDS_BALANCE',
  'IN_COOLDOWN',
  'EXCEEDS_EARNED_CAP',
  'NOT_SELECTED',
  'SAME_CARD',
  'RARITY_MISMATCH',
  'MAX_RARITY',
  'B_TO_A_FORBIDDEN',
  'COST_PENDING',
  'INSUFFICIENT_BALANCE',
  'MERGE_LIMIT',
  'INVALID_NFT_COUNT',
  'HERO_NOT_OWNED',
  'NOT_ELIGIBLE',
  'MATCH_STARTED',
  'NOT_ENOUGH_CREDITS',
  'TOO_MANY_CARDS',
  'MIRROR_LIMIT',
  'LENGTH',
  'START_LETTER',
  'NEEDS_LOWER',
  'NEEDS_UPPER',
  'NEEDS_DIGIT',
  'WHITESPACE',
  'UNSUPPORTED_CHAR',
  'MISMATCH',
  'EMAIL_REQUIRED',
  'INVALID_EMAIL',
  'EMPTY',
  'INVALID_DATE',
  'START_AFTER_END',
  'OUT_OF_RANGE',
  'CODE_REQUIRED',
  'INVALID_CODE',
  'TEAM_TOO_SMALL',
  'NO_HERO_SELECTED',
  'NO_CARD_SELECTED',
]

/** Texts the spec quotes (docs/product.md#messages), verbatim. */
const SPEC_TEXTS: Partial<Record<ErrorCode, string>> = {
  WHITESPACE: 'Password cannot contain whitespaces',
  UNSUPPORTED_CHAR: 'Password contains unsupported special characters',
  MISMATCH: 'Passwords do not match. Please try again.',
  NEW_EMAIL_REQUIRED: 'Please fill in your new email!',
  EMAIL_REQUIRED: 'Please fill in your email!',
  PASSWORD_REQUIRED: 'Please fill in your password!',
  CODE_REQUIRED: 'Please fill in your verification code!',
  EXCEEDS_BALANCE: 'The withdrawal amount cannot exceed your balance',
  INVALID_AMOUNT: 'Please enter a valid amount',
  EMPTY: 'Value cannot be empty',
  START_AFTER_END: 'Start Date cannot be later than End Date',
  RARITY_MISMATCH: 'Please make sure the heroes you selected have the same rarity',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later',
  CODE_INCORRECT: 'Verification Code is Incorrect',
  CODE_EXPIRED: 'Verification Code has expired',
  ACCOUNT_ALREADY_BOUND: 'This account has been bound',
  PASSWORD_INCORRECT: 'Password is incorrect',
  GAME_ACCOUNT_NOT_FOUND: 'Game account does not exist',
  INVALID_WALLET_ADDRESS: 'Invalid wallet address',
  WALLET_ACCOUNT_NOT_FOUND: 'Wallet Account does not exist',
  SIGN_VERIFICATION_FAILED: 'Sign Verification Failed',
  HASH_VERIFICATION_FAILED: 'Hash Verification Failed',
  REQUEST_TIMEOUT: 'Request Timeout',
  INVALID_NETWORK_ID: 'Invalid network ID',
  WITHDRAWAL_REQUEST_TIMEOUT: 'Withdrawal Request Timeout',
  WITHDRAWAL_REQUEST_FAILED: 'Withdrawal request failed',
  EMAIL_BOUND_TO_OTHER_ACCOUNT: 'This Email has been bound with another account',
  WALLET_BOUND_TO_OTHER_ACCOUNT: 'This wallet address has been bound with other account',
  UNKNOWN_ERROR: 'Something went wrong. Please try again later.',
  WRONG_NETWORK: 'Wrong network, please change your network.',
}

/** Contract and pool custom errors named in docs/product.md#messages. */
const SPEC_CONTRACT_ERRORS = [
  'AddressIsNull',
  'AlreadyClaimed',
  'AlreadyMerging',
  'ArrayIsNull',
  'ArrayLengthError',
  'ChainUnavailable',
  'MergeHasAlreadyBegun',
  'MergeInfoError',
  'MintExceedsSupply',
  'NotAllowedClaim',
  'NotApprovedOrOwner',
  'NotEnoughMessageFee',
  'NotMeetMergeRules',
  'NotTheOwner',
  'PriceIsZero',
  'SaleHasAlreadyBegun',
  'WrongAmount',
  'IdenticalAddress',
  'InsufficientAmountIn',
  'InsufficientLiquidityMinted',
  'InvalidAmounts',
  'InvalidInputToken',
  'InvalidOutputToken',
  'InvalidSwapFee',
  'Overflow',
  'PoolUninitialized',
  'ZeroAddress',
]

describe('MESSAGES', () => {
  it('covers every error code of the package (checked by the compiler too)', () => {
    expectTypeOf<Exclude<PackageCode, ErrorCode>>().toBeNever()
    for (const code of PACKAGE_CODES) expect(MESSAGES[code]).toEqual(expect.any(String))
  })

  it('uses the spec texts verbatim', () => {
    for (const [code, text] of Object.entries(SPEC_TEXTS))
      expect([code, MESSAGES[code as ErrorCode]]).toEqual([code, text])
  })

  it('mentions the 2-token minimum and the 70% cap (decisions, see README)', () => {
    expect(MESSAGES.BELOW_MINIMUM).toContain('2 FINA')
    expect(MESSAGES.EXCEEDS_EARNED_CAP).toContain('70%')
    expect(MESSAGES.TOO_MANY_CARDS).toContain('10 cards')
  })

  it('has a non-empty, trimmed text for every code', () => {
    for (const [code, text] of Object.entries(MESSAGES)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/)
      expect(text.length).toBeGreaterThan(0)
      expect(text.trim()).toBe(text)
    }
  })
})

describe('contract errors', () => {
  it('give every contract and pool error of docs/product.md#messages a stable code with a message', () => {
    expect(Object.keys(CONTRACT_ERROR_CODES).sort()).toEqual([...SPEC_CONTRACT_ERRORS].sort())
    const codes = Object.values(CONTRACT_ERROR_CODES)
    expect(new Set(codes).size).toBe(codes.length)
    for (const [name, code] of Object.entries(CONTRACT_ERROR_CODES)) {
      expect(code).toBe(name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase())
      expect(isErrorCode(code)).toBe(true)
    }
  })

  it('contractErrorCode maps names, and anything else to UNKNOWN_ERROR', () => {
    expect(contractErrorCode('NotEnoughMessageFee')).toBe('NOT_ENOUGH_MESSAGE_FEE')
    expect(contractErrorCode('Overflow')).toBe('OVERFLOW')
    expect(contractErrorCode('Panic')).toBe('UNKNOWN_ERROR')
    expect(contractErrorCode('toString')).toBe('UNKNOWN_ERROR')
  })
})

describe('messageFor', () => {
  it('gives the text of a code, or the generic text with the code', () => {
    expect(messageFor('EMPTY')).toBe('Value cannot be empty')
    expect(messageFor('E42')).toBe('Something went wrong. Please try again later. Error Code: E42')
    expect(ERROR_CODE_PREFIX).toBe('Error Code: ')
    expect(isErrorCode('toString')).toBe(false)
    expect(isErrorCode('__proto__')).toBe(false)
  })
})
