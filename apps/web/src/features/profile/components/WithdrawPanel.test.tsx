import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, activatePage } from '../../../i18n/i18n'
import type { LedgerBalances } from '../withdraw-quote'
import { WithdrawForm } from './WithdrawPanel'

const FINA = 10n ** 18n
const NOW = new Date('2026-11-23T05:00:00Z')

const renderForm = (balances: LedgerBalances) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <WithdrawForm balances={balances} now={() => NOW} />
      </I18nProvider>
    </QueryClientProvider>,
  )

const type = (value: string) =>
  act(async () => fireEvent.change(screen.getByLabelText('Amount to withdraw'), { target: { value } }))

describe('WithdrawForm', () => {
  afterEach(async () => {
    cleanup()
    await activateLocale('en')
  })

  it("quotes the spec's examples as the player types: 100 earned gives 69 instantly and 99 after 15 days", async () => {
    await activateLocale('en')
    renderForm({ deposited: 0n, earned: 200n * FINA, cooldownUntil: null })
    await type('100')
    expect(screen.getByTestId('quote-receive').textContent).toBe('69 FINA')
    expect(screen.getByTestId('quote-penalty').textContent).toBe('30 FINA')
    expect(screen.getByTestId('quote-fee').textContent).toBe('1 FINA')
    await act(async () => fireEvent.click(screen.getByLabelText('Wait 15 days (only the 1 FINA fee)')))
    expect(screen.getByTestId('quote-receive').textContent).toBe('99 FINA')
    expect(screen.getByTestId('quote-penalty').textContent).toBe('0 FINA')
  })

  it('shows every refusal of the spec beside the field and no quote', async () => {
    await activateLocale('en')
    renderForm({ deposited: 10n * FINA, earned: 100n * FINA, cooldownUntil: null })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })))
    expect(screen.getByTestId('withdraw-error').textContent).toBe('Value cannot be empty')
    await type('1')
    expect(screen.getByTestId('withdraw-error').textContent).toBe('The minimum amount is 2 FINA')
    await type('111')
    expect(screen.getByTestId('withdraw-error').textContent).toBe(
      'The withdrawal amount cannot exceed your balance',
    )
    // 10 deposited + 71 earned: over 70% of the earned balance for an instant withdrawal.
    await type('81')
    expect(screen.getByTestId('withdraw-error').textContent).toBe(
      'An instant withdrawal can take at most 70% of your earned balance',
    )
    expect(screen.queryByTestId('withdraw-quote')).toBeNull()
    await type('80')
    expect(screen.getByTestId('withdraw-error').textContent).toBe('')
    expect(screen.getByTestId('quote-receive').textContent).toBe('58 FINA')
  })

  it('refuses the earned part during the cooldown, but not a deposited-only withdrawal', async () => {
    await activateLocale('en')
    const cooldownUntil = new Date(NOW.getTime() + 3_600_000)
    renderForm({ deposited: 10n * FINA, earned: 100n * FINA, cooldownUntil })
    await type('11')
    expect(screen.getByTestId('withdraw-error').textContent).toBe(
      'You are in the withdrawal cooldown: only deposited tokens can be withdrawn for 72 hours',
    )
    await type('10')
    expect(screen.getByTestId('quote-receive').textContent).toBe('9 FINA')
  })

  it('quotes in Chinese', async () => {
    // The catalogs of the Chinese profile page: the main one, the pages one and the profile's (src/i18n/i18n.ts).
    await activatePage('/zh/profile')
    renderForm({ deposited: 0n, earned: 200n * FINA, cooldownUntil: null })
    await act(async () => fireEvent.change(screen.getByRole('textbox'), { target: { value: '1' } }))
    expect(screen.getByTestId('withdraw-error').textContent).toBe('最低数量为 2 FINA')
  })
})
