import { desc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { outbox } from '../../db/schema.js'

/** Local mode only: the mails the server sent, newest first (the developer's inbox). */
export function devOutboxRoutes(app: FastifyInstance, ctx: AppContext) {
  if (ctx.config.mode !== 'local') return
  app.get(
    '/dev/outbox',
    { schema: { summary: 'Local mode only: the mails the server sent, newest first', tags: ['local'] } },
    async () => {
      const rows = await ctx.db.select().from(outbox).orderBy(desc(outbox.id)).limit(100)
      return {
        ret: 0,
        msg: 'ok',
        data: { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) },
      }
    },
  )
}
