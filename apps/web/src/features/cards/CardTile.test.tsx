// A hero card's tile in each language: the chain's name as markets show it, the rarity, the faction in the page's
// language and the token id (whose Chinese text is in each card screen's catalog, not the main one).
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '../../i18n/i18n'
import { CardTile } from './CardTile'
import type { HeroCardView } from './card'

const card: HeroCardView = {
  tokenId: 3n,
  name: "Prometheus' Fire B Hero #3",
  rarity: 'B',
  faction: "Prometheus' Fire",
  heroId: 31,
}

function show() {
  render(
    <I18nProvider i18n={i18n}>
      <CardTile card={card} />
    </I18nProvider>,
  )
  return screen.getByTestId('card-tile')
}

describe('CardTile', () => {
  afterEach(() => cleanup())

  it('in English: name, rarity, faction and token id', async () => {
    await activateLocale('en')
    const tile = show()
    expect(tile.querySelector('h3')?.textContent).toBe("Prometheus' Fire B Hero #3")
    expect(tile.querySelector('.card-tile__meta')?.textContent).toBe("B Prometheus' Fire")
    expect(tile.textContent).toContain('Token #3')
    // The art's big letter is the rarity, not the faction's initial.
    expect(tile.querySelector('.card-tile__art')?.textContent).toBe('B')
  })

  it('in Chinese: the faction and a placeholder name translated', async () => {
    await activateLocale('zh')
    const tile = show()
    expect(tile.querySelector('h3')?.textContent).toBe('普罗米修斯之火 B 英雄 #3')
    expect(tile.querySelector('.card-tile__meta')?.textContent).toBe('B 普罗米修斯之火')
  })

  it("keeps a hero's own name as the chain writes it, in both languages", async () => {
    await activateLocale('zh')
    render(
      <I18nProvider i18n={i18n}>
        <CardTile card={{ ...card, name: 'Zeus #3', rarity: 'S' }} />
      </I18nProvider>,
    )
    expect(screen.getByTestId('card-tile').querySelector('h3')?.textContent).toBe('Zeus #3')
    expect(screen.getByTestId('card-tile').querySelector('.card-tile__art')?.textContent).toBe('S')
  })
})
