// The REST contract of the arena and the hero service.
import { z } from 'zod'
import { codes } from '../codes.js'
import {
  addressSchema,
  dateField,
  decimalString,
  idList,
  isoTime,
  page,
  pageSize,
  required,
  season,
} from './common.js'

// ---------- arena and hero service ----------

export const arenaEntrySchema = z.object({
  rank: z.number().int(),
  player: z.string(),
  formation: z.array(z.number().int()),
  wins: z.number().int(),
  /** Wins divided by games, 0 to 1, 4 decimals. */
  winRate: z.number(),
  maxStreak: z.number().int(),
  reward: decimalString,
  season: z.number().int(),
})
export type ArenaEntry = z.infer<typeof arenaEntrySchema>
export const arenaRankQuerySchema = z.object({ season: season.optional(), page, pageSize })
export const arenaRankResponseSchema = z.object({
  season: z.number().int().nullable(),
  items: z.array(arenaEntrySchema),
  total: z.number().int(),
})
export const arenaMyRankQuerySchema = z.object({ season: season.optional() })
export const arenaMyRankResponseSchema = z.object({ entry: arenaEntrySchema.nullable() })
export const kingListResponseSchema = z.object({ items: z.array(arenaEntrySchema) })

export const boxRecordQuerySchema = z.object({ address: addressSchema, page, pageSize })
export const boxRecordItemSchema = z.object({
  address: z.string(),
  boxType: z.string(),
  tokenId: z.string(),
  heroId: z.number().int().nullable(),
  rarity: z.string().nullable(),
  txHash: z.string(),
  openedAt: isoTime,
})
export const boxRecordResponseSchema = z.object({
  items: z.array(boxRecordItemSchema),
  total: z.number().int(),
})

const formationList = idList(1, 10)
export const arenaResultRequestSchema = z.object({
  /** The game server's id of the match: submitting it twice changes nothing. */
  matchId: required(codes.invalidRequest).max(128),
  season,
  winner: addressSchema,
  loser: addressSchema,
  winnerFormation: formationList,
  loserFormation: formationList,
  /** Reward of the winner in FINA (decimal). */
  reward: z
    .string()
    .trim()
    .regex(/^\d{1,30}(\.\d{1,18})?$/, { error: codes.invalidAmount })
    .default('0'),
  playedAt: dateField(),
})
export const arenaResultResponseSchema = z.object({ applied: z.boolean() })
