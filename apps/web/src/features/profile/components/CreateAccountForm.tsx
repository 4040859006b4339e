import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { config } from '../../../config'
import { useLocale } from '../../../i18n/useLocale'
import { useWalletConnection } from '../../../wallet/connection'
import { openWalletDialog } from '../../../wallet/lazy'
import { useAccountForm } from '../../account/form'
import { ProofOfWork } from '../../account/ProofOfWork'
import { passwordRules, type CreateAccountForm as Values, validateCreateAccount } from '../../account/schemas'
import { restApi, signedIn } from '../../account/session'
import { useProofOfWork } from '../../account/useProofOfWork'
import { describeError } from '../../errors/describe-error'
import { useAccountAction } from '../hooks/useAccountAction'
import { useSendCode } from '../hooks/useSendCode'
import { signWalletBinding } from '../siwe'
import { ActionStatus } from './ActionStatus'
import { CodeSent } from './CodeSent'
import { Field } from './Field'
import { SendCodeButton } from './SendCodeButton'

/**
 * "Create account": e-mail, password and its confirmation (the spec's rules as the player types), an optional
 * invitation code, the e-mail code ("Send code", then the resend countdown), the proof of work the API asks for, and
 * the wallet binding confirmed by a Sign-In with Ethereum signature.
 */
export function CreateAccountForm() {
  const { t } = useLingui()
  const lang = useLocale()
  const queryClient = useQueryClient()
  const connection = useWalletConnection()
  const pow = useProofOfWork()
  const code = useSendCode({ purpose: 'register', pow })
  const form = useAccountForm<Values>(
    { email: '', password: '', confirmPassword: '', inviteCode: '', code: '' },
    validateCreateAccount,
  )
  const password = form.values.password
  // The e-mail code the API refused: its message stays beside the field until another code is typed.
  const [refusedCode, setRefusedCode] = useState<string | null>(null)
  const action = useAccountAction(async (values: Values) => {
    const { message, signature } = await signWalletBinding(connection)
    const proof = await pow.take()
    const { api, unwrap } = await restApi()
    try {
      const account = unwrap(
        await api.createAccount({
          email: values.email,
          password: values.password,
          confirmPassword: values.confirmPassword,
          code: values.code,
          ...(values.inviteCode.trim() ? { inviteCode: values.inviteCode.trim() } : {}),
          message,
          signature,
          pow: proof,
        }),
      )
      signedIn(queryClient, account)
    } catch (error) {
      const described = describeError(error)
      if (described.kind === 'known' && described.code === 'CODE_INCORRECT') setRefusedCode(values.code)
      throw error
    } finally {
      pow.renew()
    }
  })
  const sendCode = async () => {
    if (await form.trigger('email')) void code.send(form.getValues('email'))
  }
  const connected = connection.status === 'connected'
  return (
    <form
      className="panel account-form"
      aria-labelledby="create-account-title"
      noValidate
      onSubmit={form.handleSubmit((values) => void action.start(values))}
    >
      <h2 id="create-account-title">
        <Trans>Create account</Trans>
      </h2>
      <Field field={form.field('email')} label={t`E-mail`} type="email" autoComplete="email" />
      <Field
        field={form.field('password')}
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        rules={passwordRules(password)}
      />
      <Field
        field={form.field('confirmPassword')}
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
      />
      <Field
        field={form.field('inviteCode')}
        label={t`Invitation code (optional)`}
        autoComplete="off"
        maxLength={32}
      />
      <Field
        field={form.field('code')}
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        refused={refusedCode !== null && form.values.code === refusedCode ? 'CODE_INCORRECT' : undefined}
        // No code asked for yet: the empty field says how to get one, not to fill in what has not been sent.
        instead={code.state.sentTo ? undefined : t`Press Send code: the code arrives by e-mail.`}
        after={<SendCodeButton state={code.state} onSend={() => void sendCode()} onReady={code.ready} />}
      />
      <CodeSent state={code.state} local={config.network === 'local'} />
      <ProofOfWork {...pow.props} lang={lang} />
      <p className="muted small">
        <Trans>Your wallet signs a message that binds it to this account; it costs nothing.</Trans>
      </p>
      {connected ? (
        <button type="submit" className="button" disabled={action.state.status === 'busy'}>
          <Trans>Create account</Trans>
        </button>
      ) : (
        <button type="button" className="button" onClick={openWalletDialog}>
          <Trans>Connect wallet</Trans>
        </button>
      )}
      <ActionStatus
        state={action.state}
        beside={['CODE_INCORRECT']}
        rejected={
          <Trans>
            Signature declined in your wallet: no account was created. Your entries are kept: press Create
            account to try again.
          </Trans>
        }
      />
    </form>
  )
}
