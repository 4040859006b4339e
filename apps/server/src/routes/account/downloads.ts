import { endpoints } from '@finaverse/sdk/rest'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { clientKey } from '../../abuse/client-key.js'
import type { AppContext } from '../../context.js'
import { counters } from '../../db/schema.js'
import { COUNTED_DOWNLOADS_PER_HOUR, route } from '../../http.js'

/**
 * The Android download: counted (at most {@link COUNTED_DOWNLOADS_PER_HOUR} a client an hour, so that one client's
 * loop does not make the count), then redirected to the APK; and the count.
 */
export function downloadRoutes(app: FastifyInstance, ctx: AppContext, tags: string[]) {
  const { db, config } = ctx
  const counted = app.createRateLimit({
    max: Math.max(1, Math.round(COUNTED_DOWNLOADS_PER_HOUR * config.rateLimitFactor)),
    timeWindow: 3_600_000,
    keyGenerator: (request) => `download:${clientKey(request.ip)}`,
  })

  app.get(
    '/account/androidDownload',
    { schema: { summary: 'Counts an Android download and redirects to the APK', tags } },
    async (request, reply) => {
      const allowed = await counted(request)
      if (allowed.isAllowed || !allowed.isExceeded)
        await db
          .insert(counters)
          .values({ name: 'android_download', value: 1 })
          .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
      return reply.redirect(config.androidApkUrl, 302)
    },
  )

  route(
    app,
    endpoints.downloadCount,
    async () => {
      const [row] = await db.select().from(counters).where(eq(counters.name, 'android_download')).limit(1)
      return { count: row?.value ?? 0 }
    },
    { tags, cache: { maxAge: 30, sMaxAge: 30, staleWhileRevalidate: 60 } },
  )
}
