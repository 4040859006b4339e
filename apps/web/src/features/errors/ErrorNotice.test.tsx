import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, i18n, PAGES_CATALOG } from '../../i18n/i18n'
import { ErrorNotice } from './ErrorNotice'

const failure = { ret: 429, msg: 'Too many requests. Please try again later', code: 'TOO_MANY_REQUESTS' }
const show = (error: unknown, alert?: boolean) =>
  render(
    <I18nProvider i18n={i18n}>
      <ErrorNotice error={error} testId="notice" {...(alert ? { alert } : {})} />
    </I18nProvider>,
  )

describe('ErrorNotice', () => {
  afterEach(async () => {
    cleanup()
    await activateLocale('en')
  })

  it('shows nothing without an error', async () => {
    await activateLocale('en')
    show(null)
    show(undefined)
    expect(screen.queryByTestId('notice')).toBeNull()
  })

  it("shows the error's text, announced as an alert when asked", async () => {
    await activateLocale('en', [PAGES_CATALOG])
    show(failure, true)
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please try again later')
    cleanup()
    show(failure)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByTestId('notice').className).toBe('notice notice--error')
  })

  it('speaks Chinese', async () => {
    await activateLocale('zh', [PAGES_CATALOG])
    show(failure, true)
    expect(screen.getByRole('alert').textContent).toMatch(/[\u4e00-\u9fff]/)
  })
})
