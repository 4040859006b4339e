import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  claimableMatches,
  type MatchInfo,
  matchOptions,
  matchStage,
  matchStatus,
  resultText,
  top16Countries,
} from './matches'
import { team } from './teams'

describe('matches', () => {
  it('stages: 0..47 group, 48..63 final', () => {
    expect(matchStage(0n)).toBe('group')
    expect(matchStage(47)).toBe('group')
    expect(matchStage(48n)).toBe('final')
  })

  it('an upcoming match whose kick-off passed is ongoing; a result makes it completed', () => {
    expect(matchStatus({ status: 0, betEndTime: 100n, result: 0n }, 99)).toBe('upcoming')
    expect(matchStatus({ status: 0, betEndTime: 100n, result: 0n }, 100)).toBe('ongoing')
    expect(matchStatus({ status: 2, betEndTime: 100n, result: 1n }, 50)).toBe('completed')
  })

  it('a draw only where the match offers one', () => {
    expect(matchOptions({ drawOption: true })).toEqual([1, 2, 3])
    expect(matchOptions({ drawOption: false })).toEqual([1, 3])
  })

  it('names countries in the page language, the home nations and unknown ids too', () => {
    const en = setupI18n({ locale: 'en', messages: { en: {} } })
    const zh = setupI18n({ locale: 'zh', messages: { zh: {} } })
    expect(team(13, en)).toEqual({ name: 'France' })
    expect(team(13, zh).name).toBe('法国')
    expect(team(5, en).name).toBe('England')
    expect(team(99n, en).name).toBe('Country 99')
    expect(resultText(0n, en)).toBeNull()
    expect(resultText(2n, en)).toBe('Draw')
  })
})

const match = (matchId: number, fields: Partial<MatchInfo> = {}): MatchInfo => ({
  matchId: BigInt(matchId),
  homeId: 1n,
  awayId: 2n,
  drawOption: matchId < 48,
  betEndTime: 100n,
  result: 0n,
  status: 0,
  homeCredits: 0n,
  drawCredits: 0n,
  awayCredits: 0n,
  ...fields,
})

describe('claims and the top 16', () => {
  it('a match is claimable when the player cheered its result and has not claimed it', () => {
    const matches = [match(0, { result: 1n }), match(1, { result: 2n }), match(2, { result: 3n }), match(3)]
    const bets = [
      [100n, 0n, 0n, 0n], // won, not claimed
      [100n, 0n, 0n, 0n], // lost
      [0n, 0n, 100n, 200n], // won, claimed
      [100n, 0n, 0n, 0n], // no result
    ] as const
    expect(claimableMatches(matches, bets).map((m) => m.matchId)).toEqual([0n])
  })

  it('the top 16 are the knockout countries, once each', () => {
    const matches = [
      match(0, { homeId: 30n }),
      match(48, { homeId: 1n, awayId: 5n }),
      match(49, { homeId: 5n, awayId: 9n }),
    ]
    expect(top16Countries(matches)).toEqual([1n, 5n, 9n])
  })
})
