import { describe, expect, it } from 'vitest'
import { poolSplit, shareCredits, sharedPrize } from './prize'

describe('prize pool', () => {
  it('splits 12% / 5% / 3% and 50% shared', () => {
    expect(poolSplit(10n ** 18n)).toEqual({
      podium: [12n * 10n ** 16n, 5n * 10n ** 16n, 3n * 10n ** 16n],
      shared: 5n * 10n ** 17n,
    })
  })

  it('shares the half by credits, rounded down, and nothing for no credits', () => {
    expect(sharedPrize(1000n, 25n, 100n)).toBe(125n)
    expect(sharedPrize(1000n, 1n, 3n)).toBe(166n)
    expect(sharedPrize(1000n, 0n, 100n)).toBe(0n)
    // A total below the player's credits: the player holds every share.
    expect(sharedPrize(1000n, 50n, 10n)).toBe(500n)
  })

  it('counts credits bought or won only, and only for a player who cheered with a hero', () => {
    expect(shareCredits({ credits: 700, grantLeft: 200, tokenCount: 1 })).toBe(500n)
    expect(shareCredits({ credits: 501, grantLeft: 500, tokenCount: 0 })).toBe(0n)
    expect(shareCredits({ credits: 100, grantLeft: 100, tokenCount: 3 })).toBe(0n)
  })
})
