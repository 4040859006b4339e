// The REST contract of the site's content: lists and items by kind, the blog, downloads and page views.
import { z } from 'zod'
import { codes } from '../codes.js'
import { dateField, isoTime, page, pageSize, required, text } from './common.js'

// ---------- content ----------

export const contentKindSchema = z.enum(['news', 'updates', 'fanart', 'heroes'], {
  error: codes.invalidRequest,
})
export type ContentKind = z.infer<typeof contentKindSchema>

/** Sort fields the server accepts; anything else is refused. */
export const contentSortFields = ['is_recommend', 'createdate', 'id', 'title'] as const
const sortClause = z
  .string()
  .trim()
  .max(100)
  .refine(
    (value) =>
      value.split(',').every((part) => {
        const [field, direction, ...rest] = part.trim().split(/\s+/)
        return (
          rest.length === 0 &&
          (contentSortFields as readonly string[]).includes(field ?? '') &&
          (direction === undefined || direction === 'asc' || direction === 'desc')
        )
      }),
    { error: codes.invalidRequest },
  )

export const getListRequestSchema = z.object({
  gameId: z.coerce.number({ error: codes.invalidRequest }).int().min(0).max(1_000_000).default(67),
  sort: sortClause.default('is_recommend desc, createdate'),
  order: z.enum(['asc', 'desc'], { error: codes.invalidRequest }).default('desc'),
  lang: z.enum(['en', 'zh'], { error: codes.invalidRequest }).default('en'),
  page,
  pageSize,
})
export type GetListRequest = z.input<typeof getListRequestSchema>

export const contentItemSchema = z.object({
  id: z.number().int(),
  kind: contentKindSchema,
  gameId: z.number().int(),
  lang: z.enum(['en', 'zh']),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  isRecommend: z.number().int(),
  createdate: isoTime,
})
export type ContentItem = z.infer<typeof contentItemSchema>
export const getListResponseSchema = z.object({ items: z.array(contentItemSchema), total: z.number().int() })
export const getByIdQuerySchema = z.object({
  id: z.coerce
    .number({ error: codes.invalidRequest })
    .int({ error: codes.invalidRequest })
    .min(1)
    .max(2 ** 31 - 1),
})

export const contentWriteRequestSchema = z.object({
  gameId: z.coerce.number({ error: codes.invalidRequest }).int().min(0).max(1_000_000).default(67),
  lang: z.enum(['en', 'zh'], { error: codes.invalidRequest }),
  title: required(codes.invalidRequest).max(200),
  summary: text().max(1000).default(''),
  body: text().max(100_000).default(''),
  /** An `https:` image address (no `javascript:`, `data:` or plain `http:`). */
  imageUrl: text()
    .max(2000)
    .pipe(z.url({ protocol: /^https$/, error: codes.invalidRequest }))
    .optional(),
  isRecommend: z.coerce.number({ error: codes.invalidRequest }).int().min(0).max(1000).default(0),
})

export const blogItemSchema = z.object({
  title: z.string(),
  link: z.string(),
  pubDate: isoTime.nullable(),
  author: z.string().nullable(),
  summary: z.string(),
  thumbnail: z.string().nullable(),
})
export const blogResponseSchema = z.object({ title: z.string(), items: z.array(blogItemSchema) })

/** The number of downloads of the game client. */
export const downloadCountResponseSchema = z.object({ count: z.number().int() })

// ---------- analytics ----------

export const pageViewRequestSchema = z.object({
  /** A route of the site, with or without the /zh prefix. */
  route: required(codes.invalidRequest).max(64),
})
export const pageViewsQuerySchema = z.object({
  from: dateField().optional(),
  to: dateField().optional(),
})
export const pageViewsResponseSchema = z.object({
  items: z.array(z.object({ route: z.string(), day: z.string(), count: z.number().int() })),
})
