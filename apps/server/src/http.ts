import type { EndpointDefinition } from '@finaverse/sdk/rest'
import { okEnvelope } from '@finaverse/sdk/rest'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { type Account, requireBearer } from './auth.js'
import type { Config } from './config.js'
import { ApiError } from './errors.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The account of the request's session cookie, or null (decorated by `buildApp`). */
    loadAccount(request: FastifyRequest): Promise<Account | null>
  }
  interface FastifyRequest {
    /** The session's account on `auth: 'session'` routes (checked before the body is read); else null. */
    account: Account | null
  }
}

/** Rate limits of the endpoints that send mail or check a password or a code, per client IP and minute. */
export const rateLimits = {
  mail: 5,
  captcha: 30,
  password: 20,
  code: 20,
} as const

/** The per-route rate limit option, scaled by the config's factor. */
export function limit(config: Config, kind: keyof typeof rateLimits) {
  return {
    rateLimit: {
      max: Math.max(1, Math.round(rateLimits[kind] * config.rateLimitFactor)),
      timeWindow: 60_000,
    },
  }
}

type Handler<D extends EndpointDefinition> = (
  request: FastifyRequest & {
    input: z.output<D['input']>
    params: Record<string, string>
    account: D['auth'] extends 'session' ? Account : Account | null
  },
  reply: FastifyReply,
) => Promise<z.input<D['data']>>

/** Extra route options: path parameters, Fastify config (rate limits), and tags for the OpenAPI document. */
export type RouteExtras = {
  params?: z.ZodObject
  config?: RouteShorthandOptions['config']
  tags?: string[]
  /**
   * The handler returns the whole success envelope already serialised (a cached answer, checked against the
   * response schema when it was built), so it is sent as is.
   */
  raw?: boolean
  /**
   * The bearer token of an `auth: 'admin'` or `auth: 'ingest'` endpoint (required for those: registering one without
   * it throws); checked before the body is read or validated.
   */
  bearer?: string
}

/** Serialises a success envelope once, checking it against the endpoint's data schema (for cached answers). */
export function serializeOk(endpoint: EndpointDefinition, data: unknown): string {
  return JSON.stringify(okEnvelope(endpoint.data).encode({ ret: 0 as const, msg: 'ok', data }))
}

/**
 * Registers an endpoint of the SDK's contract: the method and path from the contract, its input schema as the
 * query (GET) or body (POST), and the success envelope of its data schema as the 200 response.
 *
 * The contract's `auth` field is enforced here, in one place: an `auth: 'session'` endpoint refuses a request
 * without a live session with 401 UNAUTHORIZED in `onRequest`, before its body is read or validated, and hands
 * the handler `request.account`. Private answers (session endpoints and everything under `/account/`) are sent
 * with `Cache-Control: no-store`. An `auth: 'admin'` or `auth: 'ingest'` endpoint checks `extras.bearer` the same way
 * (401 without an `Authorization` header, 403 with a wrong token); registering one without a token throws.
 */
export function route<D extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: D,
  handler: Handler<D>,
  extras: RouteExtras = {},
): void {
  const inputKey = endpoint.method === 'GET' ? 'querystring' : 'body'
  const session = endpoint.auth === 'session'
  const privateAnswer = session || endpoint.path.startsWith('/account/')
  const bearerAuth = endpoint.auth === 'admin' || endpoint.auth === 'ingest'
  if (bearerAuth && !extras.bearer)
    throw new Error(
      `${endpoint.method} ${endpoint.path} is auth: '${endpoint.auth}' in the contract: give its bearer token`,
    )
  const bearer = bearerAuth ? extras.bearer : undefined
  const onRequest = [
    ...(session
      ? [
          async (request: FastifyRequest, reply: FastifyReply) => {
            if (privateAnswer) reply.header('cache-control', 'no-store')
            const account = await app.loadAccount(request)
            if (!account) throw new ApiError('UNAUTHORIZED', 401)
            request.account = account
          },
        ]
      : privateAnswer
        ? [
            async (_request: FastifyRequest, reply: FastifyReply) =>
              void reply.header('cache-control', 'no-store'),
          ]
        : []),
    ...(bearer ? [async (request: FastifyRequest) => requireBearer(request, bearer)] : []),
  ]
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(extras.tags ? { tags: extras.tags } : {}),
      ...(extras.params ? { params: extras.params } : {}),
      ...(endpoint.auth === 'session' ? { security: [{ session: [] }] } : {}),
      ...(bearerAuth ? { security: [{ bearer: [] }] } : {}),
      [inputKey]: endpoint.input,
      response: { 200: okEnvelope(endpoint.data) },
    },
    ...(extras.config ? { config: extras.config } : {}),
    ...(onRequest.length > 0 ? { onRequest } : {}),
    handler: async (request, reply) => {
      const input = (endpoint.method === 'GET' ? request.query : request.body) as z.output<D['input']>
      const data = await handler(Object.assign(request, { input }) as never, reply)
      if (extras.raw) return reply.type('application/json; charset=utf-8').send(data as never)
      return { ret: 0 as const, msg: 'ok', data }
    },
  })
}
