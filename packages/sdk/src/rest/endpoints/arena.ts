// The endpoints of the arena and the hero service (the table of ../endpoints.ts).

import {
  arenaRankQuerySchema,
  arenaRankResponseSchema,
  arenaResultRequestSchema,
  arenaResultResponseSchema,
  boxRecordQuerySchema,
  boxRecordResponseSchema,
  kingListResponseSchema,
} from '../schemas/arena.js'
import { emptySchema } from '../schemas/common.js'
import { define } from './define.js'

export const arenaEndpoints = define({
  arenaRank: {
    method: 'GET',
    path: '/hero/arena/rank',
    input: arenaRankQuerySchema,
    data: arenaRankResponseSchema,
    summary: 'Arena leaderboard of a season (default: the latest)',
  },
  kingList: {
    method: 'GET',
    path: '/hero/kingList',
    input: emptySchema,
    data: kingListResponseSchema,
    summary: 'The first of every season',
  },
  boxRecord: {
    method: 'GET',
    path: '/hero/boxRecord',
    input: boxRecordQuerySchema,
    data: boxRecordResponseSchema,
    summary: 'Mystery boxes opened by an address',
  },
  arenaIngest: {
    method: 'POST',
    path: '/hero/arena/results',
    input: arenaResultRequestSchema,
    data: arenaResultResponseSchema,
    auth: 'ingest',
    summary: 'The game server submits an arena result (idempotent by matchId)',
  },
})
