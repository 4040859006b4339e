// The one place the web talks to the REST API: the SDK's typed client (`@finaverse/sdk/rest`), whose calls never
// reject (a failure is `{ ret, msg, code }`). `unwrap` turns a failure into the SDK's `FinaverseError` with the SDK's
// own reading of a failure (`toFinaverseError`), the same error a contract call gives, so one helper
// (features/errors) translates both.
import { createRestClient, isRestSuccess, type RestResult, toFinaverseError } from '@finaverse/sdk/rest'
import { config } from '../config'

export type { ArenaEntry, ContentItem, ContentKind } from '@finaverse/sdk/rest'

export const api = createRestClient({ baseUrl: config.apiBase })

/**
 * The data of a successful answer; a refused or failed call throws the SDK's `FinaverseError` for it: its `code` is
 * the answer's `MESSAGES` code (`UNKNOWN_ERROR` for a code the domain has no text for), its `cause` the failure
 * itself, so the error text can still show the server's code.
 */
export function unwrap<T>(result: RestResult<T>): T {
  if (isRestSuccess(result)) return result.data
  throw toFinaverseError(result)
}
