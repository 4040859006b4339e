import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { config } from '../../../config'
import { useLocale } from '../../../i18n/useLocale'
import { useAccountForm } from '../../account/form'
import { ProofOfWork } from '../../account/ProofOfWork'
import { type ChangeEmailForm as Values, validateChangeEmail } from '../../account/schemas'
import { restApi, signedIn } from '../../account/session'
import { useProofOfWork } from '../../account/useProofOfWork'
import { useAccountAction } from '../hooks/useAccountAction'
import { useGuardedPow } from '../hooks/useGuardedPow'
import { useSendCode } from '../hooks/useSendCode'
import { ActionStatus } from './ActionStatus'
import { CodeSent } from './CodeSent'
import { Field } from './Field'
import { SendCodeButton } from './SendCodeButton'

/** "Change e-mail": the new e-mail, the code sent to it, and the password. */
export function ChangeEmailForm() {
  const { t } = useLingui()
  const lang = useLocale()
  const queryClient = useQueryClient()
  const sendPow = useProofOfWork()
  const code = useSendCode({ purpose: 'changeEmail', pow: sendPow })
  const guard = useGuardedPow()
  const form = useAccountForm<Values>({ newEmail: '', code: '', password: '' }, validateChangeEmail)
  const action = useAccountAction(async (values: Values) => {
    const { api, unwrap } = await restApi()
    await guard.run(async (pow) =>
      signedIn(queryClient, unwrap(await api.changeEmail({ ...values, ...pow }))),
    )
    form.reset()
  })
  const sendCode = async () => {
    if (await form.trigger('newEmail')) void code.send(form.getValues('newEmail'))
  }
  return (
    <form
      className="panel account-form"
      aria-labelledby="change-email-title"
      noValidate
      onSubmit={form.handleSubmit((values) => void action.start(values))}
    >
      <h3 id="change-email-title">
        <Trans>Change e-mail</Trans>
      </h3>
      <Field field={form.field('newEmail')} label={t`New e-mail`} type="email" autoComplete="email" />
      <Field
        field={form.field('code')}
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        after={<SendCodeButton state={code.state} onSend={() => void sendCode()} onReady={code.ready} />}
      />
      <CodeSent state={code.state} local={config.network === 'local'} />
      <ProofOfWork {...sendPow.props} lang={lang} />
      <Field
        field={form.field('password')}
        label={t`Password`}
        type="password"
        autoComplete="current-password"
      />
      {guard.shown ? <ProofOfWork {...guard.pow.props} lang={lang} /> : null}
      <button type="submit" className="button" disabled={action.state.status === 'busy'}>
        <Trans>Change e-mail</Trans>
      </button>
      <ActionStatus state={action.state} done={<Trans>Your e-mail was changed.</Trans>} />
    </form>
  )
}
