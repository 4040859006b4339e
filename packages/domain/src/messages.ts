/**
 * Contract custom errors (docs/product.md#messages) and their stable codes, so the SDK can map a decoded revert to a
 * message. The code is the error name in upper snake case.
 * @example CONTRACT_ERROR_CODES.NotTheOwner // 'NOT_THE_OWNER'
 */
export const CONTRACT_ERROR_CODES = {
  AddressIsNull: 'ADDRESS_IS_NULL',
  AlreadyClaimed: 'ALREADY_CLAIMED',
  AlreadyMerging: 'ALREADY_MERGING',
  ArrayIsNull: 'ARRAY_IS_NULL',
  ArrayLengthError: 'ARRAY_LENGTH_ERROR',
  ChainUnavailable: 'CHAIN_UNAVAILABLE',
  MergeHasAlreadyBegun: 'MERGE_HAS_ALREADY_BEGUN',
  MergeInfoError: 'MERGE_INFO_ERROR',
  MintExceedsSupply: 'MINT_EXCEEDS_SUPPLY',
  NotAllowedClaim: 'NOT_ALLOWED_CLAIM',
  NotApprovedOrOwner: 'NOT_APPROVED_OR_OWNER',
  NotEnoughMessageFee: 'NOT_ENOUGH_MESSAGE_FEE',
  NotMeetMergeRules: 'NOT_MEET_MERGE_RULES',
  NotTheOwner: 'NOT_THE_OWNER',
  PriceIsZero: 'PRICE_IS_ZERO',
  SaleHasAlreadyBegun: 'SALE_HAS_ALREADY_BEGUN',
  WrongAmount: 'WRONG_AMOUNT',
  // Pool errors.
  IdenticalAddress: 'IDENTICAL_ADDRESS',
  InsufficientAmountIn: 'INSUFFICIENT_AMOUNT_IN',
  InsufficientLiquidityMinted: 'INSUFFICIENT_LIQUIDITY_MINTED',
  InvalidAmounts: 'INVALID_AMOUNTS',
  InvalidInputToken: 'INVALID_INPUT_TOKEN',
  InvalidOutputToken: 'INVALID_OUTPUT_TOKEN',
  InvalidSwapFee: 'INVALID_SWAP_FEE',
  Overflow: 'OVERFLOW',
  PoolUninitialized: 'POOL_UNINITIALIZED',
  ZeroAddress: 'ZERO_ADDRESS',
} as const

/**
 * The name of a contract or pool custom error of docs/product.md#messages.
 * @example const name: ContractErrorName = 'WrongAmount'
 */
export type ContractErrorName = keyof typeof CONTRACT_ERROR_CODES

/**
 * Every error code of the product with its English text. Texts quoted in docs/product.md#messages are
 * used verbatim; the others are ours (the README lists which is which). The web translates from the codes;
 * the server answers with a code and this text.
 * @example MESSAGES.EXCEEDS_BALANCE // 'The withdrawal amount cannot exceed your balance'
 */
export const MESSAGES = {
  // Amounts and game-account withdrawals (docs/product.md#game-account-withdrawals).
  EMPTY: 'Value cannot be empty',
  INVALID_AMOUNT: 'Please enter a valid amount',
  BELOW_MINIMUM: 'The minimum amount is 2 FINA',
  EXCEEDS_BALANCE: 'The withdrawal amount cannot exceed your balance',
  IN_COOLDOWN: 'You are in the withdrawal cooldown: only deposited tokens can be withdrawn for 72 hours',
  EXCEEDS_EARNED_CAP: 'An instant withdrawal can take at most 70% of your earned balance',
  // Password (docs/product.md#accounts-and-e-mail-codes).
  LENGTH: 'Password must be 8 to 32 characters long',
  START_LETTER: 'Password must start with a letter',
  NEEDS_LOWER: 'Password must contain a lowercase letter',
  NEEDS_UPPER: 'Password must contain an uppercase letter',
  NEEDS_DIGIT: 'Password must contain a number',
  WHITESPACE: 'Password cannot contain whitespaces',
  UNSUPPORTED_CHAR: 'Password contains unsupported special characters',
  MISMATCH: 'Passwords do not match. Please try again.',
  // Required fields and e-mail (docs/product.md#accounts-and-e-mail-codes).
  NEW_EMAIL_REQUIRED: 'Please fill in your new email!',
  EMAIL_REQUIRED: 'Please fill in your email!',
  PASSWORD_REQUIRED: 'Please fill in your password!',
  CODE_REQUIRED: 'Please fill in your verification code!',
  INVALID_EMAIL: 'Please enter a valid email address',
  INVALID_CODE: 'The verification code must be 6 digits',
  // Dates (docs/product.md#history-ranges).
  INVALID_DATE: 'Please enter a valid date',
  START_AFTER_END: 'Start Date cannot be later than End Date',
  OUT_OF_RANGE: 'The date range must be within the last 3 months',
  // Merge (docs/product.md#merge-rules).
  NOT_SELECTED: 'Please select the heroes first',
  SAME_CARD: 'A hero cannot be both the main and the supplement hero',
  RARITY_MISMATCH: 'Please make sure the heroes you selected have the same rarity',
  MAX_RARITY: 'Heroes of the maximum rarity cannot be merged',
  B_TO_A_FORBIDDEN: 'Merging B heroes into A is not allowed',
  COST_PENDING: 'Calculating the merge cost, please wait',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  MERGE_LIMIT: 'At most 100 cards can be merged in one transaction',
  // Selections (docs/product.md#selections-and-approvals).
  NO_HERO_SELECTED: 'Please select at least one hero',
  NO_CARD_SELECTED: 'Please select at least one card',
  TOO_MANY_CARDS: 'You can select at most 10 cards at once',
  MIRROR_LIMIT: 'At most 50 Genesis heroes can be mirrored in one transaction',
  TEAM_TOO_SMALL: 'A team needs at least 4 different heroes',
  INVALID_NFT_COUNT: 'Please enter a valid number of NFTs',
  // World Cup (docs/product.md#world-cup-rules).
  NOT_ENOUGH_CREDITS: 'Not enough credits',
  HERO_NOT_OWNED: 'You do not own this hero',
  MATCH_STARTED: 'You can only cheer before the match starts',
  UNKNOWN_MATCH: 'Unknown match info',
  NOT_ELIGIBLE: 'This hero cannot cheer at this stage',
  ONE_CHAMPION_ONLY: 'You can back only one champion in the top-16 ranking',
  CREDIT_SALE_CLOSED: 'Credits are no longer sold: the ranking has closed',
  // Backend and account (docs/product.md#messages).
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
  EMAIL_ALREADY_BOUND: 'No changes needed: this e-mail is already bound',
  SIGN_IN_GUARDED:
    'Too many failed sign-ins on this account in the last hour. Ask for a sign-in link by e-mail, or pass the longer check',
  SIGN_IN_LINK_INVALID: 'This sign-in link has expired or was already used. Ask for a new one',
  UNKNOWN_ERROR: 'Something went wrong. Please try again later.',
  NETWORK_ERROR: 'Network request failed',
  // Claim, network, staking (docs/product.md#messages).
  CLAIM_AMOUNT_INVALID: 'The claim amount is invalid',
  CLAIM_PAUSED: 'Claiming mystery boxes is temporarily paused',
  WRONG_NETWORK: 'Wrong network, please change your network.',
  APPROVE_FAILED: 'Approve failed',
  TRANSACTION_FAILED: 'Transaction failed',
  // Wallet and contract states the spec names no error for (ours).
  NOT_APPROVED: 'Please approve the token first',
  PAUSED: 'This is paused temporarily. Please try again later',
  NOT_AUTHORIZED: 'This wallet is not allowed to do this',
  USER_REJECTED: 'The request was rejected in your wallet',
  UNKNOWN_POOL: 'This pool does not exist',
  NFT_NOT_IN_GAME_ACCOUNT: 'This NFT is not in the game account',
  NFT_ALREADY_IN_GAME_ACCOUNT: 'This NFT is already in the game account',
  NOT_CARD_COLLECTION: 'Only hero cards can be moved to the game account',
  NOT_DELEGATED: 'No e-mail is delegated to this wallet',
  NFT_LOCKED: 'This NFT stays locked for 24 hours after it enters the game account',
  IDEMPOTENCY_KEY_REUSED: 'This request key was already used for a different request',
  // Contract custom errors (docs/product.md#messages; the spec shows no text).
  ADDRESS_IS_NULL: 'The address is empty',
  ALREADY_CLAIMED: 'This has already been claimed',
  ALREADY_MERGING: 'This hero is already being merged',
  ARRAY_IS_NULL: 'The list is empty',
  ARRAY_LENGTH_ERROR: 'The lists do not have matching lengths',
  CHAIN_UNAVAILABLE: 'This chain is not available',
  MERGE_HAS_ALREADY_BEGUN: 'Merging has already begun',
  MERGE_INFO_ERROR: 'The merge request is not valid',
  MINT_EXCEEDS_SUPPLY: 'The mint exceeds the supply',
  NOT_ALLOWED_CLAIM: 'You are not allowed to claim',
  NOT_APPROVED_OR_OWNER: 'You are neither the owner of this NFT nor approved for it',
  NOT_ENOUGH_MESSAGE_FEE: 'The fee sent is not enough',
  NOT_MEET_MERGE_RULES: 'These heroes do not meet the merge rules',
  NOT_THE_OWNER: 'You are not the owner',
  PRICE_IS_ZERO: 'The price is not set',
  SALE_HAS_ALREADY_BEGUN: 'The sale has already begun',
  WRONG_AMOUNT: 'The amount is wrong',
  // Pool errors (docs/product.md#messages; the spec shows no text).
  IDENTICAL_ADDRESS: 'The two tokens must be different',
  INSUFFICIENT_AMOUNT_IN: 'The input amount is too small',
  INSUFFICIENT_LIQUIDITY_MINTED: 'Not enough liquidity would be minted',
  INVALID_AMOUNTS: 'The amounts are invalid',
  INVALID_INPUT_TOKEN: 'The input token is invalid',
  INVALID_OUTPUT_TOKEN: 'The output token is invalid',
  INVALID_SWAP_FEE: 'The swap fee is invalid',
  OVERFLOW: 'The amount is too large',
  POOL_UNINITIALIZED: 'The pool is not initialized',
  ZERO_ADDRESS: 'The address cannot be the zero address',
} as const satisfies Record<string, string>

/**
 * A stable error code of the product.
 * @example const code: ErrorCode = 'IN_COOLDOWN'
 */
export type ErrorCode = keyof typeof MESSAGES

/**
 * The prefix the spec shows before an unexpected error's code (docs/product.md#messages).
 * @example `${MESSAGES.UNKNOWN_ERROR} ${ERROR_CODE_PREFIX}500`
 */
export const ERROR_CODE_PREFIX = 'Error Code: '

/**
 * Whether a string is a known error code.
 * @example isErrorCode('IN_COOLDOWN') // true
 * @example isErrorCode('toString') // false
 */
export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(MESSAGES, value)
}

/**
 * The English text of an error code. An unknown code gives the generic 'Something went wrong' text followed
 * by 'Error Code: ' and the code (docs/product.md#messages).
 * @example messageFor('EMPTY') // 'Value cannot be empty'
 * @example messageFor('E42') // 'Something went wrong. Please try again later. Error Code: E42'
 */
export function messageFor(code: string): string {
  return isErrorCode(code) ? MESSAGES[code] : `${MESSAGES.UNKNOWN_ERROR} ${ERROR_CODE_PREFIX}${code}`
}

/**
 * The stable code of a decoded contract or pool custom error, or `UNKNOWN_ERROR` for another name.
 * @example contractErrorCode('NotEnoughMessageFee') // 'NOT_ENOUGH_MESSAGE_FEE'
 * @example contractErrorCode('Panic') // 'UNKNOWN_ERROR'
 */
export function contractErrorCode(name: string): ErrorCode {
  return Object.hasOwn(CONTRACT_ERROR_CODES, name)
    ? CONTRACT_ERROR_CODES[name as ContractErrorName]
    : 'UNKNOWN_ERROR'
}
