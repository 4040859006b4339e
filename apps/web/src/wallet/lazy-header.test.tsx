import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '../i18n/i18n'
import { HeaderWallet } from './lazy'

// The wallet chunk, as a stand-in that shows whether it was asked to open the connect dialog on arrival.
vi.mock('./WalletIslands', () => ({
  HeaderWallet: ({ openConnect }: { openConnect: number }) => (
    <output data-testid="wallet-loaded">{openConnect ? 'dialog open' : 'dialog closed'}</output>
  ),
  WrongNetworkIsland: () => null,
  WithWallet: ({ children }: { children: unknown }) => children,
}))

describe('wallet button before the wallet chunk arrives', () => {
  // The provider renders once a locale (its catalog loaded) is active, as in the app (src/main.tsx).
  beforeAll(() => activateLocale('en'))
  afterEach(() => cleanup())

  it('a press alone (its click lost when the button is replaced) loads the chunk and opens the dialog', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <HeaderWallet />
      </I18nProvider>,
    )
    const button = screen.getByTestId('wallet-button')
    expect(button.textContent).toBe('Connect wallet')
    await act(async () => {
      fireEvent.pointerDown(button, { button: 0 })
    })
    expect((await screen.findByTestId('wallet-loaded')).textContent).toBe('dialog open')
  })
})
