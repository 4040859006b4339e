import { RARITIES } from '@finaverse/domain'
import { describe, expect, it } from 'vitest'
import { attribute } from './card'
import { RARITY_COLORS, rarityName } from './rarity'

describe('rarity', () => {
  it('names the chain rarity numbers 1..9 with the domain names', () => {
    expect(rarityName(1)).toBe('B')
    expect(rarityName(5)).toBe('SS')
    expect(rarityName(9)).toBe('X')
    expect(rarityName(0)).toBeUndefined()
    expect(rarityName(10)).toBeUndefined()
  })

  it('has a distinct colour for every rarity', () => {
    expect(Object.keys(RARITY_COLORS).sort()).toEqual([...RARITIES].sort())
    expect(new Set(Object.values(RARITY_COLORS)).size).toBe(RARITIES.length)
  })

  it('reads metadata attributes by trait name', () => {
    const attributes = [
      { trait_type: 'Rarity', value: 'SS' },
      { trait_type: 'Hero ID', value: 31 },
    ]
    expect(attribute(attributes, 'rarity')).toBe('SS')
    expect(attribute(attributes, 'Hero ID')).toBe('31')
    expect(attribute(attributes, 'Faction')).toBeUndefined()
  })
})
