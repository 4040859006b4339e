import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, activatePage } from '../../../i18n/i18n'
import type { HeroCardView } from '../../cards/card'
import { TeamForm } from './TeamPanel'

const card = (tokenId: number, heroId: number | undefined): HeroCardView => ({
  tokenId: BigInt(tokenId),
  name: `Hero #${tokenId}`,
  rarity: 'S',
  faction: undefined,
  heroId,
})

function renderForm(cards: HeroCardView[], saved: number[][]) {
  const view = (next: HeroCardView[]) => (
    <I18nProvider i18n={i18n}>
      <TeamForm
        cards={next}
        pending={false}
        current={[]}
        save={async (heroIds) => {
          saved.push(heroIds)
        }}
      />
    </I18nProvider>
  )
  const rendered = render(view(cards))
  return { rerender: (next: HeroCardView[]) => rendered.rerender(view(next)) }
}

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })))

describe('TeamForm', () => {
  afterEach(async () => {
    cleanup()
    await activateLocale('en')
  })

  it('saves four different heroes once their ids are known, and refuses three', async () => {
    await activateLocale('en')
    const saved: number[][] = []
    renderForm([card(1, 10), card(2, 11), card(3, 12), card(4, 12), card(5, 13)], saved)
    for (const id of [1, 2, 3, 4])
      await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`#${id}$`) })))
    await click('Save team')
    expect(screen.getByText('A team needs at least 4 different heroes')).toBeTruthy()
    expect(saved).toEqual([])
    await click('Select all')
    await click('Save team')
    expect(saved).toEqual([[10, 11, 12, 13]])
    expect(screen.getByRole('status').textContent).toBe('Team saved.')
  })

  it('waits for the hero ids still being read instead of judging the team on the ones known', async () => {
    await activateLocale('en')
    const saved: number[][] = []
    const reading = [card(1, 10), card(2, undefined), card(3, undefined), card(4, 13)]
    const { rerender } = renderForm(reading, saved)
    await click('Select all')
    const save = screen.getByRole('button', { name: 'Save team' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    expect(save.getAttribute('aria-busy')).toBe('true')
    await act(async () => fireEvent.click(save))
    expect(screen.queryByText('A team needs at least 4 different heroes')).toBeNull()
    expect(saved).toEqual([])
    await act(async () => rerender([card(1, 10), card(2, 11), card(3, 12), card(4, 13)]))
    expect(save.disabled).toBe(false)
    await click('Save team')
    expect(saved).toEqual([[10, 11, 12, 13]])
  })

  it('refuses in Chinese', async () => {
    await activatePage('/zh/profile')
    renderForm([card(1, 10)], [])
    await click('全选')
    const save = screen.getAllByRole('button').find((b) => b.textContent === '保存队伍')
    expect(save).toBeDefined()
    await act(async () => fireEvent.click(save as HTMLElement))
    expect(screen.getByText('一支队伍至少需要 4 个不同的英雄')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
