import { Trans, useLingui } from '@lingui/react/macro'
import { config } from '../../../config'
import { useLocale } from '../../../i18n/useLocale'
import { useAccountForm } from '../../account/form'
import { ProofOfWork } from '../../account/ProofOfWork'
import {
  passwordRules,
  type ChangePasswordForm as Values,
  validateChangePassword,
} from '../../account/schemas'
import { restApi } from '../../account/session'
import { useProofOfWork } from '../../account/useProofOfWork'
import { useAccountAction } from '../hooks/useAccountAction'
import { useGuardedPow } from '../hooks/useGuardedPow'
import { useSendCode } from '../hooks/useSendCode'
import { ActionStatus } from './ActionStatus'
import { CodeSent } from './CodeSent'
import { Field } from './Field'
import { SendCodeButton } from './SendCodeButton'

/** "Change password": the current one, the new one (the spec's rules) and its confirmation, and a code. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useLingui()
  const lang = useLocale()
  const sendPow = useProofOfWork()
  const code = useSendCode({ purpose: 'changePassword', pow: sendPow })
  const guard = useGuardedPow()
  const form = useAccountForm<Values>(
    { password: '', newPassword: '', confirmPassword: '', code: '' },
    validateChangePassword,
  )
  const newPassword = form.values.newPassword
  const action = useAccountAction(async (values: Values) => {
    const { api, unwrap } = await restApi()
    await guard.run(async (pow) => unwrap(await api.changePassword({ ...values, ...pow })))
    form.reset()
  })
  return (
    <form
      className="panel account-form"
      aria-labelledby="change-password-title"
      noValidate
      onSubmit={form.handleSubmit((values) => void action.start(values))}
    >
      <h3 id="change-password-title">
        <Trans>Change password</Trans>
      </h3>
      <Field
        field={form.field('password')}
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
      />
      <Field
        field={form.field('newPassword')}
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        rules={passwordRules(newPassword)}
      />
      <Field
        field={form.field('confirmPassword')}
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
      />
      <Field
        field={form.field('code')}
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        after={
          <SendCodeButton state={code.state} onSend={() => void code.send(email)} onReady={code.ready} />
        }
      />
      <CodeSent state={code.state} local={config.network === 'local'} />
      <ProofOfWork {...sendPow.props} lang={lang} />
      {guard.shown ? <ProofOfWork {...guard.pow.props} lang={lang} /> : null}
      <button type="submit" className="button" disabled={action.state.status === 'busy'}>
        <Trans>Change password</Trans>
      </button>
      <ActionStatus state={action.state} done={<Trans>Your password was changed.</Trans>} />
    </form>
  )
}
