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
import { requireBearer } from '../auth.js'
import type { AppContext } from '../context.js'
import { readPage } from '../db/paging.js'
import { content } from '../db/schema.js'
import { ApiError } from '../errors.js'
import { route, serializeOk } from '../http.js'

const sortColumns = {
  is_recommend: content.isRecommend,
  createdate: content.createdate,
  id: content.id,
  title: content.title,
} as const

/**
 * Turns a whitelisted sort clause into ORDER BY terms. A field without a direction takes `order` (so the default
 * `is_recommend desc, createdate` with order `desc` sorts by recommendation, then newest first); the id breaks ties.
 */
export function orderTerms(sort: string, order: 'asc' | 'desc'): SQL[] {
  const terms: SQL[] = []
  for (const part of sort.split(',')) {
    const [field, direction] = part.trim().split(/\s+/)
    const column = sortColumns[field as keyof typeof sortColumns]
    if (!column) throw new ApiError('INVALID_REQUEST', 400)
    terms.push((direction ?? order) === 'asc' ? asc(column) : desc(column))
  }
  terms.push(order === 'asc' ? asc(content.id) : desc(content.id))
  return terms
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
const CONTENT_CACHE_MAX = 1000

/** A small TTL cache of content answers (content changes only through the admin endpoints). */
class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>()
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (now - entry.at > CONTENT_CACHE_MS) {
      this.entries.delete(key)
      return undefined
    }
    return entry.value
  }
  set(key: string, value: V, now: number) {
    if (this.entries.size >= CONTENT_CACHE_MAX)
      this.entries.delete(this.entries.keys().next().value as string)
    this.entries.set(key, { at: now, value })
  }
  clear() {
    this.entries.clear()
  }
}

const kindParams = z.object({ kind: contentKindSchema })
const itemParams = z.object({ kind: contentKindSchema, id: getByIdQuerySchema.shape.id })

export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx
  const tags = ['content']
  const cache = new TtlCache<unknown>()
  const inputKeys = new WeakMap<object, Map<string, string>>()
  // A hit is returned as is (no promise): `route` sends it at once.
  const cached = <T>(key: string, load: () => Promise<T>): T | Promise<T> => {
    const now = Date.now()
    const hit = cache.get(key, now) as T | undefined
    if (hit !== undefined) return hit
    return load().then((value) => {
      cache.set(key, value, now)
      return value
    })
  }

  route(
    app,
    endpoints.getList,
    // Not async: a cache hit is returned as is (no promise), and `route` sends it at once.
    (request) => {
      const kind = request.params['kind'] as ContentKind
      // The validated input is shared by requests asking the same (see `route`): its cache key, per kind, is built
      // once, so that a hit hashes a string seen before instead of a new one.
      let keys = inputKeys.get(request.input)
      if (keys === undefined) {
        keys = new Map()
        inputKeys.set(request.input, keys)
      }
      let key = keys.get(kind)
      if (key === undefined) {
        key = `list:${kind}:${JSON.stringify(request.input)}`
        keys.set(kind, key)
      }
      return cached(key, async () => serializeOk(endpoints.getList, await list(kind, request.input))) as never
    },
    { tags, params: kindParams, raw: true },
  )

  async function list(
    kind: ContentKind,
    input: {
      gameId: number
      sort: string
      order: 'asc' | 'desc'
      lang: 'en' | 'zh'
      page: number
      pageSize: number
    },
  ) {
    const { gameId, sort, order, lang, page, pageSize } = input
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
        .orderBy(...orderTerms(sort, order)),
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
      const item = cached(`item:${kind}:${request.input.id}`, async () => {
        const [row] = await db
          .select()
          .from(content)
          .where(and(eq(content.id, request.input.id), eq(content.kind, kind), eq(content.deleted, false)))
          .limit(1)
        return row ? serializeOk(endpoints.getById, contentView(row)) : null
      })
      return item instanceof Promise ? item.then(found) : found(item)
    },
    { tags, params: kindParams, raw: true },
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

  route(app, endpoints.blog, async () => ctx.blog.get(), { tags })
}
