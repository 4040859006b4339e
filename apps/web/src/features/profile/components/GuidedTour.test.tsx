import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { GuidedTour, TOUR_STORAGE_KEY } from './GuidedTour'

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <GuidedTour />
    </I18nProvider>,
  )

describe('GuidedTour', () => {
  beforeEach(async () => {
    window.localStorage.clear()
    await activateLocale('en')
  })
  afterEach(() => cleanup())

  it('shows 4 steps on the first visit, and is remembered once skipped', async () => {
    show()
    expect(screen.getByText('Step 1 of 4')).toBeTruthy()
    expect(screen.getByRole('heading').textContent).toBe('Transfer NFTs')
    for (const title of ['Form a team', 'Transfer tokens', 'Download the app']) {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })))
      expect(screen.getByRole('heading').textContent).toBe(title)
    }
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Skip tour' })))
    expect(window.localStorage.getItem(TOUR_STORAGE_KEY)).toBe('1')
    cleanup()
    show()
    expect(screen.queryByText('Step 1 of 4')).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guided tour' })))
    expect(screen.getByText('Step 1 of 4')).toBeTruthy()
  })
})
