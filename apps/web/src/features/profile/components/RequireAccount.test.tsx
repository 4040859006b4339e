import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { readStorage, writeStorage } from '../../../lib/storage'
import { SESSION_HINT_KEY } from '../../account/session'
import { jsonAnswer, TEST_ACCOUNT } from '../../account/session.fixtures'
import { SessionState } from './RequireAccount'

function renderSession() {
  // The session check's own retries, without their backoff.
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionState>
          {(account) => <p data-testid="outcome">{account ? account.email : 'signed out'}</p>}
        </SessionState>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return client
}

describe('SessionState', () => {
  let answer: () => Response
  let calls = 0
  beforeEach(async () => {
    await activateLocale('en')
    calls = 0
    writeStorage(SESSION_HINT_KEY, '1')
    vi.stubGlobal('fetch', async () => {
      calls++
      return answer()
    })
  })
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    writeStorage(SESSION_HINT_KEY, null)
    await activateLocale('en')
  })

  it('shows a failed session read with its reason and a retry, not a signed-out player; the retry signs in', async () => {
    answer = () => jsonAnswer(503, { ret: 503, msg: 'Service unavailable', code: 'CHAIN_UNAVAILABLE' })
    renderSession()
    expect(screen.getByRole('status').textContent).toContain('Loading your game account…')
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 })
    expect(alert.textContent).toContain('Could not load this content: This chain is not available')
    expect(calls).toBe(4)
    expect(screen.queryByTestId('outcome')).toBeNull()
    expect(readStorage(SESSION_HINT_KEY)).toBe('1')
    answer = () => jsonAnswer(200, { ret: 0, msg: 'ok', data: TEST_ACCOUNT })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    expect((await screen.findByTestId('outcome', {}, { timeout: 15_000 })).textContent).toContain(
      TEST_ACCOUNT.email,
    )
  })

  it('keeps a known account on screen when a later check fails', async () => {
    answer = () => jsonAnswer(200, { ret: 0, msg: 'ok', data: TEST_ACCOUNT })
    const client = renderSession()
    expect((await screen.findByTestId('outcome', {}, { timeout: 15_000 })).textContent).toBe(
      TEST_ACCOUNT.email,
    )
    answer = () => jsonAnswer(503, { ret: 503, msg: 'Service unavailable', code: 'CHAIN_UNAVAILABLE' })
    await act(async () => {
      await client.refetchQueries().catch(() => {})
    })
    expect(calls).toBe(5)
    expect(screen.getByTestId('outcome').textContent).toBe(TEST_ACCOUNT.email)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(readStorage(SESSION_HINT_KEY)).toBe('1')
  })

  it('says the same in Chinese', async () => {
    await activateLocale('zh')
    answer = () => {
      throw new TypeError('Failed to fetch')
    }
    renderSession()
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 })
    expect(alert.textContent).toContain('无法加载此内容')
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy()
  })

  it('reads a 401 as signed out', async () => {
    answer = () => jsonAnswer(401, { ret: 401, msg: 'Unauthorized', code: 'UNAUTHORIZED' })
    renderSession()
    expect((await screen.findByTestId('outcome', {}, { timeout: 15_000 })).textContent).toContain(
      'signed out',
    )
    expect(calls).toBe(1)
    expect(readStorage(SESSION_HINT_KEY)).toBeNull()
  })
})
