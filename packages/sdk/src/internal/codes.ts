// Maps contract custom errors and SDK failures to codes of @finaverse/domain's MESSAGES (one table of texts, there).
import { CONTRACT_ERROR_CODES, type ContractErrorName, type ErrorCode } from '@finaverse/domain'

/** A code of `@finaverse/domain`'s `MESSAGES`. */
export type FinaverseErrorCode = ErrorCode

/** 'Something went wrong. Please try again later.' */
export const FALLBACK_CODE = 'UNKNOWN_ERROR' satisfies ErrorCode
/** 'Request Timeout': waiting for a transaction took longer than the spec's 10000 ms. */
export const TIMEOUT_CODE = 'REQUEST_TIMEOUT' satisfies ErrorCode
/** 'Transaction failed': a mined transaction reverted. */
export const TRANSACTION_FAILED_CODE = 'TRANSACTION_FAILED' satisfies ErrorCode
/** 'Wrong network, please change your network.': no deployment of the contract on the client's chain. */
export const WRONG_NETWORK_CODE = 'WRONG_NETWORK' satisfies ErrorCode
/** 'Network request failed': the RPC node could not be reached. */
export const NETWORK_CODE = 'NETWORK_ERROR' satisfies ErrorCode
/** 'The request was rejected in your wallet': the user declined (EIP-1193 error 4001). */
export const USER_REJECTED_CODE = 'USER_REJECTED' satisfies ErrorCode

/**
 * Errors of our contracts that docs/product.md#messages does not name (OpenZeppelin's and the contracts' own), mapped
 * to the closest MESSAGES code. Names not here and not in the spec's list get UNKNOWN_ERROR; the decoded name and
 * args stay on the error either way (`FinaverseError.contractError`).
 */
const OTHER_CONTRACT_ERRORS: Readonly<Record<string, ErrorCode>> = {
  // OpenZeppelin ERC-20 / ERC-2612 / votes / cap.
  ERC20InsufficientBalance: 'INSUFFICIENT_BALANCE',
  ERC20InvalidApprover: 'ZERO_ADDRESS',
  ERC20InvalidReceiver: 'ZERO_ADDRESS',
  ERC20InvalidSender: 'ZERO_ADDRESS',
  ERC20InvalidSpender: 'ZERO_ADDRESS',
  ERC20ExceededCap: 'MINT_EXCEEDS_SUPPLY',
  ERC20ExceededSafeSupply: 'MINT_EXCEEDS_SUPPLY',
  ERC2612ExpiredSignature: 'SIGN_VERIFICATION_FAILED',
  ERC2612InvalidSigner: 'SIGN_VERIFICATION_FAILED',
  InvalidAccountNonce: 'SIGN_VERIFICATION_FAILED',
  VotesExpiredSignature: 'SIGN_VERIFICATION_FAILED',
  ECDSAInvalidSignature: 'SIGN_VERIFICATION_FAILED',
  ECDSAInvalidSignatureLength: 'SIGN_VERIFICATION_FAILED',
  ECDSAInvalidSignatureS: 'SIGN_VERIFICATION_FAILED',
  SafeERC20FailedOperation: 'TRANSACTION_FAILED',
  SafeCastOverflowedUintDowncast: 'OVERFLOW',
  ReentrancyGuardReentrantCall: 'TRANSACTION_FAILED',
  ERC20InsufficientAllowance: 'NOT_APPROVED',
  // OpenZeppelin Pausable and AccessControl.
  EnforcedPause: 'PAUSED',
  AccessControlUnauthorizedAccount: 'NOT_AUTHORIZED',
  // FinaPair: the output is under the caller's minimum (slippage).
  InsufficientAmountOut: 'INVALID_AMOUNTS',
  // WrappedNative.
  NativeTransferFailed: 'TRANSACTION_FAILED',
  // FinaFarm.
  NothingStaked: 'INSUFFICIENT_BALANCE',
  UnknownPool: 'UNKNOWN_POOL',
  // GameVault.
  NFTNotDeposited: 'NFT_NOT_IN_GAME_ACCOUNT',
  NFTIsDeposited: 'NFT_ALREADY_IN_GAME_ACCOUNT',
  NotCardCollection: 'NOT_CARD_COLLECTION',
  // EmailBinding.
  HashIsNull: 'HASH_VERIFICATION_FAILED',
  NotBound: 'WALLET_ACCOUNT_NOT_FOUND',
  InvalidDelegate: 'INVALID_WALLET_ADDRESS',
  NotDelegated: 'NOT_DELEGATED',
  // ERC-721 (OpenZeppelin: GenesisHero; ERC721A: HeroCard, boxes, vouchers).
  ERC721IncorrectOwner: 'NOT_THE_OWNER',
  ERC721InsufficientApproval: 'NOT_APPROVED_OR_OWNER',
  ERC721InvalidApprover: 'NOT_APPROVED_OR_OWNER',
  ERC721InvalidOperator: 'ZERO_ADDRESS',
  ERC721InvalidOwner: 'ZERO_ADDRESS',
  ERC721InvalidReceiver: 'ZERO_ADDRESS',
  ERC721InvalidSender: 'ZERO_ADDRESS',
  ERC721NonexistentToken: 'HERO_NOT_OWNED',
  ApprovalCallerNotOwnerNorApproved: 'NOT_APPROVED_OR_OWNER',
  ApprovalQueryForNonexistentToken: 'HERO_NOT_OWNED',
  BalanceQueryForZeroAddress: 'ZERO_ADDRESS',
  MintToZeroAddress: 'ZERO_ADDRESS',
  MintZeroQuantity: 'WRONG_AMOUNT',
  MintERC2309QuantityExceedsLimit: 'MINT_EXCEEDS_SUPPLY',
  SequentialMintExceedsLimit: 'MINT_EXCEEDS_SUPPLY',
  OwnerQueryForNonexistentToken: 'HERO_NOT_OWNED',
  OwnerIndexOutOfBounds: 'HERO_NOT_OWNED',
  URIQueryForNonexistentToken: 'HERO_NOT_OWNED',
  TransferCallerNotOwnerNorApproved: 'NOT_APPROVED_OR_OWNER',
  TransferFromIncorrectOwner: 'NOT_THE_OWNER',
  TransferToNonERC721ReceiverImplementer: 'TRANSACTION_FAILED',
  TransferToZeroAddress: 'ZERO_ADDRESS',
  // HeroCard, boxes and the mirror.
  InvalidCard: 'NOT_MEET_MERGE_RULES',
  InvalidHero: 'NOT_MEET_MERGE_RULES',
  MergeNotActive: 'PAUSED',
  SaleNotActive: 'PAUSED',
  PaymentFailed: 'TRANSACTION_FAILED',
  UnknownOpen: 'NOT_ALLOWED_CLAIM',
  // CardStaking: the card is still locked ('paused temporarily, try again later'; MESSAGES has no lock text).
  StillLocked: 'PAUSED',
  // RandomnessAdapter, the VRF adapter (user-facing: cancelling before the timeout or in the block of the cancel;
  // a request already fulfilled or cancelled) and a free mint while draws of its rarity are pending.
  NotTimedOut: 'PAUSED',
  CancelNotReady: 'PAUSED',
  WrongStatus: 'ALREADY_CLAIMED',
  DrawPending: 'PAUSED',
  // completeCancel sent with too little gas (the SDK's completeCancelRandomness always sends enough).
  NotEnoughGas: 'TRANSACTION_FAILED',
  // CardBridge / CardBridgeMinter.
  AlreadyProcessed: 'ALREADY_CLAIMED',
  DailyCapExceeded: 'MINT_EXCEEDS_SUPPLY',
  PeerNotSet: 'CHAIN_UNAVAILABLE',
  UnsupportedChain: 'CHAIN_UNAVAILABLE',
  NotFailed: 'ALREADY_CLAIMED',
  NotAllowedToRefund: 'NOT_THE_OWNER',
  InvalidRefund: 'TRANSACTION_FAILED',
  TokenIdTooLarge: 'OVERFLOW',
  InvalidStatus: 'TRANSACTION_FAILED',
  NothingToWithdraw: 'INSUFFICIENT_BALANCE',
  FeeTooHigh: 'OVERFLOW',
  // WorldCup and WorldCupRaffle (the player-facing ones; settings and admin errors fall back to UNKNOWN_ERROR).
  NotEnoughCredits: 'NOT_ENOUGH_CREDITS',
  HeroNotOwned: 'HERO_NOT_OWNED',
  CheeringClosed: 'MATCH_STARTED',
  UnknownMatch: 'UNKNOWN_MATCH',
  NotEligible: 'NOT_ELIGIBLE',
  InvalidOption: 'UNKNOWN_MATCH',
  // A player backs one champion in the top-16 ranking; credits are sold until the ranking closes (docs/product.md).
  OneChampionOnly: 'ONE_CHAMPION_ONLY',
  PurchasesClosed: 'CREDIT_SALE_CLOSED',
  UnknownCountry: 'UNKNOWN_MATCH',
  NothingToClaim: 'NOT_ALLOWED_CLAIM',
  ClaimsNotActive: 'NOT_ALLOWED_CLAIM',
  RewardNotOpen: 'NOT_ALLOWED_CLAIM',
  EventEnded: 'NOT_ALLOWED_CLAIM',
  UnexpectedPayment: 'WRONG_AMOUNT',
  WrongLength: 'ARRAY_LENGTH_ERROR',
  // OpenZeppelin Address (native payouts of the World Cup prize).
  InsufficientBalance: 'INSUFFICIENT_BALANCE',
  FailedCall: 'TRANSACTION_FAILED',
}

/** The MESSAGES code of a contract custom error name; unknown names get the generic code. */
export function codeOfContractError(name: string): ErrorCode {
  if (Object.hasOwn(CONTRACT_ERROR_CODES, name)) return CONTRACT_ERROR_CODES[name as ContractErrorName]
  return OTHER_CONTRACT_ERRORS[name] ?? FALLBACK_CODE
}
