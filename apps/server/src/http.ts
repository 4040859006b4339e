import type { EndpointDefinition } from '@finaverse/sdk/rest'
import { okEnvelope } from '@finaverse/sdk/rest'
import etag from 'etag'
import { parse as parseQueryString } from 'fast-querystring'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  RouteShorthandOptions,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import fresh from 'fresh'
import type { z } from 'zod'
import type { AnswerCache } from './answer-cache.js'
import { type Account, requireBearer } from './auth/sessions.js'
import type { Config } from './config.js'
import { ApiError } from './errors.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The account of the request's session cookie, or null (decorated by `buildApp`). */
    loadAccount(request: FastifyRequest): Promise<Account | null>
    /** The in-memory answer caches of the routes, by name (their sizes, for the benches and the tests). */
    answerCaches: Record<string, AnswerCache>
  }
  interface FastifyContextConfig {
    /**
     * Set by `route` on a public read (`cache`): its answer is shared by every client, so it never reads the session
     * cookie (`buildApp` parses cookies on every other route only).
     */
    publicRead?: boolean
  }
  interface FastifyRequest {
    /** The session's account on `auth: 'session'` routes (checked before the body is read); else null. */
    account: Account | null
    /** The validated query (GET) or body (POST) of a `route` endpoint (decorated by `buildApp`). */
    input: unknown
  }
}

/**
 * Rate limits per client IP (an IPv6 /64) and minute: of the endpoints that send mail or check a password or a code,
 * of the counters anyone may bump (page views: a visitor opens a few pages a minute, not hundreds), and of the
 * rankings (each page a query over a whole season's table).
 */
export const rateLimits = {
  mail: 5,
  captcha: 30,
  password: 20,
  code: 20,
  pageView: 30,
  ranking: 60,
} as const

/** How many Android downloads of one client count in an hour (more are served, not counted). */
export const COUNTED_DOWNLOADS_PER_HOUR = 2

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
) => Promise<z.input<D['data']>> | z.input<D['data']>

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
   * A public GET read: its answer is the same for every client (no session, no header, no client address), and is
   * sent with `Cache-Control` for these lifetimes, a strong `ETag`, and `304 Not Modified` to a matching
   * `If-None-Match` ({@link httpCaching}).
   */
  cache?: HttpCaching
  /**
   * The bearer token of an `auth: 'admin'` or `auth: 'ingest'` endpoint (required for those: registering one without
   * it throws); checked before the body is read or validated.
   */
  bearer?: string
}

/**
 * Parses a query string or a form body (`a=1&b=`), leaving out its empty fields: an empty field is an absent one, so
 * that its default applies (a form's untouched input, `?lang=&page=2`). Done as the text is parsed (the query string's
 * parser and the form parser), so that no request pays for a hook that walks the fields again.
 */
export function parseFields(text: string): Record<string, string | string[]> {
  const fields = parseQueryString(text) as Record<string, string | string[]>
  for (const key in fields) if (fields[key] === '') delete fields[key]
  return fields
}

/** The largest request body the api reads (a form or a JSON body), in bytes. */
export const BODY_LIMIT = 256 * 1024

/**
 * Registers the parser of `application/x-www-form-urlencoded` bodies ({@link parseFields}: an empty field is an absent
 * one). Fastify reads the body as a string (decoded once, at its end, within {@link BODY_LIMIT}); a form parser reading
 * a Buffer would copy the body into a new Buffer first, then decode it.
 */
export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, parseFields(body as string)),
  )
}

/**
 * A validator compiler whose body validators see an absent body (a POST without one) as an empty form, `{}`: each
 * field then takes its default or is refused as missing, as a form with no fields would be.
 */
export function withEmptyBody<T>(compiler: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (schema) => {
    const validate = compiler(schema)
    return schema.httpPart === 'body' ? (data) => validate(data ?? {}) : validate
  }
}

/** How long a public read's answer may be reused, in seconds (`Cache-Control`). */
export type HttpCaching = {
  /** By a browser (`max-age`). */
  maxAge: number
  /** By a shared cache: a CDN or the reverse proxy in front of the api processes (`s-maxage`). */
  sMaxAge: number
  /** How long past that a cache may still answer with it while it asks again (`stale-while-revalidate`). */
  staleWhileRevalidate: number
}

/** Rankings (arena, World Cup): recomputed at most every 10 seconds anyway (src/routes/arena.ts). */
export const RANKING_CACHE: HttpCaching = { maxAge: 10, sMaxAge: 10, staleWhileRevalidate: 30 }
/** Per-address public histories the keeper writes (boxes, bridge, merges): a few seconds behind the chain at most. */
export const HISTORY_CACHE: HttpCaching = { maxAge: 5, sMaxAge: 5, staleWhileRevalidate: 30 }

/** The `Cache-Control` value of a public read. */
export function cacheControl(caching: HttpCaching): string {
  return `public, max-age=${caching.maxAge}, s-maxage=${caching.sMaxAge}, stale-while-revalidate=${caching.staleWhileRevalidate}`
}

/**
 * The `onSend` hook of a public read: a 200 answer gets its `Cache-Control` and a strong `ETag` (a hash of its bytes,
 * jshttp's `etag`), and a request whose `If-None-Match` names that tag (jshttp's `fresh`, as Express does) gets
 * `304 Not Modified` without the body. Errors (4xx) get neither: they are not for caches.
 */
export function httpCaching(caching: HttpCaching) {
  const control = cacheControl(caching)
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ) => {
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      done(null, payload)
      return
    }
    const tag = etag(payload)
    reply.header('cache-control', control).header('etag', tag)
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      fresh(request.headers, { etag: tag, 'cache-control': control })
    ) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length')
      done(null, '')
      return
    }
    done(null, payload)
  }
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
 * (401 without an `Authorization` header, 403 with a wrong token), its answers `no-store` too; registering one
 * without a token throws.
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
  if (extras.cache && (endpoint.method !== 'GET' || session || privateAnswer || bearer))
    throw new Error(
      `${endpoint.method} ${endpoint.path} is not a public GET read: it cannot be cached by HTTP`,
    )
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
    // A bearer answer is for its token's holder only: never stored by a cache on the way (401 and 403 included).
    ...(bearer
      ? [
          async (request: FastifyRequest, reply: FastifyReply) => {
            reply.header('cache-control', 'no-store')
            requireBearer(request, bearer)
          },
        ]
      : []),
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
    ...(extras.config || extras.cache
      ? { config: { ...extras.config, ...(extras.cache ? { publicRead: true } : {}) } }
      : {}),
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(extras.cache ? { onSend: httpCaching(extras.cache) } : {}),
    handler: extras.raw
      ? (request, reply) => {
          request.input = endpoint.method === 'GET' ? request.query : request.body
          const data = handler(request as never, reply)
          // A cached answer already at hand (a raw handler's cache hit) is sent without a promise.
          if (!(data instanceof Promise)) {
            sendRaw(reply, data as never)
            return undefined as never
          }
          return data.then((body) => sendRaw(reply, body as never)) as never
        }
      : (request, reply) => {
          request.input = endpoint.method === 'GET' ? request.query : request.body
          return Promise.resolve(handler(request as never, reply)).then((value) => ({
            ret: 0 as const,
            msg: 'ok',
            data: value,
          })) as never
        },
  })
}

/** The content type of every JSON answer (a cached read's is sent as is). */
export const JSON_TYPE = 'application/json; charset=utf-8'

/** Sends an answer serialised beforehand (a string is sent as is: no serializer, no response schema). */
function sendRaw(reply: FastifyReply, body: string) {
  reply.header('content-type', JSON_TYPE).send(body)
}
