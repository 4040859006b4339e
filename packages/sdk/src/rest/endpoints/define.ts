// The shape of an entry of the REST contract's endpoint table, shared by its areas (./*.ts) and ../endpoints.ts.
import type { z } from 'zod'

/** How an endpoint is called: its method, path, input schema (query for GET, form body otherwise) and data. */
export type EndpointDefinition = {
  readonly method: 'GET' | 'POST'
  readonly path: string
  readonly input: z.ZodType
  readonly data: z.ZodType
  /** `session`: needs the session cookie; `admin` and `ingest`: need a bearer token. */
  readonly auth?: 'session' | 'admin' | 'ingest'
  readonly summary: string
}

/** Types an area's table of endpoints as written (its names, paths and schemas kept literal). */
export const define = <const T extends Record<string, EndpointDefinition>>(table: T): T => table
