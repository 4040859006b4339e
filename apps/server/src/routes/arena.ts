import { endpoints } from '@finaverse/sdk/rest'
import { desc, eq, max, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import type { Db } from '../db/client.js'
import { readPage } from '../db/paging.js'
import { arenaMatches, arenaPlayers, boxRecords } from '../db/schema.js'
import { ApiError } from '../errors.js'
import { HISTORY_CACHE, RANKING_CACHE, route } from '../http.js'

type Ranked = typeof arenaPlayers.$inferSelect & { rank: number }

/** Ranking order: wins, then fewer games (higher win rate), then longest streak, then address. */
const rankOrder = sql`${arenaPlayers.wins} desc, ${arenaPlayers.games} asc, ${arenaPlayers.maxStreak} desc, ${arenaPlayers.player} asc`

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

function ranked(db: Db, season: number) {
  return db
    .select({
      season: arenaPlayers.season,
      player: arenaPlayers.player,
      formation: arenaPlayers.formation,
      wins: arenaPlayers.wins,
      games: arenaPlayers.games,
      streak: arenaPlayers.streak,
      maxStreak: arenaPlayers.maxStreak,
      reward: arenaPlayers.reward,
      rank: sql<number>`row_number() over (order by ${rankOrder})`.as('rank'),
    })
    .from(arenaPlayers)
    .where(eq(arenaPlayers.season, season))
    .as('ranked')
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

  route(
    app,
    endpoints.arenaRank,
    async (request) => {
      const season = request.input.season ?? (await latestSeason(db))
      if (season === null) return { season: null, items: [], total: 0 }
      const table = ranked(db, season)
      const { rows, total } = await readPage(db, request.input, db.select().from(table).orderBy(table.rank), {
        from: arenaPlayers,
        where: eq(arenaPlayers.season, season),
      })
      return { season, items: rows.map((row) => entryView(row as Ranked)), total }
    },
    { tags, cache: RANKING_CACHE },
  )

  route(
    app,
    endpoints.arenaMyRank,
    async (request) => {
      const account = request.account
      const season = request.input.season ?? (await latestSeason(db))
      if (season === null) return { entry: null }
      const table = ranked(db, season)
      const [row] = await db.select().from(table).where(eq(table.player, account.address)).limit(1)
      return { entry: row ? entryView(row as Ranked) : null }
    },
    { tags },
  )

  route(
    app,
    endpoints.kingList,
    async () => {
      const rows = await db.execute<Ranked>(sql`
        select distinct on (season) season, player, formation, wins, games, streak, max_streak as "maxStreak", reward, 1 as rank
        from ${arenaPlayers}
        order by season desc, ${rankOrder}`)
      return { items: rows.rows.map((row) => entryView(row)) }
    },
    { tags, cache: RANKING_CACHE },
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
