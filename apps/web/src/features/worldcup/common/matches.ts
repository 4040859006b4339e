// The matches as the screens show them, from the contract's `allMatches()` (see contracts/README-worldcup.md).
import type { AllMatchesReturnType } from '@finaverse/sdk/actions'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type MatchInfo = AllMatchesReturnType[number]

/** Match ids 48.. are the knockout ("final") stage; 0..47 the group stage. */
export const KNOCKOUT_FIRST_MATCH = 48

export type MatchStage = 'group' | 'final'

/** The stage of a match id. @example matchStage(48n) // 'final' */
export function matchStage(matchId: bigint | number): MatchStage {
  return Number(matchId) >= KNOCKOUT_FIRST_MATCH ? 'final' : 'group'
}

export type MatchStatus = 'upcoming' | 'ongoing' | 'completed'

const STATUS: readonly MatchStatus[] = ['upcoming', 'ongoing', 'completed']

/**
 * A match's status. The contract's own status is read at the block of the read; between reads, an upcoming match
 * whose kick-off has passed on `now` (Unix seconds) is ongoing.
 * @example matchStatus({ status: 0, betEndTime: 100n, result: 0n }, 200) // 'ongoing'
 */
export function matchStatus(
  match: Pick<MatchInfo, 'status' | 'betEndTime' | 'result'>,
  now: number,
): MatchStatus {
  const status = STATUS[Number(match.status)] ?? 'upcoming'
  if (status === 'upcoming' && Number(match.betEndTime) <= now) return 'ongoing'
  return status
}

export const STATUS_LABELS: Readonly<Record<MatchStatus, MessageDescriptor>> = {
  upcoming: msg`Upcoming`,
  ongoing: msg`Ongoing`,
  completed: msg`Completed`,
}

/** Cheer options as the contract numbers them (and results: 0 none). */
export type CheerOption = 1 | 2 | 3

/** The options a match offers: home and away, and a draw in the group stage. */
export function matchOptions(match: Pick<MatchInfo, 'drawOption'>): CheerOption[] {
  return match.drawOption ? [1, 2, 3] : [1, 3]
}

export const OPTION_LABELS: Readonly<Record<CheerOption, MessageDescriptor>> = {
  1: msg({ message: 'Home', context: 'match side' }),
  2: msg({ message: 'Draw', context: 'match side' }),
  3: msg({ message: 'Away', context: 'match side' }),
}

/** The text of a result (0 none). */
export function resultText(result: bigint | number, i18n: I18n): string | null {
  const option = Number(result) as CheerOption
  return option in OPTION_LABELS ? i18n._(OPTION_LABELS[option]) : null
}

/** The credits everyone cheered on home, draw and away. */
export function matchTotals(match: MatchInfo): { 1: bigint; 2: bigint; 3: bigint } {
  return { 1: match.homeCredits, 2: match.drawCredits, 3: match.awayCredits }
}

/** The 16 countries of the knockout stage (the top-16 ranking's choices), in the order of its matches. */
export function top16Countries(matches: readonly MatchInfo[]): bigint[] {
  const ids: bigint[] = []
  for (const match of matches.filter((m) => Number(m.matchId) >= KNOCKOUT_FIRST_MATCH)) {
    for (const id of [match.homeId, match.awayId]) if (id > 0n && !ids.includes(id)) ids.push(id)
  }
  return ids.slice(0, 16)
}

/**
 * The matches whose win the player can claim now: a result is set, the player cheered that result, and the win
 * is not claimed yet (the 4 numbers per match: home, draw, away, claimed).
 */
export function claimableMatches(
  matches: readonly MatchInfo[],
  bets: readonly (readonly [bigint, bigint, bigint, bigint])[],
): MatchInfo[] {
  return matches.filter((match) => {
    const bet = bets[Number(match.matchId)]
    const result = Number(match.result)
    return bet !== undefined && result >= 1 && result <= 3 && (bet[result - 1] ?? 0n) > 0n && bet[3] === 0n
  })
}
