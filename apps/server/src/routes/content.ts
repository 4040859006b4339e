import {
  type ContentKind,
  contentItemSchema,
  contentKindSchema,
  contentWriteRequestSchema,
  endpoints,
  getByIdQuerySchema,
  okEnvelope,
} from '@finaverse/sdk/rest'
import { and, asc, desc, eq, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AnswerCache } from '../answer-cache.js'
import { requireBearer } from '../auth/sessions.js'
import type { AppContext } from '../context.js'
import { readPage } from '../db/paging.js'
import { content } from '../db/schema.js'
import { ApiError } from '../errors.js'
import { type HttpCaching, route, serializeOk } from '../http.js'

const sortColumns = {
  is_recommend: content.isRecommend,
  createdate: content.createdate,
  id: content.id,
  title: content.title,
} as const

type SortField = keyof typeof sortColumns
/** A sort clause as its meaning: each field once, with its direction, and nothing after `id` (ids are unique). */
export type SortTerms = { field: SortField; direction: 'asc' | 'desc' }[]

/**
 * The order a sort clause and `order` mean, whatever their spelling: a field without a direction takes `order`, a
 * field given again changes nothing (the first one sorts), and terms after `id` change nothing (no two rows share an
 * id). `id asc,title desc`, ` id   asc ` and `id asc, id desc` all mean `id asc`. Refuses a field off the whitelist.
 */
export function normaliseSort(sort: string, order: 'asc' | 'desc'): SortTerms {
  const terms: SortTerms = []
  const seen = new Set<string>()
  for (const part of sort.split(',')) {
    const [field, direction] = part.trim().split(/\s+/)
    if (!field || !Object.hasOwn(sortColumns, field)) throw new ApiError('INVALID_REQUEST', 400)
    if (direction !== undefined && direction !== 'asc' && direction !== 'desc')
      throw new ApiError('INVALID_REQUEST', 400)
    if (seen.has(field)) continue
    seen.add(field)
    terms.push({ field: field as SortField, direction: direction ?? order })
    if (field === 'id') break
  }
  return terms
}

/**
 * The canonical text of an order ({@link normaliseSort}'s terms and the id tie-break `order` gives): the only form of a
 * sort clause that keys anything. Two spellings of one order give one text.
 */
export function sortKey(terms: SortTerms, order: 'asc' | 'desc'): string {
  const text = terms.map((term) => `${term.field} ${term.direction}`).join(',')
  // With `id` among the terms the tie-break never acts, so `order` is no part of the order.
  return terms.some((term) => term.field === 'id') ? text : `${text};id ${order}`
}

/** ORDER BY terms of a normalised order; the id breaks ties (in `order`'s direction). */
export function orderTerms(terms: SortTerms, order: 'asc' | 'desc'): SQL[] {
  const sql = terms.map((term) =>
    term.direction === 'asc' ? asc(sortColumns[term.field]) : desc(sortColumns[term.field]),
  )
  if (!terms.some((term) => term.field === 'id'))
    sql.push(order === 'asc' ? asc(content.id) : desc(content.id))
  return sql
}

type Row = typeof content.$inferSelect

export function contentView(row: Row) {
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    gameId: row.gameId,
    lang: row.lang as 'en' | 'zh',
    title: row.title,
    summary: row.summary,
    body: row.body,
    imageUrl: row.imageUrl,
    isRecommend: row.isRecommend,
    createdate: row.createdate.toISOString(),
  }
}

/** How long a list or item stays cached; admin writes in this process clear the cache at once. */
export const CONTENT_CACHE_MS = 30_000
/** What a client, a CDN or the reverse proxy may do with a content item: what this process does (30 s), then revalidate. */
const CONTENT_HTTP_CACHE: HttpCaching = { maxAge: 30, sMaxAge: 30, staleWhileRevalidate: 60 }

const kindParams = z.object({ kind: contentKindSchema })
const itemParams = z.object({ kind: contentKindSchema, id: getByIdQuerySchema.shape.id })

export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx
  const tags = ['content']
  // Serialised answers, bounded in bytes (src/answer-cache.ts); keyed only by validated, normalised input.
  const cache = new AnswerCache(config.contentCacheBytes, CONTENT_CACHE_MS)
  app.addHook('onClose', (_app, done) => {
    cache.close()
    done()
  })
  app.answerCaches['content'] = cache

  route(
    app,
    endpoints.getList,
    // Not async: a cache hit is returned as is (no promise), and `route` sends it at once.
    (request) => {
      const kind = request.params['kind'] as ContentKind
      const { gameId, sort, order, lang, page, pageSize } = request.input
      const terms = normaliseSort(sort, order)
      const key = `list:${kind}:${gameId}:${lang}:${page}:${pageSize}:${sortKey(terms, order)}`
      return cache.getOrLoad(key, async () =>
        serializeOk(endpoints.getList, await list(kind, { gameId, lang, page, pageSize }, terms, order)),
      ) as never
    },
    { tags, params: kindParams, raw: true },
  )

  async function list(
    kind: ContentKind,
    input: { gameId: number; lang: 'en' | 'zh'; page: number; pageSize: number },
    terms: SortTerms,
    order: 'asc' | 'desc',
  ) {
    const { gameId, lang, page, pageSize } = input
    const where = and(
      eq(content.kind, kind),
      eq(content.gameId, gameId),
      eq(content.lang, lang),
      eq(content.deleted, false),
    )
    const { rows, total } = await readPage(
      db,
      { page, pageSize },
      db
        .select()
        .from(content)
        .where(where)
        .orderBy(...orderTerms(terms, order)),
      { from: content, where },
    )
    return { items: rows.map(contentView), total }
  }

  const found = (item: string | null) => {
    if (!item) throw new ApiError('NOT_FOUND', 404)
    return item as never
  }
  route(
    app,
    endpoints.getById,
    (request) => {
      const kind = request.params['kind'] as string
      const item = cache.getOrLoad(`item:${kind}:${request.input.id}`, async () => {
        const [row] = await db
          .select()
          .from(content)
          .where(and(eq(content.id, request.input.id), eq(content.kind, kind), eq(content.deleted, false)))
          .limit(1)
        return row ? serializeOk(endpoints.getById, contentView(row)) : null
      })
      return item instanceof Promise ? item.then(found) : found(item)
    },
    { tags, params: kindParams, raw: true, cache: CONTENT_HTTP_CACHE },
  )

  // Admin endpoints (bearer ADMIN_TOKEN): create, update, delete.
  const admin = app.withTypeProvider<ZodTypeProvider>()
  const adminTags = ['admin']
  const itemResponse = { 200: okEnvelope(contentItemSchema) }
  admin.post(
    '/admin/content/:kind',
    {
      schema: {
        summary: 'Creates a content item',
        tags: adminTags,
        security: [{ bearer: [] }],
        params: kindParams,
        body: contentWriteRequestSchema,
        response: itemResponse,
      },
      onRequest: async (request) => requireBearer(request, config.adminToken),
      onResponse: async () => cache.clear(),
    },
    async (request) => {
      const [row] = await db
        .insert(content)
        .values({
          ...request.body,
          imageUrl: request.body.imageUrl ?? null,
          kind: request.params.kind,
          createdate: ctx.now(),
        })
        .returning()
      return { ret: 0 as const, msg: 'ok', data: contentView(row as Row) }
    },
  )
  admin.post(
    '/admin/content/:kind/:id',
    {
      schema: {
        summary: 'Replaces a content item',
        tags: adminTags,
        security: [{ bearer: [] }],
        params: itemParams,
        body: contentWriteRequestSchema,
        response: itemResponse,
      },
      onRequest: async (request) => requireBearer(request, config.adminToken),
      onResponse: async () => cache.clear(),
    },
    async (request) => {
      const [row] = await db
        .update(content)
        .set({ ...request.body, imageUrl: request.body.imageUrl ?? null })
        .where(
          and(
            eq(content.id, request.params.id),
            eq(content.kind, request.params.kind),
            eq(content.deleted, false),
          ),
        )
        .returning()
      if (!row) throw new ApiError('NOT_FOUND', 404)
      return { ret: 0 as const, msg: 'ok', data: contentView(row) }
    },
  )
  admin.delete(
    '/admin/content/:kind/:id',
    {
      schema: {
        summary: 'Deletes a content item',
        tags: adminTags,
        security: [{ bearer: [] }],
        params: itemParams,
        response: { 200: okEnvelope(z.null()) },
      },
      onRequest: async (request) => requireBearer(request, config.adminToken),
      onResponse: async () => cache.clear(),
    },
    async (request) => {
      const [row] = await db
        .update(content)
        .set({ deleted: true })
        .where(
          and(
            eq(content.id, request.params.id),
            eq(content.kind, request.params.kind),
            eq(content.deleted, false),
          ),
        )
        .returning({ id: content.id })
      if (!row) throw new ApiError('NOT_FOUND', 404)
      return { ret: 0 as const, msg: 'ok', data: null }
    },
  )

  // The feed is fetched again every 10 minutes (src/content/blog.ts).
  route(app, endpoints.blog, async () => ctx.blog.get(), {
    tags,
    cache: { maxAge: 300, sMaxAge: 600, staleWhileRevalidate: 600 },
  })
}
