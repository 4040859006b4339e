/**
 * The 64 matches of the World Cup event as `WorldCup.setMatches` takes them: 48 group matches (ids 0..47, draw
 * allowed; 8 groups of 4 countries, country ids 1..32, group g holds 4g+1..4g+4) and 16 knockout matches (ids
 * 48..63, no draw; the devnet pairs stand in for the real winners). Kick-offs come from `kickoff(matchId)`.
 */
export type MatchInput = { homeId: number; awayId: number; drawOption: boolean; betEndTime: number }

/** Pairings inside a group of four (a, b, c, d): ab, cd, ac, bd, ad, bc. */
const GROUP_PAIRS: readonly (readonly [number, number])[] = [
  [0, 1],
  [2, 3],
  [0, 2],
  [1, 3],
  [0, 3],
  [1, 2],
]

/** Match ids 48.. are the knockout stage; the top-16 ranking closes at match 48's kick-off. */
export const KNOCKOUT_FIRST_MATCH = 48

/** The countries of the devnet top-16 ranking: the first two of each group. */
export const TOP16_COUNTRIES: readonly number[] = Array.from(
  { length: 16 },
  (_, i) => 4 * (i >> 1) + (i & 1) + 1,
)

/** The 64 matches with kick-offs from `kickoff(matchId)` (Unix seconds). */
export function worldCupSchedule(kickoff: (matchId: number) => number): MatchInput[] {
  const matches: MatchInput[] = []
  for (let round = 0; round < 3; round++) {
    for (let group = 0; group < 8; group++) {
      for (const [a, b] of GROUP_PAIRS.slice(2 * round, 2 * round + 2)) {
        matches.push({
          homeId: 4 * group + a + 1,
          awayId: 4 * group + b + 1,
          drawOption: true,
          betEndTime: 0,
        })
      }
    }
  }
  for (let k = 0; k < 16; k++) {
    const homeId = TOP16_COUNTRIES[k]!
    const awayId = TOP16_COUNTRIES[(k + 8) % 16]!
    matches.push({ homeId, awayId, drawOption: false, betEndTime: 0 })
  }
  return matches.map((m, id) => ({ ...m, betEndTime: kickoff(id) }))
}
