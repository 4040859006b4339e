import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, PAGES_CATALOG } from '../i18n/i18n'
import { AmountField } from './AmountField'
import { useAmountForm } from './useAmountForm'

let units: bigint | undefined

let submitted = 0

function Form({ balance }: { balance: bigint | undefined }) {
  const amount = useAmountForm({ max: balance, decimals: 18 })
  units = amount.units
  return (
    <form onSubmit={amount.form.handleSubmit(() => submitted++)} noValidate>
      <AmountField field={amount.form.field} label="Amount" balance={balance} decimals={18} symbol="FINA" />
      <button type="submit">Deposit</button>
      <button type="button" onClick={amount.form.reset}>
        Reset
      </button>
    </form>
  )
}

const renderForm = (balance: bigint | undefined) =>
  render(
    <I18nProvider i18n={i18n}>
      <Form balance={balance} />
    </I18nProvider>,
  )

describe('AmountField', () => {
  afterEach(async () => {
    cleanup()
    await activateLocale('en')
  })

  it('shows the balance with its decimals, the max button fills it in', async () => {
    await activateLocale('en')
    renderForm(1_234_500_000_000_000_000n)
    expect(screen.getByTestId('amount-balance').textContent).toBe('1.2345')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Max' })))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1.2345')
    expect(units).toBe(1_234_500_000_000_000_000n)
  })

  it('shows a long balance as every token amount (4 places, rounded down); Max fills it exactly', async () => {
    await activateLocale('en')
    renderForm(79_056_941_504_209_483_299n)
    expect(screen.getByTestId('amount-balance').textContent).toBe('79.0569')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Max' })))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('79.056941504209483299')
  })

  it.each([
    ['en', 'Please enter at most 18 decimal places'],
    ['zh', '最多输入 18 位小数'],
  ] as const)('says how many decimal places the token allows (%s)', async (locale, text) => {
    await activateLocale(locale, [PAGES_CATALOG])
    renderForm(10n ** 20n)
    const typed = { target: { value: '1.0000000000000000001' } }
    await act(async () => fireEvent.change(screen.getByLabelText('Amount'), typed))
    expect(await screen.findByText(text)).toBeTruthy()
  })

  it("shows the domain's message beside the field as the player types, and on submit", async () => {
    await activateLocale('en')
    renderForm(10n ** 18n)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deposit' })))
    expect(await screen.findByText('Value cannot be empty')).toBeTruthy()
    await act(async () => fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1x' } }))
    expect(await screen.findByText('Please enter a valid amount')).toBeTruthy()
    await act(async () => fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2' } }))
    expect(await screen.findByText('Insufficient balance')).toBeTruthy()
    expect(units).toBeUndefined()
    await act(async () => fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.25' } }))
    expect(screen.queryByRole('alert')?.textContent).toBe('')
    expect(units).toBe(250_000_000_000_000_000n)
  })

  it('links the message to the input, focuses an invalid amount on submit, and submits a valid one', async () => {
    await activateLocale('en')
    submitted = 0
    renderForm(10n ** 18n)
    const input = screen.getByLabelText('Amount') as HTMLInputElement
    expect(input.getAttribute('aria-invalid')).toBe('false')
    expect(screen.getByRole('alert').textContent).toBe('')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deposit' })))
    expect(submitted).toBe(0)
    expect(document.activeElement).toBe(input)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const error = screen.getByRole('alert')
    expect(error.textContent).toBe('Value cannot be empty')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id)
    await act(async () => fireEvent.change(input, { target: { value: '0.5' } }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deposit' })))
    expect(submitted).toBe(1)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset' })))
    expect(input.value).toBe('')
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(units).toBeUndefined()
  })

  it('checks a typed amount again when the balance arrives or moves', async () => {
    await activateLocale('en')
    const view = renderForm(undefined)
    await act(async () => fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2' } }))
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(units).toBe(2n * 10n ** 18n)
    view.rerender(
      <I18nProvider i18n={i18n}>
        <Form balance={10n ** 18n} />
      </I18nProvider>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance')
    expect(units).toBeUndefined()
    view.rerender(
      <I18nProvider i18n={i18n}>
        <Form balance={3n * 10n ** 18n} />
      </I18nProvider>,
    )
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(units).toBe(2n * 10n ** 18n)
  })

  it('speaks Chinese on a Chinese page', async () => {
    // The write flow's texts are in the pages catalog (src/i18n/i18n.ts).
    await activateLocale('zh', [PAGES_CATALOG])
    renderForm(10n ** 18n)
    await act(async () => fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '' } }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deposit' })))
    expect(await screen.findByText('数值不能为空')).toBeTruthy()
  })
})
