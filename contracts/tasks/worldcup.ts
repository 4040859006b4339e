import { fail } from './action/errors'
import {
  address,
  amount,
  bool,
  csvFile,
  duration,
  FINA,
  parseMatchId,
  parseTime,
  parseUint,
  rarityPairs,
  splitPairs,
  time,
  uint,
  uints,
} from './action/params'
import { reads } from './action/readers'
import { defineGroup } from './action/run'
import { pauseActions, recoverActions } from './action/shared-actions'
import type { Param } from './action/types'

const RESULTS: Record<string, number> = { home: 1, draw: 2, away: 3, '1': 1, '2': 2, '3': 3 }

/** `matchId:result` pairs, result home, draw or away (or 1, 2, 3). */
const results: Param = {
  name: 'results',
  description: 'matchId:result pairs, comma-separated; result home, draw or away (e.g. 0:home,1:draw)',
  parse: (raw) =>
    raw.split(',').map((pair) => {
      const [m, r] = pair.split(':')
      const result = RESULTS[(r ?? '').trim().toLowerCase()]
      if (m === undefined || result === undefined) fail(`expected matchId:home|draw|away, got ${pair}`)
      return [parseMatchId(m), result] as const
    }),
}

/** WorldCup: schedule, results, the top-16 ranking, settings, claims, the unassigned prize, pause, recovery. */
export const worldCup = defineGroup({
  group: 'worldcup',
  targets: { WorldCup: 'WorldCup' },
  actions: [
    {
      action: 'set-matches',
      fn: 'setMatches',
      role: 'ADMIN_ROLE',
      description:
        'Creates or reschedules consecutive matches (CSV rows: matchId,homeId,awayId,drawOption,kickoff)',
      params: [
        csvFile('file', 'matches', (c) => {
          if (c.length < 5) fail('expected matchId,homeId,awayId,drawOption,kickoff')
          const home = parseUint(c[1]!, 1n, 63n)
          const away = parseUint(c[2]!, 1n, 63n)
          if (home === away) fail(`home and away are both ${home}`)
          const draw = c[3]!.toLowerCase()
          if (!['true', 'false'].includes(draw)) fail(`drawOption must be true or false, got ${c[3]}`)
          return {
            matchId: parseMatchId(c[0]!),
            input: { homeId: home, awayId: away, drawOption: draw === 'true', betEndTime: parseTime(c[4]!) },
          }
        }),
      ],
      args: (v) => {
        const rows = v.file as { matchId: number; input: unknown }[]
        rows.forEach((r, i) => {
          if (r.matchId !== rows[0]!.matchId + i)
            fail(`--file: match ids must be consecutive (row ${i + 1} is ${r.matchId})`)
        })
        return [rows[0]!.matchId, rows.map((r) => r.input)]
      },
    },
    {
      action: 'set-match-results',
      fn: 'setMatchResults',
      role: 'ADMIN_ROLE',
      description: 'Sets results of started matches, once each',
      params: [results],
      args: (v) => {
        const pairs = v.results as (readonly [number, number])[]
        return [pairs.map((p) => p[0]), pairs.map((p) => p[1])]
      },
      current: async (ctx, v) => {
        const all = (await ctx.contract.getFunction('getAllMatchResults')()) as bigint[]
        return Object.fromEntries(
          (v.results as (readonly [number, number])[]).map(([m]) => [`result(${m})`, all[m]]),
        )
      },
    },
    {
      action: 'set-final-countries',
      fn: 'setFinalCountries',
      role: 'ADMIN_ROLE',
      description: 'Sets the 16 countries of the top-16 ranking (before the knockout stage)',
      params: [uints('countryIds', '16 country ids', { min: 1n, max: 63n })],
      args: (v) => {
        const ids = v.countryIds as bigint[]
        if (ids.length !== 16) fail(`--country-ids: 16 countries, got ${ids.length}`)
        return [ids]
      },
      current: reads('finalCountryMask'),
    },
    {
      action: 'set-final-ranking-result',
      fn: 'setFinalRankingResult',
      role: 'ADMIN_ROLE',
      description: 'Sets the champion of the top-16 ranking, once',
      params: [uint('countryId', 'champion country id', { min: 1n, max: 63n })],
      current: reads('finalChampion'),
    },
    {
      action: 'set-betting-settings',
      fn: 'setBettingSettings',
      role: 'ADMIN_ROLE',
      description: 'Sets the credit terms, reward ratios (bps, 20000 = 2x) and the end of ranking cheers',
      params: [
        uint('initCredit', 'credits given on activation'),
        amount('creditCost', 'FINA per credit', FINA),
        uint('consumeCreditEachBet', 'credits per cheer', { min: 1n }),
        uint('heroRewardRatio', 'hero reward ratio in bps'),
        uint('finalRankingRewardRatio', 'ranking reward ratio in bps'),
        time('finalRankingBetEndTime', 'end of ranking cheers'),
      ],
      current: reads(
        'initCredit',
        'creditCost',
        'consumeCreditEachBet',
        'heroRewardRatio',
        'finalRankingRewardRatio',
        'finalRankingBetEndTime',
      ),
    },
    {
      action: 'set-hero-rarity-reward-ratio',
      fn: 'setHeroRarityRewardRatio',
      role: 'ADMIN_ROLE',
      description: 'Sets reward ratios per rarity: rarity:bps pairs (e.g. S:10000,S+:12000)',
      params: [rarityPairs('ratios', 'reward ratios in bps (at most 65535)', { min: 0n, max: 65_535n })],
      args: (v) => splitPairs(v.ratios),
    },
    {
      action: 'set-claim-end-time',
      fn: 'setClaimEndTime',
      role: 'ADMIN_ROLE',
      description: 'Moves the end of the claim window (to a future time)',
      params: [time('claimEndTime', 'end of claims')],
      current: reads('claimEndTime'),
    },
    {
      action: 'set-claims-enabled',
      fn: 'setClaimsEnabled',
      role: 'ADMIN_ROLE',
      description: 'Opens or closes claims of win credits',
      params: [bool('enabled', 'claims open')],
      current: reads('claimsEnabled', 'claimableActive'),
    },
    {
      action: 'withdraw-unassigned-prize',
      fn: 'withdrawUnassignedPrize',
      role: 'ADMIN_ROLE',
      description: 'After the claim window, pays the unassigned 30% of the prize pool, once',
      params: [address('to', 'receiver')],
      current: reads('prizePool', 'unassignedWithdrawn', 'claimEndTime'),
    },
    {
      action: 'sweep-prize-pool',
      fn: 'sweepPrizePool',
      role: 'ADMIN_ROLE',
      description:
        'After the claim window plus PRIZE_SWEEP_GRACE (90 days), pays what is left of the prize pool, once',
      params: [address('to', 'receiver')],
      current: reads('prizePool', 'prizeSwept', 'claimEndTime'),
    },
    ...pauseActions('cheers and claims'),
    ...recoverActions(),
  ],
})

/** WorldCupRaffle: round length, tickets (the World Cup), draws (the keeper), pause, recovery. */
export const raffle = defineGroup({
  group: 'raffle',
  targets: { WorldCupRaffle: 'WorldCupRaffle' },
  actions: [
    {
      action: 'set-raffle-period',
      fn: 'setRafflePeriod',
      role: 'ADMIN_ROLE',
      description: 'Sets the minimum length of a round',
      params: [duration('period', 'round length')],
      current: reads('rafflePeriod'),
    },
    {
      action: 'add-tickets',
      fn: 'addTickets',
      role: 'TICKETS_ROLE',
      description: 'Awards tickets in the current round (TICKETS_ROLE: the World Cup contract)',
      params: [address('user', 'player'), uint('tickets', 'tickets', { min: 1n })],
      current: async (ctx) => ({ round: await ctx.contract.getFunction('raffleRound')() }),
    },
    {
      action: 'draw',
      fn: 'drawRaffle',
      role: 'OPERATOR_ROLE',
      description: 'Closes the round (after its period) and requests the draw',
      current: reads('raffleRound', 'raffleRoundStart', 'rafflePeriod'),
    },
    ...pauseActions('draws'),
    ...recoverActions(),
  ],
})
