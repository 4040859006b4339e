/** Parameters of a {@link FinaverseError}. */
export type FinaverseErrorParameters = {
  /** A code of `@finaverse/domain`'s `MESSAGES`. */
  code: string
  cause?: unknown
  details?: string
}

/**
 * The root of every error the SDK throws or returns: a short, human message, a stable code and the cause.
 * @example
 * try { await depositLP(client, params) } catch (e) { if (e instanceof FinaverseError) console.log(e.code) }
 */
export class FinaverseError extends Error {
  override name = 'FinaverseError'
  readonly shortMessage: string
  readonly code: string
  readonly details: string | undefined

  constructor(shortMessage: string, { code, cause, details }: FinaverseErrorParameters) {
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, cause === undefined ? {} : { cause })
    this.shortMessage = shortMessage
    this.code = code
    this.details = details
  }
}
