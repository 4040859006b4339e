import { decodeFinaverseError, type FinaverseError } from '../errors.js'

/**
 * A value that never throws: `data` is the result, or the documented fallback (null, an empty list) when the call
 * failed, and then `error` says why, so the site can still show it.
 */
export type Reported<data> =
  | { readonly data: data; readonly error: null }
  | { readonly data: data; readonly error: FinaverseError }

/** Runs `fn`; a failure resolves to `{ data: fallback, error }` instead of rejecting. */
export async function reported<data>(fn: () => Promise<data>, fallback: data): Promise<Reported<data>> {
  try {
    return { data: await fn(), error: null }
  } catch (error) {
    return { data: fallback, error: await decodeFinaverseError(error) }
  }
}
