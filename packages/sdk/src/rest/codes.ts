import type { ErrorCode } from '@finaverse/domain'

/**
 * Codes the REST contract uses where the spec shows no message (a malformed request, a missing session, an
 * unknown id, a refused token). They are not in `MESSAGES`, so `messageFor` answers them with the spec's generic
 * 'Something went wrong. Please try again later. Error Code: <code>'.
 */
export const restOnlyCodes = [
  'INVALID_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PROOF_OF_WORK_REQUIRED',
] as const
type RestOnlyCode = (typeof restOnlyCodes)[number]

/**
 * The error codes the REST contract answers, by role: `MESSAGES` codes of `@finaverse/domain` plus
 * {@link restOnlyCodes}. Schemas carry these codes as their error messages; the server answers each with its text.
 */
export const codes = {
  tooManyRequests: 'TOO_MANY_REQUESTS',
  codeIncorrect: 'CODE_INCORRECT',
  codeExpired: 'CODE_EXPIRED',
  accountBound: 'ACCOUNT_ALREADY_BOUND',
  passwordIncorrect: 'PASSWORD_INCORRECT',
  signInGuarded: 'SIGN_IN_GUARDED',
  signInLinkInvalid: 'SIGN_IN_LINK_INVALID',
  gameAccountNotFound: 'GAME_ACCOUNT_NOT_FOUND',
  invalidWalletAddress: 'INVALID_WALLET_ADDRESS',
  walletAccountNotFound: 'WALLET_ACCOUNT_NOT_FOUND',
  signVerificationFailed: 'SIGN_VERIFICATION_FAILED',
  hashVerificationFailed: 'HASH_VERIFICATION_FAILED',
  requestTimeout: 'REQUEST_TIMEOUT',
  invalidNetworkId: 'INVALID_NETWORK_ID',
  emailBoundElsewhere: 'EMAIL_BOUND_TO_OTHER_ACCOUNT',
  walletBoundElsewhere: 'WALLET_BOUND_TO_OTHER_ACCOUNT',
  emailAlreadyBound: 'EMAIL_ALREADY_BOUND',
  somethingWentWrong: 'UNKNOWN_ERROR',
  networkError: 'NETWORK_ERROR',
  emailRequired: 'EMAIL_REQUIRED',
  newEmailRequired: 'NEW_EMAIL_REQUIRED',
  passwordRequired: 'PASSWORD_REQUIRED',
  codeRequired: 'CODE_REQUIRED',
  invalidCode: 'INVALID_CODE',
  passwordLength: 'LENGTH',
  passwordMismatch: 'MISMATCH',
  invalidEmail: 'INVALID_EMAIL',
  invalidAmount: 'INVALID_AMOUNT',
  empty: 'EMPTY',
  noCardSelected: 'NO_CARD_SELECTED',
  invalidDate: 'INVALID_DATE',
  teamTooSmall: 'TEAM_TOO_SMALL',
  chainUnavailable: 'CHAIN_UNAVAILABLE',
  invalidRequest: 'INVALID_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  /** A proof-of-work solution is missing, wrong, expired or already used. */
  powRequired: 'PROOF_OF_WORK_REQUIRED',
} as const satisfies Record<string, ErrorCode | RestOnlyCode>

/** A code the REST API answers. */
export type RestErrorCode = ErrorCode | RestOnlyCode
