import { describe, expect, it } from 'vitest'
import {
  compareRarity,
  FACTIONS,
  isRarity,
  MAX_MERGE_PER_TX,
  nextRarity,
  RARITIES,
  type Rarity,
} from './merge.js'
import { type MergeInput, validateMerge, validateMergeCount } from './merge-rules.js'

describe('rarities and factions (docs/product.md#hero-cards)', () => {
  it('lists the rarities from low to high and the four factions', () => {
    expect(RARITIES).toEqual(['B', 'A', 'S', 'S+', 'SS', 'SS+', 'SSS', 'SSS+', 'X'])
    expect(FACTIONS).toEqual(["Athena's Aegis", 'Ouroboros', "Prometheus' Fire", "Thoth's Book"])
    expect(MAX_MERGE_PER_TX).toBe(100)
  })

  it('nextRarity walks up the ladder and stops at X', () => {
    expect(RARITIES.map(nextRarity)).toEqual(['A', 'S', 'S+', 'SS', 'SS+', 'SSS', 'SSS+', 'X', null])
  })

  it('compareRarity orders low to high', () => {
    expect(compareRarity('S', 'A')).toBe(1)
    expect(compareRarity('A', 'S')).toBe(-1)
    expect(compareRarity('SS+', 'SS+')).toBe(0)
    const shuffled: Rarity[] = ['X', 'B', 'SSS', 'S+', 'A']
    expect([...shuffled].sort(compareRarity)).toEqual(['B', 'A', 'S+', 'SSS', 'X'])
  })

  it('isRarity recognises the nine rarities only', () => {
    expect(RARITIES.every(isRarity)).toBe(true)
    expect(isRarity('C')).toBe(false)
    expect(isRarity(1)).toBe(false)
  })
})

describe('validateMerge (docs/product.md#merge-rules)', () => {
  const card = (tokenId: bigint | number | string, rarity: Rarity) => ({ tokenId, rarity })
  const valid: MergeInput = { main: card(1n, 'S'), supplement: card(2n, 'S'), balance: 10n, cost: 5n }

  it('accepts a valid merge, balance equal to cost included', () => {
    expect(validateMerge(valid)).toBeNull()
    expect(validateMerge({ ...valid, balance: 5n })).toBeNull()
    expect(validateMerge({ ...valid, balance: '0.5', cost: '0.25' })).toBeNull()
    expect(validateMerge({ ...valid, main: card('SSS+1', 'SSS+'), supplement: card(3, 'SSS+') })).toBeNull()
  })

  it.each([
    [{ main: null }, 'NOT_SELECTED'],
    [{ supplement: undefined }, 'NOT_SELECTED'],
    [{ main: null, supplement: null, cost: null }, 'NOT_SELECTED'],
    [{ supplement: card('1', 'A') }, 'SAME_CARD'],
    [{ supplement: card(3n, 'A') }, 'RARITY_MISMATCH'],
    [{ main: card(1n, 'X'), supplement: card(2n, 'X') }, 'MAX_RARITY'],
    [{ main: card(1n, 'B'), supplement: card(2n, 'B') }, 'B_TO_A_FORBIDDEN'],
    [{ cost: null, balance: 0n }, 'COST_PENDING'],
    [{ balance: 4n }, 'INSUFFICIENT_BALANCE'],
    [{ balance: '4.99', cost: '5' }, 'INSUFFICIENT_BALANCE'],
  ] as const)('%o gives %s', (overrides, error) => {
    expect(validateMerge({ ...valid, ...overrides })).toBe(error)
  })

  it('reports the first failed rule', () => {
    expect(validateMerge({ main: card(1n, 'X'), supplement: card(1n, 'B'), balance: 0n, cost: null })).toBe(
      'SAME_CARD',
    )
    expect(validateMerge({ main: card(1n, 'X'), supplement: card(2n, 'B'), balance: 0n, cost: null })).toBe(
      'RARITY_MISMATCH',
    )
  })
})

describe('validateMergeCount', () => {
  it.each([
    [2, null],
    [100, null],
    [0, 'NOT_SELECTED'],
    [102, 'MERGE_LIMIT'],
    [3, 'INVALID_NFT_COUNT'],
    [-2, 'INVALID_NFT_COUNT'],
    [2.5, 'INVALID_NFT_COUNT'],
  ])('%s cards gives %s', (count, expected) => {
    expect(validateMergeCount(count)).toBe(expected)
  })
})
