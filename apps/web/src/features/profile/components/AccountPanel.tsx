import { checkAccountQueryOptions } from '@finaverse/sdk/query'
import { Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { abortAccountReads, resumeAccountReads } from '../../../data/account-reads'
import { accountSessionKey, accountSessionQuery, restApi, signedOut } from '../../account/session'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useAccountAction } from '../hooks/useAccountAction'
import { BINDING_CHAIN } from '../hooks/useEmailBinding'
import { PROFILE_KEY } from '../queries'
import { ActionStatus } from './ActionStatus'
import { ChangeEmailForm } from './ChangeEmailForm'
import { ChangePasswordForm } from './ChangePasswordForm'
import { CreateAccountForm } from './CreateAccountForm'
import { EmailBindingPanel } from './EmailBindingPanel'
import { SessionState } from './RequireAccount'
import { SessionsPanel } from './SessionsPanel'
import { SignInForm } from './SignInForm'
import { SignInLinkPrompt } from './SignInLinkPrompt'
import { WalletAccountNotice } from './WalletAccountNotice'

const NOBODY = '0x0000000000000000000000000000000000000000'

/**
 * The account's settings, below its FINA on the "FINA account" tab: "Change e-mail", "Change password", the
 * signed-in devices and the e-mail binding on chain.
 */
export function AccountSettings({ email }: { email: string }) {
  return (
    <div className="account account-settings">
      <div className="account-forms">
        <ChangeEmailForm />
        <ChangePasswordForm email={email} />
      </div>
      <SessionsPanel />
      <EmailBindingPanel key={email} email={email} />
    </div>
  )
}

/**
 * The game account (the profile's "FINA account" tab): signed out, "Sign in" or "Create account"; signed in, the
 * account and "Sign out" (its settings follow its FINA: {@link AccountSettings}).
 */
export function AccountPanel() {
  const queryClient = useQueryClient()
  const session = useQuery(accountSessionQuery())
  // The player's choice; before any, a connected wallet with no e-mail bound on chain is offered "Create account"
  // first, any other "Sign in" first.
  const [chosen, setMode] = useState<'signIn' | 'create' | undefined>(undefined)
  const { client, account: wallet } = useFinaverseClient(BINDING_CHAIN)
  const onChain = useQuery({
    ...checkAccountQueryOptions(client, { account: wallet ?? NOBODY }),
    enabled: wallet !== undefined && session.data === null,
  })
  const mode = chosen ?? (wallet && onChain.data && !onChain.data.emailHash ? 'create' : 'signIn')
  const signOut = useAccountAction(async () => {
    const { api, unwrap } = await restApi()
    // The account's panels go first, so that their periodic reads (balances, pending withdrawals) stop before the
    // session ends and none of them is refused: the reads in flight are aborted, and new ones (a poll whose timer
    // fires before its panel is gone) are not sent until the next sign-in. A failed sign-out brings them back with
    // its error.
    await queryClient.cancelQueries({ queryKey: PROFILE_KEY })
    abortAccountReads()
    const account = queryClient.getQueryData(accountSessionKey)
    queryClient.setQueryData(accountSessionKey, null)
    try {
      unwrap(await api.logout({}))
    } catch (error) {
      resumeAccountReads()
      queryClient.setQueryData(accountSessionKey, account)
      throw error
    }
    setMode('signIn')
    signedOut(queryClient)
  })
  // Not known yet (loading, or a failed first read with its retry): the session's own view of those.
  if (session.data === undefined) return <SessionState>{() => null}</SessionState>
  const account = session.data ?? null
  return (
    <div className="account">
      <WalletAccountNotice account={account} />
      {account ? (
        <>
          <SignInLinkPrompt email={account.email} />
          <section className="panel account-summary" aria-labelledby="account-title">
            <h2 id="account-title">
              <Trans>Game account</Trans>
            </h2>
            <dl className="account-summary__list">
              <dt>
                <Trans>E-mail</Trans>
              </dt>
              <dd data-testid="account-email">{account.email}</dd>
              <dt>
                <Trans>Wallet</Trans>
              </dt>
              <dd className="mono" data-testid="account-wallet">
                {account.address}
              </dd>
            </dl>
            <button
              type="button"
              className="button button--ghost"
              disabled={signOut.state.status === 'busy'}
              onClick={() => void signOut.start()}
            >
              <Trans>Sign out</Trans>
            </button>
            <ActionStatus state={signOut.state} />
          </section>
        </>
      ) : (
        <>
          <div className="row account-switch">
            <button
              type="button"
              className="button button--ghost button--small"
              aria-pressed={mode === 'signIn'}
              onClick={() => setMode('signIn')}
            >
              <Trans>I have an account</Trans>
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-pressed={mode === 'create'}
              onClick={() => setMode('create')}
            >
              <Trans>I am new here</Trans>
            </button>
          </div>
          {mode === 'signIn' ? <SignInForm /> : <CreateAccountForm />}
        </>
      )}
    </div>
  )
}
