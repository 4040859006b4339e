// The one place the web talks to the REST API: the SDK's typed client (`@finaverse/sdk/rest`), whose calls never
// reject (a failure is `{ ret: -1, msg }`). `unwrap` turns a failure into an error for TanStack Query.
import { createRestClient, type RestResult } from '@finaverse/sdk/rest'
import { config } from '../config'

export type { ArenaEntry, ContentItem, ContentKind } from '@finaverse/sdk/rest'

export const api = createRestClient({ baseUrl: config.apiBase })

/** A refused or failed API call, with the server's message and code. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly ret: number,
    readonly code: string,
  ) {
    super(message)
  }
}

export function unwrap<T>(result: RestResult<T>): T {
  if (result.ret === 0 && 'data' in result) return result.data as T
  throw new ApiError(result.msg, result.ret, 'code' in result ? result.code : 'UNKNOWN')
}
