import type { EndpointDefinition } from '@finaverse/sdk/rest'
import { okEnvelope } from '@finaverse/sdk/rest'
import { parse as parseQueryString } from 'fast-querystring'
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchemaCompiler,
  LogController,
  type RouteShorthandOptions,
} from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { type Account, requireBearer } from './auth.js'
import type { CachedReadFront, CachedReadHandler } from './cached-reads.js'
import type { Config } from './config.js'
import { ApiError } from './errors.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The account of the request's session cookie, or null (decorated by `buildApp`). */
    loadAccount(request: FastifyRequest): Promise<Account | null>
    /** The front that answers cached reads' repeated questions (src/cached-reads.ts), if `buildApp` installed one. */
    cachedReads: CachedReadFront | null
  }
  interface FastifyContextConfig {
    /**
     * Set by `route` on a cached read (`raw`): its answer is shared by every client, so it never reads the session
     * cookie (`buildApp` parses cookies on every other route only).
     */
    cachedRead?: boolean
  }
  interface FastifyRequest {
    /** The session's account on `auth: 'session'` routes (checked before the body is read); else null. */
    account: Account | null
    /** The validated query (GET) or body (POST) of a `route` endpoint (decorated by `buildApp`). */
    input: unknown
    /** A form body's text as received, set by the form parser (a cached read's front remembers questions by it). */
    formBody: string | null
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
) => Promise<z.input<D['data']>> | z.input<D['data']>

/** Extra route options: path parameters, Fastify config (rate limits), and tags for the OpenAPI document. */
export type RouteExtras = {
  params?: z.ZodObject
  config?: RouteShorthandOptions['config']
  tags?: string[]
  /**
   * The handler returns the whole success envelope already serialised (a cached answer, checked against the
   * response schema when it was built), so it is sent as is. Such a handler reads only `request.input` and
   * `request.params`, never its reply: the app's front (src/cached-reads.ts) calls it with those two alone when a
   * question is asked again.
   */
  raw?: boolean
  /**
   * The bearer token of an `auth: 'admin'` or `auth: 'ingest'` endpoint (required for those: registering one without
   * it throws); checked before the body is read or validated.
   */
  bearer?: string
}

type ValidationResult = { error?: unknown; value?: unknown }

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
    (request, body, done) => {
      request.formBody = body as string
      done(null, parseFields(body as string))
    },
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

/** A step of {@link rememberingValidator}'s tree: the inputs seen so far, field by field, and where one ends. */
type InputNode = { next: Map<string, Map<string, InputNode>>; result?: ValidationResult }

/**
 * The Zod validator of a cached read, remembering its last 256 accepted inputs: a cached read is asked the same few
 * questions again and again, and its schemas are pure (no default computed from the clock), so the same form, query or
 * path parameters give the same result; only flat string inputs are remembered, and never a refusal.
 *
 * The inputs are remembered as a tree of their fields in order (name, then value, at each step), so that a lookup
 * hashes the request's own short strings and builds no key: a joined key string cost more (allocation, hashing a
 * fresh string) than Zod's own check of a small form.
 */
function rememberingValidator(schema: Parameters<typeof validatorCompiler>[0]) {
  const validate = validatorCompiler(schema) as (data: unknown) => ValidationResult
  let root: InputNode = { next: new Map() }
  let size = 0
  const remember = (data: Record<string, string>, result: ValidationResult) => {
    if (size >= 256) {
      root = { next: new Map() }
      size = 0
    }
    let node = root
    for (const name in data) {
      const value = data[name] as string
      let values = node.next.get(name)
      if (!values) {
        values = new Map()
        node.next.set(name, values)
      }
      let child = values.get(value)
      if (!child) {
        child = { next: new Map() }
        values.set(value, child)
      }
      node = child
    }
    node.result = result
    size++
  }
  return (data: unknown) => {
    if (!data || typeof data !== 'object') return validate(data)
    let node: InputNode | undefined = root
    for (const name in data) {
      const value = (data as Record<string, unknown>)[name]
      if (typeof value !== 'string') return validate(data)
      node = node?.next.get(name)?.get(value)
    }
    if (node?.result) return node.result
    const result = validate(data)
    if (!result.error) remember(data as Record<string, string>, result)
    return result
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
  // The front answers a cached read asked again (src/cached-reads.ts): one with no hook of its own, no rate limit.
  const front =
    extras.raw && !session && !privateAnswer && !bearer && !extras.config?.rateLimit
      ? (app.cachedReads ?? null)
      : null
  const frontHandler: CachedReadHandler = (request) => handler(request as never, undefined as never)
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
    ...(extras.config || extras.raw
      ? { config: { ...extras.config, ...(extras.raw ? { cachedRead: true } : {}) } }
      : {}),
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(extras.raw
      ? {
          // Cached reads: the handler does not change its input, so a remembered validation result may be shared.
          validatorCompiler: withEmptyBody(rememberingValidator as never),
          // No request log lines nor a child logger per request on the hot path; warnings and errors still logged.
          childLoggerFactory: quietLogger(app),
        }
      : {}),
    handler: extras.raw
      ? (request, reply) => {
          request.input = endpoint.method === 'GET' ? request.query : request.body
          const data = handler(request as never, reply)
          // A cached answer already at hand (a raw handler's cache hit) is sent without a promise.
          if (!(data instanceof Promise)) {
            sendRaw(reply, data as never)
            if (front && typeof data === 'string') front.remember(request, frontHandler)
            return undefined as never
          }
          return data.then((body) => {
            sendRaw(reply, body as never)
            if (front && typeof body === 'string') front.remember(request, frontHandler)
          }) as never
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

/** The content type of every JSON answer (a cached read's, sent as is, and its front's). */
export const JSON_TYPE = 'application/json; charset=utf-8'

/** Sends an answer serialised beforehand (a string is sent as is: no serializer, no response schema). */
function sendRaw(reply: FastifyReply, body: string) {
  reply.header('content-type', JSON_TYPE).send(body)
}

/** The loggers {@link quietLogger} made: a request whose logger is one of them is a cached read's. */
const quietLoggers = new WeakSet<object>()

/**
 * The logger of every request to a cached read: one child of the app's logger at `warn` (or the app's level if
 * higher), made once per route, instead of a child per request; a failed request's error (`request failed`) is still
 * logged through it. Its requests get no `incoming request` and `request completed` lines ({@link RequestLogs}).
 */
function quietLogger(app: FastifyInstance) {
  // Fastify's pino logger (its base type does not declare `levels`; the abstract logger of `logger: false` has none).
  const base = app.log as FastifyBaseLogger & { levels?: { values: Record<string, number> } }
  const warn = base.levels?.values['warn'] ?? 40
  const level = (base.levels?.values[base.level] ?? 0) > warn ? base.level : 'warn'
  const quiet = base.child({}, { level })
  quietLoggers.add(quiet)
  return () => quiet
}

/**
 * Fastify's request log lines (`incoming request`, `request completed`, its own error lines) for every request but a
 * cached read's: those are skipped before Fastify builds their fields (the reply's elapsed time, the line objects) or
 * asks pino for a level it would drop anyway (about 2-3 µs of a cached read's 25-30). A request that never reached a
 * route (a malformed URL: Fastify hands the raw request) is logged.
 */
export class RequestLogs extends LogController {
  override isLogDisabled(request: FastifyRequest): boolean {
    return quietLoggers.has((request as { log?: object }).log as object)
  }
}
