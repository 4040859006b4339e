import { describe, expect, it } from 'vitest'
import { checkCheer, spendableCredits } from './cheer'

const base = {
  stage: 'group' as const,
  closesAt: 2000n,
  heroes: [{ tokenId: 1n, rarity: 'S' as const }],
  owned: [1n, 2n],
  credits: 500n,
  now: 1000,
}

describe('checkCheer', () => {
  it('accepts an S hero before kick-off with enough credits', () => {
    expect(checkCheer(base)).toBeNull()
  })
  it('refuses in the spec order', () => {
    expect(checkCheer({ ...base, closesAt: 0n })).toBe('UNKNOWN_MATCH')
    expect(checkCheer({ ...base, closesAt: undefined })).toBe('UNKNOWN_MATCH')
    expect(checkCheer({ ...base, heroes: [] })).toBe('NO_HERO_SELECTED')
    expect(checkCheer({ ...base, owned: [2n] })).toBe('HERO_NOT_OWNED')
    expect(checkCheer({ ...base, heroes: [{ tokenId: 1n, rarity: 'SS' }] })).toBe('NOT_ELIGIBLE')
    expect(checkCheer({ ...base, now: 2000 })).toBe('MATCH_STARTED')
    expect(
      checkCheer({
        ...base,
        credits: 100n,
        heroes: [
          { tokenId: 1n, rarity: 'S' },
          { tokenId: 2n, rarity: 'S+' },
        ],
      }),
    ).toBe('NOT_ENOUGH_CREDITS')
  })
  it('the top-16 ranking takes SS or better only', () => {
    expect(checkCheer({ ...base, stage: 'top16', heroes: [{ tokenId: 1n, rarity: 'SS' }] })).toBeNull()
    expect(checkCheer({ ...base, stage: 'top16' })).toBe('NOT_ELIGIBLE')
  })
})

describe('spendableCredits', () => {
  it('adds the free grant before the first participation', () => {
    expect(spendableCredits({ credits: 0, activated: false }, 500n)).toBe(500n)
    expect(spendableCredits({ credits: 300, activated: true }, 500n)).toBe(300n)
    expect(spendableCredits(undefined, 500n)).toBeUndefined()
  })
})
