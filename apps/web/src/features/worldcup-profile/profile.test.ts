import { describe, expect, it } from 'vitest'
import type { MatchInfo } from '../worldcup/common/matches'
import { cheerRows, rewardState } from './profile'

const match = (matchId: number, result: bigint): MatchInfo => ({
  matchId: BigInt(matchId),
  homeId: 1n,
  awayId: 2n,
  drawOption: true,
  betEndTime: 100n,
  result,
  status: result ? 2 : 0,
  homeCredits: 0n,
  drawCredits: 0n,
  awayCredits: 0n,
})

describe('cheerRows', () => {
  it('one row per cheered match with its outcome', () => {
    const rows = cheerRows(
      [match(0, 1n), match(1, 3n), match(2, 0n), match(3, 1n)],
      [
        [200n, 0n, 0n, 400n],
        [0n, 100n, 0n, 0n],
        [0n, 0n, 100n, 0n],
        [0n, 0n, 0n, 0n],
      ],
    )
    expect(rows.map((r) => [Number(r.match.matchId), r.option, r.credits, r.outcome, r.claimed])).toEqual([
      [0, 1, 200n, 'won', 400n],
      [1, 2, 100n, 'lost', 0n],
      [2, 3, 100n, 'pending', 0n],
    ])
  })
})

describe('rewardState', () => {
  const base = {
    activated: true,
    rewardClaimed: false,
    tokenCount: 3,
    tokensReturned: 0,
    now: 10,
    claimEndTime: 20,
  }
  it('waits for the end of the claim window, then opens', () => {
    expect(rewardState(base)).toBe('waiting')
    expect(rewardState({ ...base, now: 20 })).toBe('open')
  })
  it('is done once the prize is paid and every hero is back, never before', () => {
    expect(rewardState({ ...base, now: 30, rewardClaimed: true, tokensReturned: 2 })).toBe('open')
    expect(rewardState({ ...base, now: 30, rewardClaimed: true, tokensReturned: 3 })).toBe('done')
    expect(rewardState({ ...base, activated: false })).toBe('none')
  })
})
