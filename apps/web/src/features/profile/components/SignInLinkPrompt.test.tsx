import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { accountSessionKey } from '../../account/session'
import { jsonAnswer, TEST_ACCOUNT } from '../../account/session.fixtures'
import { SignInLinkPrompt } from './SignInLinkPrompt'

const TOKEN = 'A'.repeat(43)
const OTHER = { ...TEST_ACCOUNT, email: 'other@example.com' }

function renderPrompt() {
  const client = new QueryClient()
  client.setQueryData(accountSessionKey, TEST_ACCOUNT)
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SignInLinkPrompt email={TEST_ACCOUNT.email} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return client
}

describe('SignInLinkPrompt: a sign-in link in a browser signed in to another account', () => {
  let calls: string[] = []
  beforeEach(async () => {
    await activateLocale('en')
    calls = []
    window.history.replaceState(null, '', `/profile#sign-in=${TOKEN}`)
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input)
      calls.push(new URL(url, 'http://localhost').pathname)
      return url.includes('linkSignIn')
        ? jsonAnswer(200, { ret: 0, msg: 'ok', data: OTHER })
        : jsonAnswer(200, { ret: 0, msg: 'ok', data: null })
    })
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    window.history.replaceState(null, '', '/')
  })

  it('asks before switching, and nothing is sent until the player says so', async () => {
    renderPrompt()
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('Switch accounts?')
    expect(dialog.textContent).toContain(`You are signed in as ${TEST_ACCOUNT.email}`)
    // The token left the address bar at once.
    expect(window.location.hash).toBe('')
    expect(calls).toEqual([])
  })

  it('"Stay signed in" drops the link and keeps the session', async () => {
    const client = renderPrompt()
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Stay signed in' })))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(calls).toEqual([])
    expect(client.getQueryData(accountSessionKey)).toEqual(TEST_ACCOUNT)
  })

  it('"Switch accounts" signs out, then in with the link', async () => {
    const client = renderPrompt()
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Switch accounts' })))
    // The REST client loads on first use.
    await vi.waitFor(() => expect(client.getQueryData(accountSessionKey)).toEqual(OTHER), { timeout: 15_000 })
    expect(calls.map((p) => p.replace(/^\/api/, ''))).toEqual(['/account/logout', '/account/linkSignIn'])
  })
})
