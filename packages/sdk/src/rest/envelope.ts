import { z } from 'zod'

/**
 * Every answer of the Finaverse API is an envelope. `ret` is 0 on success; on a refused request it is the HTTP
 * status (400, 401, 404, 409, 429, 503) with `msg` the spec's English message and `code` a `MESSAGES` code of
 * `@finaverse/domain`. The REST client adds `ret: -1` for a network failure or a server failure (5xx, bad JSON).
 */
export const errorEnvelopeSchema = z.object({
  ret: z.number().int(),
  msg: z.string(),
  code: z.string(),
  data: z.unknown().optional(),
})

/** A refused request, or a failure the client observed (`ret: -1`). */
export type RestFailure = {
  ret: number
  msg: string
  code: string
  data?: unknown
}

/** A successful answer carrying `data`. */
export type RestSuccess<T> = { ret: 0; msg: string; data: T }

/** What every client call resolves to; it never rejects. */
export type RestResult<T> = RestSuccess<T> | RestFailure

/**
 * Narrows a result to its success (`ret` is a plain number on failures, so `ret === 0` alone cannot narrow).
 * @example const news = await api.getList({ kind: 'news' }); if (isRestSuccess(news)) news.data.items
 */
export function isRestSuccess<T>(result: RestResult<T>): result is RestSuccess<T> {
  return result.ret === 0 && !('code' in result)
}

/** Builds the success envelope schema around a data schema. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ ret: z.literal(0), msg: z.string(), data })
}
