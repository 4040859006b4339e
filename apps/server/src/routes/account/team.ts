import { validateTeam } from '@finaverse/domain'
import { endpoints } from '@finaverse/sdk/rest'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { teams } from '../../db/schema.js'
import { ApiError } from '../../errors.js'
import { route } from '../../http.js'

/** The account's arena team (at least four different heroes). */
export function teamRoutes(app: FastifyInstance, ctx: AppContext, tags: string[]) {
  const { db } = ctx

  route(
    app,
    endpoints.getTeam,
    async (request) => {
      const [team] = await db.select().from(teams).where(eq(teams.accountId, request.account.id)).limit(1)
      return { heroIds: team?.heroIds ?? [], updatedAt: team?.updatedAt.toISOString() ?? null }
    },
    { tags },
  )

  route(
    app,
    endpoints.setTeam,
    async (request) => {
      const now = ctx.now()
      const { heroIds } = request.input
      const problem = validateTeam(heroIds)
      if (problem) throw new ApiError(problem, 400)
      await db
        .insert(teams)
        .values({ accountId: request.account.id, heroIds, updatedAt: now })
        .onConflictDoUpdate({ target: teams.accountId, set: { heroIds, updatedAt: now } })
      return { heroIds, updatedAt: now.toISOString() }
    },
    { tags },
  )
}
