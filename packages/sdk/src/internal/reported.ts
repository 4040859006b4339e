import { decodeFinaverseError, type Reported } from '../errors.js'

export type { Reported }

/** Runs `fn`; a failure resolves to `{ data: fallback, error }` instead of rejecting. */
export async function reported<data>(fn: () => Promise<data>, fallback: data): Promise<Reported<data>> {
  try {
    return { data: await fn(), error: null }
  } catch (error) {
    return { data: fallback, error: await decodeFinaverseError(error) }
  }
}
