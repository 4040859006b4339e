import { describe, expect, it } from 'vitest'
import { labelName } from './CardPicker'

describe('labelName', () => {
  it('names a card with its token id once', () => {
    expect(labelName({ name: "Athena's Aegis S Hero #96", tokenId: 96n })).toBe("Athena's Aegis S Hero #96")
    expect(labelName({ name: '#7', tokenId: 7n })).toBe('#7')
    expect(labelName({ name: 'Genesis hero', tokenId: 3n })).toBe('Genesis hero #3')
    // Another number at the end is not the id.
    expect(labelName({ name: 'Hero #12', tokenId: 2n })).toBe('Hero #12 #2')
  })
})
