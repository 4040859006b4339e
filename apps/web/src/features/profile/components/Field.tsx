import { type ErrorCode, isErrorCode, type PasswordError } from '@finaverse/domain'
import { useLingui } from '@lingui/react/macro'
import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import type { FormField } from '../../account/form'
import { ERROR_MESSAGES } from '../../errors/messages'

/**
 * A labelled input of an account form, with the spec's message beside it as the player types. `rules`: the failed
 * password rules, all listed (a new password); `after`: a control beside the input ("Send code").
 */
export function Field({
  field,
  label,
  type = 'text',
  autoComplete,
  rules,
  after,
  hint,
  inputMode,
  maxLength,
  refused,
  instead,
}: {
  /** The input's state: `form.field(name)` of useAccountForm. */
  field: FormField
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  rules?: readonly PasswordError[]
  after?: ReactNode
  hint?: ReactNode
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode']
  maxLength?: number
  /** The API's refusal of what is typed (a wrong e-mail code), shown here while no rule of the field fails. */
  refused?: ErrorCode | undefined
  /** A text said instead of the field's message (its rule still holds: the form is not sent). */
  instead?: string | undefined
}) {
  const { i18n } = useLingui()
  const id = useId()
  const code = field.error ?? refused
  const shown = rules && rules.length > 0 ? rules : code ? [code] : []
  const messages =
    instead && shown.length > 0
      ? [instead]
      : shown.map((c) => (isErrorCode(c) ? i18n._(ERROR_MESSAGES[c]) : c))
  return (
    <div className="field account-field">
      <label htmlFor={id}>{label}</label>
      <div className="account-field__row">
        <input
          id={id}
          className="input"
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          aria-invalid={messages.length > 0}
          aria-describedby={`${id}-error`}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          ref={field.ref}
        />
        {after}
      </div>
      {hint ? <p className="muted small">{hint}</p> : null}
      <div id={`${id}-error`} className="field__error" role="alert">
        {messages.length > 1 ? (
          <ul className="account-rules">
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : (
          messages[0]
        )}
      </div>
    </div>
  )
}
