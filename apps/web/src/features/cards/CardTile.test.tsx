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
  })

  it('in Chinese: the faction translated, the on-chain name kept', async () => {
    await activateLocale('zh')
    const tile = show()
    expect(tile.querySelector('h3')?.textContent).toBe("Prometheus' Fire B Hero #3")
    expect(tile.querySelector('.card-tile__meta')?.textContent).toBe('B 普罗米修斯之火')
  })
})
