import { endpoints } from '@finaverse/sdk/rest'
import { and, asc, eq, gt, ne } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { endSession, SESSION_COOKIE } from '../../auth/sessions.js'
import type { AppContext } from '../../context.js'
import { sha256 } from '../../crypto/secrets.js'
import { sessions } from '../../db/schema.js'
import { ApiError } from '../../errors.js'
import { route } from '../../http.js'

/** The signed-in account's sessions: list them, end one, end all others (docs/product.md#account-notices-and-sessions). */
export function sessionRoutes(app: FastifyInstance, ctx: AppContext, tags: string[]) {
  const { db } = ctx
  const currentHash = (cookie: string | undefined) => (cookie && cookie.length <= 100 ? sha256(cookie) : '')

  route(
    app,
    endpoints.sessions,
    async (request) => {
      const mine = currentHash(request.cookies[SESSION_COOKIE])
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.accountId, request.account.id), gt(sessions.expiresAt, ctx.now())))
        .orderBy(asc(sessions.createdAt), asc(sessions.id))
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          client: row.client,
          current: row.tokenHash === mine,
        })),
      }
    },
    { tags },
  )

  route(
    app,
    endpoints.endSession,
    async (request, reply) => {
      const [ended] = await db
        .delete(sessions)
        .where(and(eq(sessions.id, request.input.id), eq(sessions.accountId, request.account.id)))
        .returning({ tokenHash: sessions.tokenHash })
      // Another account's session reads like none at all.
      if (!ended) throw new ApiError('NOT_FOUND', 404)
      if (ended.tokenHash === currentHash(request.cookies[SESSION_COOKIE]))
        await endSession(db, request, reply)
      return null
    },
    { tags },
  )

  route(
    app,
    endpoints.endOtherSessions,
    async (request) => {
      const ended = await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.accountId, request.account.id),
            ne(sessions.tokenHash, currentHash(request.cookies[SESSION_COOKIE])),
          ),
        )
        .returning({ id: sessions.id })
      return { ended: ended.length }
    },
    { tags },
  )
}
