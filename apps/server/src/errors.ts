import { messageFor } from '@finaverse/domain'
import type { RestErrorCode } from '@finaverse/sdk/rest'

/**
 * A refused request: answered with `status` and the envelope `{ ret: status, msg, code }`, where `msg` is the
 * domain's English text of `code`.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly code: RestErrorCode,
    readonly status: number = 400,
    readonly data?: unknown,
  ) {
    super(messageFor(code))
  }
}

/** The envelope of a refused request. */
export function errorBody(code: string, status: number, data?: unknown) {
  return data === undefined
    ? { ret: status, msg: messageFor(code), code }
    : { ret: status, msg: messageFor(code), code, data }
}

/** The envelope of a successful request. */
export function ok<T>(data: T): { ret: 0; msg: 'ok'; data: T } {
  return { ret: 0, msg: 'ok', data }
}
