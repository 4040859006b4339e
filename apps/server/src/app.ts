import type { IncomingHttpHeaders } from 'node:http'
import fastifyCookie from '@fastify/cookie'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import helmet from 'helmet'
import type { DestinationStream } from 'pino'
import { type CaptchaImage, renderCaptcha } from './abuse/captcha.js'
import { clientKey } from './abuse/client-key.js'
import { ProofOfWork } from './abuse/pow.js'
import { createDbRateLimitStore, createMemoryRateLimitStore } from './abuse/rate-limit-store.js'
import { currentAccount, SESSION_COOKIE } from './auth/sessions.js'
import { type Config, loadConfig, siteOrigins } from './config.js'
import { createBlogFeed } from './content/blog.js'
import type { AppContext } from './context.js'
import type { Database } from './db/client.js'
import { ApiError, errorBody } from './errors.js'
import { BODY_LIMIT, parseFields, registerFormParser, withEmptyBody } from './http.js'
import { loggerOptions } from './keeper/log.js'
import { MailCodes } from './mail/codes.js'
import { createMailer } from './mail/mailer.js'
import { chainSourcesFromConfig, createPriceService, type PriceService } from './market-data/prices.js'
import { accountRoutes } from './routes/accounts.js'
import { analyticsRoutes } from './routes/analytics.js'
import { arenaRoutes } from './routes/arena.js'
import { claimRoutes } from './routes/claims.js'
import { contentRoutes } from './routes/content.js'
import { gameAccountRoutes } from './routes/game-account.js'
import { priceRoutes } from './routes/prices.js'
import { readModelRoutes } from './routes/readmodels.js'

/** What {@link buildApp} needs; everything but the database has a default. */
export type AppOptions = {
  database: Database
  config?: Config
  /** Pino logger options, or false (tests); by default the api's options at the config's LOG_LEVEL. */
  logger?: boolean | Record<string, unknown>
  /** Where the default logger writes (stdout if not given; the bench gives /dev/null). */
  logStream?: DestinationStream
  prices?: PriceService
  captcha?: () => CaptchaImage
  now?: () => Date
}

const isCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(value)

/**
 * What of a failed request's error goes to the log: its type, message and codes, never a failed query's
 * parameters (Drizzle puts them in the message, PostgreSQL in `detail`: a password hash, an e-mail...).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const e = error as {
    name?: string
    message?: string
    code?: string
    query?: string
    cause?: unknown
    stack?: string
  }
  if (typeof e.query === 'string' || /^Failed query:/.test(e.message ?? '')) {
    const cause = e.cause as { code?: string; message?: string } | undefined
    return {
      type: e.name,
      message: 'Failed query',
      query: e.query,
      cause: cause ? { code: cause.code, message: cause.message } : undefined,
    }
  }
  return { type: e.name, message: e.message, code: e.code, stack: e.stack }
}

/** Methods that change state: refused from a foreign origin (CSRF). */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Paths whose answers belong to one account (its `/api` alias too). */
const PRIVATE_PATH = /^(\/api)?\/(account|dev)\//

/**
 * Builds the API without listening, so tests can `inject` requests or listen on port 0. Routes answer at `/` and,
 * for the web's same-origin proxy, at `/api/` too.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig()
  const app = Fastify({
    logger:
      options.logger === undefined
        ? {
            ...loggerOptions(config.logLevel),
            ...(options.logStream ? { stream: options.logStream } : {}),
          }
        : options.logger,
    // A hop count trusts that many proxies from the socket inward (the client is the address before them).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    forceCloseConnections: 'idle',
    bodyLimit: BODY_LIMIT,
    // A body that never completes, a silent socket or a slow header must not hold a socket for ever.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      // Node checks the request and header timeouts this often (its default, 30 s, would stretch them).
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.timeouts.headersMs / 2)),
    },
    // Router-level refusals (a too long path parameter, a malformed URL) get the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
      void (reply as FastifyReply).status(status).send(errorBody('INVALID_REQUEST', status))
    },
    // An empty query field is an absent one (its default applies): `?lang=&page=2` is `?page=2`.
    routerOptions: { querystringParser: parseFields },
    rewriteUrl: (request) => {
      const url = request.url ?? '/'
      return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') ? url.slice(4) || '/' : url
    },
  })
  app.setValidatorCompiler(withEmptyBody(validatorCompiler))
  app.setSerializerCompiler(serializerCompiler)

  const db = options.database.db
  const ctx: AppContext = {
    config,
    db,
    codes: new MailCodes(db, config.sessionSecret),
    mailer: createMailer(config, db, app.log),
    prices: options.prices ?? createPriceService(() => chainSourcesFromConfig(config), config.priceCacheMs),
    blog: createBlogFeed(config),
    captcha: options.captcha ?? renderCaptcha,
    pow: new ProofOfWork(db, config),
    now: options.now ?? (() => new Date()),
  }
  app.addHook('onClose', async () => ctx.mailer.close())
  // A first price snapshot as the server starts, in the background: a player's first price, LP, APY or TVL request
  // then has a snapshot to be answered from while a new read is slow or fails (src/market-data/prices.ts). An app that
  // never listens (the tests' `inject`) reads nothing.
  app.addHook('onListen', async () => {
    void ctx.prices.snapshot().catch(() => undefined)
  })
  app.decorate('loadAccount', (request) => currentAccount(db, request, ctx.now()))
  app.decorateRequest('account', null)
  // Set by `route` (src/http.ts) on every request: declared here so that requests keep one shape.
  app.decorateRequest('input', null)

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError)
      return reply.status(error.status).send(errorBody(error.code, error.status, error.data))
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message
      return reply.status(400).send(errorBody(isCode(message) ? message : 'INVALID_REQUEST', 400))
    }
    const status = (error as FastifyError).statusCode
    if (status === 429) return reply.status(429).send(errorBody('TOO_MANY_REQUESTS', 429))
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(status).send(errorBody('INVALID_REQUEST', status))
    }
    request.log.error({ err: loggableError(error) }, 'request failed')
    return reply.status(500).send(errorBody('UNKNOWN_ERROR', 500))
  })
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('NOT_FOUND', 404)))

  // Security headers on every answer, computed once (@fastify/helmet runs helmet's whole setup again on each
  // request): JSON answers get those that act on a JSON response, the /docs UI (an HTML page) helmet's default set.
  const docsHeaders = securityHeaders()
  const headers = jsonSecurityHeaders(docsHeaders)
  // CSRF: a state-changing request a browser sends from another origin is refused. Only the configured origins (the
  // site's, `SIWE_DOMAINS`) pass: `Sec-Fetch-Site: same-origin`, or an `Origin` among them. A sibling subdomain
  // (`same-site`) is another origin, and with a Lax cookie a compromised one could otherwise post as the player.
  // Requests with neither header (the game server, curl) are not a browser's.
  const foreign = foreignOrigin(siteOrigins(config))
  // One callback-style hook for both (an async hook costs a promise and a microtask on every request, each hook a
  // step of Fastify's hook runner).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(config.docs && request.url.startsWith('/docs') ? docsHeaders : headers)
    if (STATE_CHANGING.has(request.method) && foreign(request.headers))
      return done(new ApiError('FORBIDDEN', 403))
    done()
  })
  app.decorate('answerCaches', {})

  // Cookies are parsed on the routes that may read them: every route but the public reads, whose answers are the same
  // for every client (`route` marks them `publicRead`) and so never look at a session.
  await app.register(fastifyCookie, { hook: false })
  const parseCookies = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    const header = request.headers.cookie
    request.cookies = header ? app.parseCookie(header) : {}
    done()
  }
  // An answer for one holder (a bearer token, a session, anything under /account/) is never stored by a cache on the
  // way (nginx `proxy_cache` with a default lifetime would serve it to the next client); public reads say their own.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      !request.routeOptions.config?.publicRead &&
      (request.headers.authorization !== undefined ||
        PRIVATE_PATH.test(request.url) ||
        request.headers.cookie?.includes(`${SESSION_COOKIE}=`))
    )
      reply.header('cache-control', 'no-store')
    done()
  })
  app.addHook('onRoute', (route) => {
    if (route.config?.publicRead) return
    route.onRequest = [parseCookies, ...(route.onRequest ? [route.onRequest].flat() : [])] as never
  })
  // An empty form field is an absent one (its default applies), as in the query string (`routerOptions` above).
  registerFormParser(app)
  await app.register(fastifyRateLimit, {
    global: false,
    // On PostgreSQL (possibly many api processes) the counters live in the database; PGlite is one process.
    // Either store counts a HEAD with its GET (src/abuse/rate-limit-store.ts).
    store: (options.database.kind === 'postgres'
      ? createDbRateLimitStore(db)
      : createMemoryRateLimitStore()) as never,
    // Per client: an IPv4 address or an IPv6 /64 (request.ip honours TRUST_PROXY).
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new ApiError('TOO_MANY_REQUESTS', 429, { retryAfter: Math.ceil(context.ttl / 1000) }),
  })
  if (config.docs) await registerDocs(app)

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }))
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await options.database.ping()
      return { status: 'ready' }
    } catch {
      return reply.status(503).send({ status: 'unavailable' })
    }
  })

  await app.register(async (api) => {
    accountRoutes(api, ctx)
    contentRoutes(api, ctx)
    priceRoutes(api, ctx)
    arenaRoutes(api, ctx)
    readModelRoutes(api, ctx)
    analyticsRoutes(api, ctx)
    claimRoutes(api, ctx)
    gameAccountRoutes(api, ctx)
  })
  return app
}

/**
 * Whether a state-changing request's headers say a browser sent it from outside `origins`: `Sec-Fetch-Site` other
 * than `same-origin` or `none` (a typed URL, a bookmark), unless its `Origin` is one of `origins` (the web's dev proxy
 * and a site served from several configured origins); without `Sec-Fetch-Site`, an `Origin` outside `origins`.
 */
export function foreignOrigin(origins: ReadonlySet<string>) {
  return (requestHeaders: IncomingHttpHeaders): boolean => {
    const origin = requestHeaders.origin
    if (origin !== undefined && origins.has(origin)) return false
    const site = requestHeaders['sec-fetch-site']
    if (site !== undefined) return site !== 'same-origin' && site !== 'none'
    return origin !== undefined
  }
}

/** Helmet's default headers, recorded once from its middleware (they depend on nothing in the request). */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  helmet()({} as never, response as never, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/**
 * The security headers of a JSON answer (OWASP's REST Security Cheat Sheet): a policy that loads and frames nothing
 * (`default-src 'none'; frame-ancestors 'none'`, stricter than helmet's page policy), no framing (`X-Frame-Options:
 * DENY`), no sniffing, HSTS, and helmet's Cross-Origin-Resource-Policy and Referrer-Policy. Helmet's other headers act
 * on HTML pages only (opener policy, origin-agent cluster, DNS prefetching, IE8 downloads, Flash cross-domain
 * policies, the old XSS auditor) and cost CPU on every answer: 12 headers took about 8 µs a request, these 6 about 1-2.
 */
function jsonSecurityHeaders(helmetHeaders: Record<string, string>): Record<string, string> {
  const pick = (name: string) => {
    const value = helmetHeaders[name]
    if (value === undefined) throw new Error(`helmet no longer sets ${name}`)
    return value
  }
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': pick('cross-origin-resource-policy'),
    'referrer-policy': pick('referrer-policy'),
    'strict-transport-security': pick('strict-transport-security'),
    'x-content-type-options': pick('x-content-type-options'),
    'x-frame-options': 'DENY',
  }
}

/** The OpenAPI document and its UI at `/docs` (not registered in mainnet mode unless `API_DOCS` says so). */
async function registerDocs(app: FastifyInstance<import('node:http').Server>) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Finaverse API',
        version: '0.1.0',
        description: 'Envelope: `{ ret, msg, data }`; see README.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'fv_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' })
}
