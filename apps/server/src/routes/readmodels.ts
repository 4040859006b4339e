import { endpoints } from '@finaverse/sdk/rest'
import { count, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { AnswerCache } from '../answer-cache.js'
import type { AppContext } from '../context.js'
import { readPage } from '../db/paging.js'
import { bridgeRequests, worldCupUsers } from '../db/schema.js'
import { HISTORY_CACHE, limit, RANKING_CACHE, route, serializeOk } from '../http.js'
import { bridgeProgress } from '../readmodels/events.js'
import { mergeHistory } from '../readmodels/merges.js'
import { RANKING_CACHE_MS } from './arena.js'

/**
 * World Cup ranking: winning points, then general credits, then address; spelled as the index
 * `worldcup_users_ranking_idx` is (nulls last), so that a page is read along the index.
 */
const worldCupOrder = sql`${worldCupUsers.winningPoints} desc nulls last, ${worldCupUsers.generalCredits} desc nulls last, ${worldCupUsers.address} asc`

export function readModelRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx
  const w = worldCupUsers
  const columns = {
    address: w.address,
    winningPoints: w.winningPoints,
    unclaimedCredits: w.unclaimedCredits,
    generalCredits: w.generalCredits,
    stakeActivities: w.stakeActivities,
    raffleTickets: w.raffleTickets,
  }
  // Answers kept 10 s (bounded in bytes, keyed by validated input), a page read along the ranking index (its rank is
  // its place: no window over the table), a profile's rank counted along it, and a per-client rate limit.
  const cache = new AnswerCache(8 * 2 ** 20, RANKING_CACHE_MS)
  app.addHook('onClose', (_app, done) => {
    cache.close()
    done()
  })
  app.answerCaches['worldcup'] = cache
  const rankingLimit = limit(ctx.config, 'ranking')

  route(
    app,
    endpoints.worldCupLeaderboard,
    (request) => {
      const { page, pageSize } = request.input
      return cache.getOrLoad(`board:${page}:${pageSize}`, async () => {
        const { rows, total } = await readPage(
          db,
          request.input,
          db.select(columns).from(w).orderBy(worldCupOrder),
          { from: w },
        )
        const first = (page - 1) * pageSize + 1
        return serializeOk(endpoints.worldCupLeaderboard, {
          items: rows.map((row, i) => ({ ...row, rank: first + i })),
          total,
        })
      }) as never
    },
    { tags: ['worldcup'], raw: true, cache: RANKING_CACHE, config: rankingLimit },
  )

  route(
    app,
    endpoints.worldCupProfile,
    (request) => {
      const address = request.input.address.toLowerCase()
      return cache.getOrLoad(`profile:${address}`, async () => {
        const [row] = await db.select(columns).from(w).where(eq(w.address, request.input.address)).limit(1)
        if (!row) return serializeOk(endpoints.worldCupProfile, { profile: null })
        const [before] = await db
          .select({ n: count() })
          .from(w)
          .where(
            sql`(${w.winningPoints} > ${row.winningPoints} or (${w.winningPoints} = ${row.winningPoints} and (${w.generalCredits} > ${row.generalCredits} or (${w.generalCredits} = ${row.generalCredits} and ${w.address} < ${row.address}))))`,
          )
        return serializeOk(endpoints.worldCupProfile, { profile: { ...row, rank: (before?.n ?? 0) + 1 } })
      }) as never
    },
    { tags: ['worldcup'], raw: true, cache: RANKING_CACHE, config: rankingLimit },
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
