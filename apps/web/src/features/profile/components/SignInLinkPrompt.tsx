import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { abortAccountReads } from '../../../data/account-reads'
import { restApi, signedIn, signedOut } from '../../account/session'
import { useAccountAction } from '../hooks/useAccountAction'
import { PROFILE_KEY } from '../queries'
import { ActionStatus } from './ActionStatus'
import { clearLinkToken, linkTokenInAddress } from './signInLink'

/**
 * A mailed sign-in link opened in a browser already signed in (docs/product.md#sign-in-throttle): the page asks
 * before it switches accounts, so a crafted link cannot replace the session without a word. "Switch" signs out,
 * then in with the link; "Stay signed in" drops the link.
 */
export function SignInLinkPrompt({ email }: { email: string }) {
  const queryClient = useQueryClient()
  const [token, setToken] = useState<string | undefined>(undefined)
  useEffect(() => {
    const take = () => {
      const found = linkTokenInAddress()
      if (!found) return
      clearLinkToken()
      setToken(found)
    }
    take()
    window.addEventListener('hashchange', take)
    return () => window.removeEventListener('hashchange', take)
  }, [])
  const switchAccount = useAccountAction(async (link: string) => {
    const { api, unwrap } = await restApi()
    await queryClient.cancelQueries({ queryKey: PROFILE_KEY })
    abortAccountReads()
    unwrap(await api.logout({}))
    queryClient.removeQueries({ queryKey: PROFILE_KEY })
    try {
      signedIn(queryClient, unwrap(await api.linkSignIn({ token: link })))
    } catch (error) {
      // Signed out already: the sign-in form shows next.
      signedOut(queryClient)
      throw error
    }
    setToken(undefined)
  })
  if (!token) return null
  return (
    <section className="panel" role="alertdialog" aria-labelledby="link-switch-title">
      <h2 id="link-switch-title">
        <Trans>Switch accounts?</Trans>
      </h2>
      <p>
        <Trans>
          You are signed in as {email}. This sign-in link may be for another account: switching signs you out
          of this one.
        </Trans>
      </p>
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={switchAccount.state.status === 'busy'}
          onClick={() => void switchAccount.start(token)}
        >
          <Trans>Switch accounts</Trans>
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={switchAccount.state.status === 'busy'}
          onClick={() => setToken(undefined)}
        >
          <Trans>Stay signed in</Trans>
        </button>
      </div>
      <ActionStatus state={switchAccount.state} />
    </section>
  )
}
