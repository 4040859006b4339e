import { describe, expect, it } from 'vitest'
import { cardName } from './card'

describe('cardName', () => {
  it('uses the current rarity and writes the token id once', () => {
    expect(cardName("Athena's Aegis A Hero #5", 'S', 5n)).toBe("Athena's Aegis S Hero #5")
    expect(cardName("Athena's Aegis S+ Hero #5", 'SS+', 5n)).toBe("Athena's Aegis SS+ Hero #5")
    expect(cardName("Athena's Aegis A Hero #5", 'A', 5n)).toBe("Athena's Aegis A Hero #5")
    expect(cardName('Ouroboros B Hero', 'A', 7n)).toBe('Ouroboros A Hero #7')
  })

  it('names a card without metadata by its id alone, never "#5 #5"', () => {
    expect(cardName(undefined, 'S', 5n)).toBe('#5')
    expect(cardName('#5', 'S', 5n)).toBe('#5')
    expect(cardName('', undefined, 5n)).toBe('#5')
    // Another name is kept as it is.
    expect(cardName('Genesis hero', 'S', 3n)).toBe('Genesis hero #3')
  })
})
