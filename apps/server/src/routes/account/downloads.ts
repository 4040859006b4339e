import { endpoints } from '@finaverse/sdk/rest'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { counters } from '../../db/schema.js'
import { route } from '../../http.js'

/** The Android download: counted, then redirected to the APK; and the count. */
export function downloadRoutes(app: FastifyInstance, ctx: AppContext, tags: string[]) {
  const { db, config } = ctx

  app.get(
    '/account/androidDownload',
    { schema: { summary: 'Counts an Android download and redirects to the APK', tags } },
    async (_request, reply) => {
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
