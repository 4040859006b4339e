import fastifyCookie from '@fastify/cookie'
import fastifyFormbody from '@fastify/formbody'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import { type Config, loadConfig } from './config.js'
import type { AppContext } from './context.js'
import type { Database } from './db/client.js'
import { ApiError, errorBody } from './errors.js'
import { accountRoutes } from './routes/accounts.js'
import { analyticsRoutes } from './routes/analytics.js'
import { arenaRoutes } from './routes/arena.js'
import { claimRoutes } from './routes/claims.js'
import { contentRoutes } from './routes/content.js'
import { gameAccountRoutes } from './routes/game-account.js'
import { priceRoutes } from './routes/prices.js'
import { readModelRoutes } from './routes/readmodels.js'
import { createBlogFeed } from './services/blog.js'
import { type CaptchaImage, renderCaptcha } from './services/captcha.js'
import { MailCodes } from './services/mail-codes.js'
import { createMailer } from './services/mailer.js'
import { chainSourcesFromConfig, createPriceService, type PriceService } from './services/prices.js'
import { createDbRateLimitStore } from './services/rate-limit-store.js'

/** What {@link buildApp} needs; everything but the database has a default. */
export type AppOptions = {
  database: Database
  config?: Config
  /** Pino logger options, or false (tests). */
  logger?: boolean | Record<string, unknown>
  prices?: PriceService
  captcha?: () => CaptchaImage
  now?: () => Date
}

const isCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(value)

/**
 * Builds the API without listening, so tests can `inject` requests or listen on port 0. Routes answer at `/` and,
 * for the web's same-origin proxy, at `/api/` too.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig()
  const app = Fastify({
    logger: options.logger === undefined ? { level: config.logLevel } : options.logger,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    bodyLimit: 256 * 1024,
    // Router-level refusals (a too long path parameter, a malformed URL) get the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
      void (reply as FastifyReply).status(status).send(errorBody('INVALID_REQUEST', status))
    },
    rewriteUrl: (request) => {
      const url = request.url ?? '/'
      return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') ? url.slice(4) || '/' : url
    },
  })
  app.setValidatorCompiler(validatorCompiler)
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
    now: options.now ?? (() => new Date()),
  }
  app.addHook('onClose', async () => ctx.mailer.close())

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
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send(errorBody('UNKNOWN_ERROR', 500))
  })
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('NOT_FOUND', 404)))

  // An empty POST body is an empty form; an empty form or query field is an absent one (its default applies).
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {}
    const isForm = String(request.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    )
    for (const fields of [isForm ? request.body : undefined, request.query]) {
      if (!fields || typeof fields !== 'object') continue
      for (const [key, value] of Object.entries(fields))
        if (value === '') delete (fields as Record<string, unknown>)[key]
    }
  })

  await app.register(fastifyCookie)
  await app.register(fastifyFormbody, { bodyLimit: 256 * 1024 })
  await app.register(fastifyRateLimit, {
    global: false,
    // On PostgreSQL (possibly many api processes) the counters live in the database; PGlite is one process.
    ...(options.database.kind === 'postgres' ? { store: createDbRateLimitStore(db) as never } : {}),
    errorResponseBuilder: (_request, context) =>
      new ApiError('TOO_MANY_REQUESTS', 429, { retryAfter: Math.ceil(context.ttl / 1000) }),
  })
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
