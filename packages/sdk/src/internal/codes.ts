// Maps contract custom errors and SDK failures to codes of @finaverse/domain's MESSAGES.
// PROVISIONAL: the domain package has no MESSAGES yet; these names follow the spec's section 8 and are
// replaced by `keyof typeof MESSAGES` when it lands.

/** A code of `@finaverse/domain`'s `MESSAGES` used by the SDK. */
export type FinaverseErrorCode = string

/** 'Something went wrong. Please try again later.' */
export const FALLBACK_CODE: FinaverseErrorCode = 'SOMETHING_WENT_WRONG'
/** 'Request Timeout': waiting for a transaction took longer than the spec's 10000 ms. */
export const TIMEOUT_CODE: FinaverseErrorCode = 'REQUEST_TIMEOUT'
/** Staking 'transaction failed': a mined transaction reverted. */
export const TRANSACTION_FAILED_CODE: FinaverseErrorCode = 'TRANSACTION_FAILED'
/** 'Wrong network, please change your network.': no deployment of the contract on the client's chain. */
export const WRONG_NETWORK_CODE: FinaverseErrorCode = 'WRONG_NETWORK'

const CONTRACT_ERROR_CODES: Readonly<Record<string, FinaverseErrorCode>> = {}

/** The MESSAGES code of a contract custom error name; unknown names get the generic code. */
export function codeOfContractError(name: string): FinaverseErrorCode {
  return CONTRACT_ERROR_CODES[name] ?? FALLBACK_CODE
}
