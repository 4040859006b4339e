import { endpoints } from '@finaverse/sdk/rest'
import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { readPage } from '../db/paging.js'
import { bridgeRequests, worldCupUsers } from '../db/schema.js'
import { HISTORY_CACHE, RANKING_CACHE, route } from '../http.js'
import { bridgeProgress } from '../readmodels/events.js'
import { mergeHistory } from '../readmodels/merges.js'

/** World Cup ranking: winning points, then general credits, then address. */
const worldCupOrder = sql`${worldCupUsers.winningPoints} desc, ${worldCupUsers.generalCredits} desc, ${worldCupUsers.address} asc`

export function readModelRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx
  const ranked = db
    .select({
      address: worldCupUsers.address,
      winningPoints: worldCupUsers.winningPoints,
      unclaimedCredits: worldCupUsers.unclaimedCredits,
      generalCredits: worldCupUsers.generalCredits,
      stakeActivities: worldCupUsers.stakeActivities,
      raffleTickets: worldCupUsers.raffleTickets,
      rank: sql<number>`row_number() over (order by ${worldCupOrder})`.as('rank'),
    })
    .from(worldCupUsers)
    .as('ranked')
  const view = (row: { rank: number } & Record<string, unknown>) =>
    ({ ...row, rank: Number(row.rank) }) as never

  route(
    app,
    endpoints.worldCupLeaderboard,
    async (request) => {
      const { rows, total } = await readPage(
        db,
        request.input,
        db.select().from(ranked).orderBy(ranked.rank),
        {
          from: worldCupUsers,
        },
      )
      return { items: rows.map(view), total }
    },
    { tags: ['worldcup'], cache: RANKING_CACHE },
  )

  route(
    app,
    endpoints.worldCupProfile,
    async (request) => {
      const [row] = await db.select().from(ranked).where(eq(ranked.address, request.input.address)).limit(1)
      return { profile: row ? view(row) : null }
    },
    { tags: ['worldcup'], cache: RANKING_CACHE },
  )

  route(
    app,
    endpoints.bridgeHistory,
    async (request) => {
      const where = eq(bridgeRequests.address, request.input.address)
      const { rows, total } = await readPage(
        db,
        request.input,
        db
          .select()
          .from(bridgeRequests)
          .where(where)
          .orderBy(desc(bridgeRequests.requestedAt), desc(bridgeRequests.requestId)),
        { from: bridgeRequests, where },
      )
      return {
        items: rows.map((row) => {
          const status = row.status as keyof typeof bridgeProgress
          return {
            time: row.requestedAt.toISOString(),
            nftIds: row.nftIds,
            bscTransaction: row.bscTx,
            polygonTransaction: row.polygonTx,
            status,
            fee: row.fee,
            progress: bridgeProgress[status],
          }
        }),
        total,
      }
    },
    { tags: ['bridge'], cache: HISTORY_CACHE },
  )
  route(
    app,
    endpoints.mergeHistory,
    async (request) => {
      const { address, page, pageSize } = request.input
      return mergeHistory(db, address, page, pageSize)
    },
    { tags: ['merge'], cache: HISTORY_CACHE },
  )
}
