import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocale } from '../../../i18n/useLocale'
import { useAccountForm } from '../../account/form'
import { ProofOfWork } from '../../account/ProofOfWork'
import { type SignInForm as Values, validateSignIn } from '../../account/schemas'
import { restApi, signedIn } from '../../account/session'
import { useProofOfWork } from '../../account/useProofOfWork'
import { useAccountAction } from '../hooks/useAccountAction'
import { useGuardedPow } from '../hooks/useGuardedPow'
import { ActionStatus } from './ActionStatus'
import { Field } from './Field'
import { clearLinkToken, linkTokenInAddress } from './signInLink'

/**
 * "Sign in" with e-mail and password (the API's session cookie); the proof of work once the API asks for it (a
 * harder one for the account past its hourly limit of failures), "E-mail me a sign-in link", and the link's landing:
 * opened with `#sign-in=<token>`, the page signs in with it (docs/product.md#sign-in-throttle).
 */
export function SignInForm() {
  const { t } = useLingui()
  const lang = useLocale()
  const queryClient = useQueryClient()
  const form = useAccountForm<Values>({ email: '', password: '' }, validateSignIn)
  const guard = useGuardedPow(() => form.getValues('email'))
  const action = useAccountAction(async (values: Values) => {
    const { api, unwrap } = await restApi()
    await guard.run(async (pow) => signedIn(queryClient, unwrap(await api.login({ ...values, ...pow }))))
  })
  const [linkAsked, setLinkAsked] = useState(false)
  const linkPow = useProofOfWork()
  const sendLink = useAccountAction(async () => {
    const { api, unwrap } = await restApi()
    try {
      unwrap(await api.sendSignInLink({ email: form.getValues('email'), pow: await linkPow.take() }))
    } finally {
      linkPow.renew()
    }
  })
  const byLink = useAccountAction(async (token: string) => {
    const { api, unwrap } = await restApi()
    signedIn(queryClient, unwrap(await api.linkSignIn({ token })))
  })
  const startByLink = byLink.start
  useEffect(() => {
    const take = () => {
      const token = linkTokenInAddress()
      if (!token) return
      // The token leaves the address bar and the history at once: it works once.
      clearLinkToken()
      void startByLink(token)
    }
    take()
    // A link pasted into a tab already on this page changes only the hash: no new page load.
    window.addEventListener('hashchange', take)
    return () => window.removeEventListener('hashchange', take)
  }, [startByLink])
  return (
    <form
      className="panel account-form"
      aria-labelledby="sign-in-title"
      noValidate
      onSubmit={form.handleSubmit((values) => void action.start(values))}
    >
      <h2 id="sign-in-title">
        <Trans>Sign in</Trans>
      </h2>
      {byLink.state.status === 'busy' ? (
        <p className="muted" role="status">
          <Trans>Signing in with your link…</Trans>
        </p>
      ) : null}
      <ActionStatus state={byLink.state} />
      <Field field={form.field('email')} label={t`E-mail`} type="email" autoComplete="email" />
      <Field
        field={form.field('password')}
        label={t`Password`}
        type="password"
        autoComplete="current-password"
      />
      {guard.shown ? <ProofOfWork {...guard.pow.props} lang={lang} /> : null}
      <button type="submit" className="button" disabled={action.state.status === 'busy'}>
        <Trans>Sign in</Trans>
      </button>
      <ActionStatus state={action.state} />
      {linkAsked ? (
        <div className="account-form__link">
          <ProofOfWork {...linkPow.props} lang={lang} />
          <button
            type="button"
            className="button button--ghost"
            disabled={sendLink.state.status === 'busy'}
            onClick={async () => {
              if (await form.trigger('email')) await sendLink.start()
            }}
          >
            <Trans>Send the sign-in link</Trans>
          </button>
          <ActionStatus
            state={sendLink.state}
            done={
              <Trans>
                Sent: open the link in the e-mail within 15 minutes. It works once; only the newest link
                works.
              </Trans>
            }
          />
        </div>
      ) : (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setLinkAsked(true)}
        >
          <Trans>E-mail me a sign-in link</Trans>
        </button>
      )}
    </form>
  )
}
