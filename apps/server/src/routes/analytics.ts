import { localizedPath, SITE_ROUTES, ZH_PREFIX } from '@finaverse/domain'
import { endpoints, okEnvelope, pageViewsQuerySchema, pageViewsResponseSchema } from '@finaverse/sdk/rest'
import { and, asc, gte, lte, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireBearer } from '../auth/sessions.js'
import type { AppContext } from '../context.js'
import { pageViews } from '../db/schema.js'
import { ApiError } from '../errors.js'
import { limit, route } from '../http.js'

/** The site's routes (docs/product.md#routes, from the domain) plus the 404 bucket; each may carry the /zh prefix. */
export const COUNTED_ROUTES = [...SITE_ROUTES, '/404'] as const

const known = new Set<string>(
  COUNTED_ROUTES.flatMap((r) => [r, r === '/404' ? `${ZH_PREFIX}/404` : localizedPath(r, 'zh')]),
)

/** A route as counted: known routes only (no query, no trailing slash), so no visitor data can enter the table. */
export function normaliseRoute(route: string): string | null {
  const path = route.split(/[?#]/)[0] ?? ''
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return known.has(trimmed) ? trimmed : null
}

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx
  route(
    app,
    endpoints.pageView,
    async (request) => {
      const routeName = normaliseRoute(request.input.route)
      if (!routeName) throw new ApiError('INVALID_REQUEST', 400)
      const day = ctx.now().toISOString().slice(0, 10)
      await db
        .insert(pageViews)
        .values({ route: routeName, day, count: 1 })
        .onConflictDoUpdate({
          target: [pageViews.route, pageViews.day],
          set: { count: sql`${pageViews.count} + 1` },
        })
      return null
    },
    // Per client, so that the counts mean visitors' pages, not one client's loop.
    { tags: ['analytics'], config: limit(config, 'pageView') },
  )

  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/analytics/pageviews',
    {
      schema: {
        summary: 'Page views per route and day',
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: pageViewsQuerySchema,
        response: { 200: okEnvelope(pageViewsResponseSchema) },
      },
      onRequest: async (request) => requireBearer(request, config.adminToken),
    },
    async (request) => {
      const conditions = []
      if (request.query.from)
        conditions.push(gte(pageViews.day, request.query.from.toISOString().slice(0, 10)))
      if (request.query.to) conditions.push(lte(pageViews.day, request.query.to.toISOString().slice(0, 10)))
      const rows = await db
        .select()
        .from(pageViews)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(pageViews.day), asc(pageViews.route))
        .limit(10_000)
      return { ret: 0 as const, msg: 'ok', data: { items: rows } }
    },
  )
}
