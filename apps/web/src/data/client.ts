// The one place the web talks to the REST API: the SDK's typed client (`@finaverse/sdk/rest`), whose calls never
// reject (a failure is `{ ret, msg, code }`). `unwrap` turns a failure into the SDK's `FinaverseError`, the same
// error a contract call gives, so one helper (features/errors) translates both.
import { isErrorCode } from '@finaverse/domain'
import { createRestClient, FinaverseError, type RestFailure, type RestResult } from '@finaverse/sdk/rest'
import { config } from '../config'

export type { ArenaEntry, ContentItem, ContentKind } from '@finaverse/sdk/rest'

export const api = createRestClient({ baseUrl: config.apiBase })

/**
 * The data of a successful answer; a refused or failed call throws a `FinaverseError` whose `code` is the answer's
 * `MESSAGES` code (`UNKNOWN_ERROR` for a code the domain has no text for) and whose `cause` is the failure itself,
 * so the error text can still show the server's code.
 */
export function unwrap<T>(result: RestResult<T>): T {
  if (result.ret === 0 && 'data' in result && !('code' in result)) return result.data as T
  const failure = result as RestFailure
  throw new FinaverseError(failure.msg, {
    code: isErrorCode(failure.code) ? failure.code : 'UNKNOWN_ERROR',
    cause: failure,
    details: `ret ${failure.ret}, code ${failure.code}`,
  })
}
