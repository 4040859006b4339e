// The SDK's error class, in a module of its own without viem: the REST client (`@finaverse/sdk/rest`) throws it, and a
// page that only reads the REST API must not load viem for it. Decoding contract errors stays in errors.ts.
import type { Hex } from 'viem'
import type { FinaverseErrorCode } from './internal/codes.js'

/** A contract custom error decoded from revert data: its name and arguments, never the raw bytes. */
export type DecodedContractError = {
  readonly name: string
  readonly args: readonly unknown[]
}

/** Parameters of a {@link FinaverseError}. */
export type FinaverseErrorParameters = {
  /** A code of `@finaverse/domain`'s `MESSAGES`. */
  code: FinaverseErrorCode
  cause?: unknown
  details?: string
  /** The decoded custom error when a contract reverted with one. */
  contractError?: DecodedContractError
  /** The transaction hash, when the error concerns a sent transaction (kept so the site can look it up later). */
  hash?: Hex
}

/**
 * The root of every error the SDK throws or returns: a short, human message, a stable code and the cause.
 * @example
 * try { await depositLP(client, params) } catch (e) { if (e instanceof FinaverseError) console.log(e.code) }
 */
export class FinaverseError extends Error {
  override name = 'FinaverseError'
  readonly shortMessage: string
  /** A code of `@finaverse/domain`'s `MESSAGES` (translate it; `messageFor(code)` gives the English text). */
  readonly code: FinaverseErrorCode
  readonly details: string | undefined
  readonly contractError: DecodedContractError | undefined
  readonly hash: Hex | undefined

  constructor(shortMessage: string, parameters: FinaverseErrorParameters) {
    const { code, cause, details, contractError, hash } = parameters
    super(
      details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage,
      cause === undefined ? {} : { cause },
    )
    this.shortMessage = shortMessage
    this.code = code
    this.details = details
    this.contractError = contractError
    this.hash = hash
  }
}
