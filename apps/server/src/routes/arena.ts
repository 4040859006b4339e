import { endpoints } from '@finaverse/sdk/rest'
import { and, count, desc, eq, max, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { AnswerCache } from '../answer-cache.js'
import type { AppContext } from '../context.js'
import type { Db } from '../db/client.js'
import { readPage } from '../db/paging.js'
import { arenaMatches, arenaPlayers, boxRecords } from '../db/schema.js'
import { ApiError } from '../errors.js'
import { HISTORY_CACHE, limit, RANKING_CACHE, route, serializeOk } from '../http.js'

type Ranked = typeof arenaPlayers.$inferSelect & { rank: number }

/**
 * Ranking order: wins, then fewer games (higher win rate), then longest streak, then address; spelled as the index
 * `arena_players_ranking_idx` is (nulls last), so that a page is read along the index.
 */
const rankOrder = sql`${arenaPlayers.wins} desc nulls last, ${arenaPlayers.games} asc, ${arenaPlayers.maxStreak} desc nulls last, ${arenaPlayers.player} asc`

const rankedColumns = {
  season: arenaPlayers.season,
  player: arenaPlayers.player,
  formation: arenaPlayers.formation,
  wins: arenaPlayers.wins,
  games: arenaPlayers.games,
  streak: arenaPlayers.streak,
  maxStreak: arenaPlayers.maxStreak,
  reward: arenaPlayers.reward,
}

/** How long a ranking answer is reused (the HTTP lifetime of RANKING_CACHE matches it). */
export const RANKING_CACHE_MS = 10_000
/** The heap the ranking answers may hold. */
const RANKING_CACHE_BYTES = 8 * 2 ** 20

function entryView(row: Ranked) {
  return {
    rank: Number(row.rank),
    player: row.player,
    formation: row.formation,
    wins: row.wins,
    winRate: row.games === 0 ? 0 : Math.round((row.wins / row.games) * 10_000) / 10_000,
    maxStreak: row.maxStreak,
    reward: trimDecimal(row.reward),
    season: row.season,
  }
}

/** `12.500000000000000000` -> `12.5` (numeric columns come back with their full scale). */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value
}

async function latestSeason(db: Db): Promise<number | null> {
  const [row] = await db.select({ season: max(arenaPlayers.season) }).from(arenaPlayers)
  return row?.season ?? null
}

/**
 * A player's entry in a season with its rank: one more than the players ranked before it (a count along the ranking
 * index), instead of ranking the whole season.
 */
async function rankedEntry(db: Db, season: number, player: string): Promise<Ranked | null> {
  const [row] = await db
    .select(rankedColumns)
    .from(arenaPlayers)
    .where(and(eq(arenaPlayers.season, season), eq(arenaPlayers.player, player)))
    .limit(1)
  if (!row) return null
  const p = arenaPlayers
  const [before] = await db
    .select({ n: count() })
    .from(p)
    .where(
      and(
        eq(p.season, season),
        sql`(${p.wins} > ${row.wins} or (${p.wins} = ${row.wins} and (${p.games} < ${row.games} or (${p.games} = ${row.games} and (${p.maxStreak} > ${row.maxStreak} or (${p.maxStreak} = ${row.maxStreak} and ${p.player} < ${row.player}))))))`,
      ),
    )
  return { ...row, rank: (before?.n ?? 0) + 1 }
}

/** Applies one arena result: idempotent by match id (a repeated id changes nothing). */
export async function applyArenaResult(
  db: Db,
  result: {
    matchId: string
    season: number
    winner: string
    loser: string
    winnerFormation: number[]
    loserFormation: number[]
    reward: string
    playedAt: Date
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(arenaMatches)
      .values({
        matchId: result.matchId,
        season: result.season,
        winner: result.winner,
        loser: result.loser,
        reward: result.reward,
        playedAt: result.playedAt,
      })
      .onConflictDoNothing()
      .returning({ matchId: arenaMatches.matchId })
    if (inserted.length === 0) return false
    await tx
      .insert(arenaPlayers)
      .values({
        season: result.season,
        player: result.winner,
        formation: result.winnerFormation,
        wins: 1,
        games: 1,
        streak: 1,
        maxStreak: 1,
        reward: result.reward,
      })
      .onConflictDoUpdate({
        target: [arenaPlayers.season, arenaPlayers.player],
        set: {
          formation: result.winnerFormation,
          wins: sql`${arenaPlayers.wins} + 1`,
          games: sql`${arenaPlayers.games} + 1`,
          streak: sql`${arenaPlayers.streak} + 1`,
          maxStreak: sql`greatest(${arenaPlayers.maxStreak}, ${arenaPlayers.streak} + 1)`,
          reward: sql`${arenaPlayers.reward} + ${result.reward}::numeric`,
        },
      })
    await tx
      .insert(arenaPlayers)
      .values({ season: result.season, player: result.loser, formation: result.loserFormation, games: 1 })
      .onConflictDoUpdate({
        target: [arenaPlayers.season, arenaPlayers.player],
        set: { formation: result.loserFormation, games: sql`${arenaPlayers.games} + 1`, streak: 0 },
      })
    return true
  })
}

export function arenaRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx
  const tags = ['arena']

  // Rankings: answers kept 10 s (bounded in bytes, keyed by validated numbers), a page read along the ranking index
  // (its rank is its place: no window over the season), and a per-client rate limit.
  const cache = new AnswerCache(RANKING_CACHE_BYTES, RANKING_CACHE_MS)
  app.addHook('onClose', (_app, done) => {
    cache.close()
    done()
  })
  app.answerCaches['arena'] = cache
  const rankingLimit = limit(config, 'ranking')

  route(
    app,
    endpoints.arenaRank,
    (request) => {
      const { season: asked, page, pageSize } = request.input
      return cache.getOrLoad(`rank:${asked ?? 'latest'}:${page}:${pageSize}`, async () => {
        const season = asked ?? (await latestSeason(db))
        if (season === null) return serializeOk(endpoints.arenaRank, { season: null, items: [], total: 0 })
        const where = eq(arenaPlayers.season, season)
        const { rows, total } = await readPage(
          db,
          request.input,
          db.select(rankedColumns).from(arenaPlayers).where(where).orderBy(rankOrder),
          { from: arenaPlayers, where },
        )
        const first = (page - 1) * pageSize + 1
        return serializeOk(endpoints.arenaRank, {
          season,
          items: rows.map((row, i) => entryView({ ...row, rank: first + i })),
          total,
        })
      }) as never
    },
    { tags, raw: true, cache: RANKING_CACHE, config: rankingLimit },
  )

  route(
    app,
    endpoints.arenaMyRank,
    async (request) => {
      const account = request.account
      const season = request.input.season ?? (await latestSeason(db))
      if (season === null) return { entry: null }
      const entry = await rankedEntry(db, season, account.address)
      return { entry: entry ? entryView(entry) : null }
    },
    { tags, config: rankingLimit },
  )

  route(
    app,
    endpoints.kingList,
    () =>
      cache.getOrLoad('kings', async () => {
        const rows = await db.execute<Ranked>(sql`
        select distinct on (season) season, player, formation, wins, games, streak, max_streak as "maxStreak", reward, 1 as rank
        from ${arenaPlayers}
        order by season desc, ${rankOrder}`)
        return serializeOk(endpoints.kingList, { items: rows.rows.map((row) => entryView(row)) })
      }) as never,
    { tags, raw: true, cache: RANKING_CACHE, config: rankingLimit },
  )

  route(
    app,
    endpoints.boxRecord,
    async (request) => {
      const where = eq(boxRecords.address, request.input.address)
      const { rows, total } = await readPage(
        db,
        request.input,
        db.select().from(boxRecords).where(where).orderBy(desc(boxRecords.openedAt), desc(boxRecords.id)),
        { from: boxRecords, where },
      )
      return {
        items: rows.map((row) => ({
          address: row.address,
          boxType: row.boxType,
          tokenId: row.tokenId,
          heroId: row.heroId,
          rarity: row.rarity,
          txHash: row.txHash,
          openedAt: row.openedAt.toISOString(),
        })),
        total,
      }
    },
    { tags, cache: HISTORY_CACHE },
  )

  route(
    app,
    endpoints.arenaIngest,
    async (request) => {
      const input = request.input
      if (input.winner === input.loser) throw new ApiError('INVALID_REQUEST', 400)
      return { applied: await applyArenaResult(db, input) }
    },
    { tags, bearer: config.ingestToken },
  )
}
