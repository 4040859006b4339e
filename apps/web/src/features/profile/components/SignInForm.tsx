import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useLocale } from '../../../i18n/useLocale'
import { ProofOfWork } from '../../account/ProofOfWork'
import { signInSchema, type SignInForm as Values } from '../../account/schemas'
import { restApi, signedIn } from '../../account/session'
import { useAccountAction } from '../hooks/useAccountAction'
import { useGuardedPow } from '../hooks/useGuardedPow'
import { ActionStatus } from './ActionStatus'
import { Field } from './Field'

/** "Sign in" with e-mail and password (the API's session cookie); the proof of work once the API asks for it. */
export function SignInForm() {
  const { t } = useLingui()
  const lang = useLocale()
  const queryClient = useQueryClient()
  const guard = useGuardedPow()
  const form = useForm<Values>({
    resolver: zodResolver(signInSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  })
  const action = useAccountAction(async (values: Values) => {
    const { api, unwrap } = await restApi()
    await guard.run(async (pow) => signedIn(queryClient, unwrap(await api.login({ ...values, ...pow }))))
  })
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
      <Field control={form.control} name="email" label={t`E-mail`} type="email" autoComplete="email" />
      <Field
        control={form.control}
        name="password"
        label={t`Password`}
        type="password"
        autoComplete="current-password"
      />
      {guard.shown ? <ProofOfWork key={guard.pow.round} {...guard.pow.props} lang={lang} /> : null}
      <button type="submit" className="button" disabled={action.state.status === 'busy'}>
        <Trans>Sign in</Trans>
      </button>
      <ActionStatus state={action.state} />
    </form>
  )
}
