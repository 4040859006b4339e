// The event profile's logic: each cheer's outcome and whether the final collection is done.
import type { MatchInfo } from '../worldcup/common/matches'

export type CheerOutcome = 'won' | 'lost' | 'pending'

export type CheerRow = {
  match: MatchInfo
  /** 1 home, 2 draw, 3 away: the side the player cheered (one per match). */
  option: 1 | 2 | 3
  credits: bigint
  outcome: CheerOutcome
  /** Win credits claimed (0 until claimed). */
  claimed: bigint
}

/**
 * The player's cheers, one row per match cheered, with the outcome once the result is set.
 * @example cheerRows(matches, bets) // [{ match, option: 1, credits: 200n, outcome: 'won', claimed: 400n }]
 */
export function cheerRows(
  matches: readonly MatchInfo[],
  bets: readonly (readonly [bigint, bigint, bigint, bigint])[],
): CheerRow[] {
  return matches.flatMap((match) => {
    const bet = bets[Number(match.matchId)]
    if (!bet) return []
    const index = [bet[0], bet[1], bet[2]].findIndex((credits) => credits > 0n)
    if (index < 0) return []
    const option = (index + 1) as 1 | 2 | 3
    const result = Number(match.result)
    const outcome: CheerOutcome = result === 0 ? 'pending' : result === option ? 'won' : 'lost'
    return [{ match, option, credits: bet[index] as bigint, outcome, claimed: bet[3] }]
  })
}

/**
 * The final collection's state: 'open' (the claim window has ended and something is left: the prize once, the
 * heroes in chunks of 100), 'waiting' (before the end of the claim window), 'done' (prize paid and every hero back),
 * 'none' (never took part).
 */
export function rewardState(input: {
  activated: boolean
  rewardClaimed: boolean
  tokenCount: number
  tokensReturned: number
  now: number
  claimEndTime: number
}): 'open' | 'waiting' | 'done' | 'none' {
  if (!input.activated) return 'none'
  if (input.rewardClaimed && input.tokensReturned >= input.tokenCount) return 'done'
  return input.now >= input.claimEndTime ? 'open' : 'waiting'
}
