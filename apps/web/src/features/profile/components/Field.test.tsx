// The account forms' own state (useAccountForm) with the profile's Field: the spec's messages from the first change
// or submit on, the message linked to its input, the focus on the first invalid field, and the values a valid
// submit passes on.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, PAGES_CATALOG } from '../../../i18n/i18n'
import { useAccountForm } from '../../account/form'
import {
  type CreateAccountForm,
  passwordRules,
  type SignInForm,
  validateCreateAccount,
  validateSignIn,
} from '../../account/schemas'
import { Field } from './Field'

let sent: SignInForm[] = []
let triggered: boolean | undefined

function SignIn() {
  const form = useAccountForm<SignInForm>({ email: '', password: '' }, validateSignIn)
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => sent.push(values))}>
      <Field field={form.field('email')} label="E-mail" type="email" />
      <Field field={form.field('password')} label="Password" type="password" />
      <button type="button" onClick={() => (triggered = form.trigger('email'))}>
        Check e-mail
      </button>
      <button type="button" onClick={form.reset}>
        Reset
      </button>
      <button type="submit">Sign in</button>
    </form>
  )
}

function CreateAccount() {
  const form = useAccountForm<CreateAccountForm>(
    { email: '', password: '', confirmPassword: '', inviteCode: '', code: '' },
    validateCreateAccount,
  )
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <Field field={form.field('password')} label="Password" rules={passwordRules(form.values.password)} />
      <Field field={form.field('confirmPassword')} label="Confirm password" />
    </form>
  )
}

const show = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const errorOf = (label: string) => {
  const ids = input(label).getAttribute('aria-describedby') ?? ''
  return document.getElementById(ids)?.textContent
}
const type = (label: string, value: string) =>
  act(async () => fireEvent.change(input(label), { target: { value } }))

describe('account form fields', () => {
  afterEach(async () => {
    cleanup()
    sent = []
    triggered = undefined
    await activateLocale('en')
  })

  it('shows nothing before a change, then the spec message linked to its input as the player types', async () => {
    await activateLocale('en', [PAGES_CATALOG])
    show(<SignIn />)
    expect(input('E-mail').getAttribute('aria-invalid')).toBe('false')
    expect(errorOf('E-mail')).toBe('')
    await type('E-mail', 'player@')
    expect(input('E-mail').getAttribute('aria-invalid')).toBe('true')
    expect(errorOf('E-mail')).toBe('Please enter a valid email address')
    // The password was not touched: no message yet.
    expect(errorOf('Password')).toBe('')
    await type('E-mail', 'player@example.com')
    expect(errorOf('E-mail')).toBe('')
    expect(input('E-mail').getAttribute('aria-invalid')).toBe('false')
  })

  it('a refused submit shows every message and focuses the first invalid field; a valid one passes the values', async () => {
    await activateLocale('en', [PAGES_CATALOG])
    show(<SignIn />)
    await type('Password', 'secret')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })))
    expect(sent).toEqual([])
    expect(errorOf('E-mail')).toBe('Please fill in your email!')
    expect(errorOf('Password')).toBe('')
    expect(document.activeElement).toBe(input('E-mail'))
    await type('E-mail', 'player@example.com')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })))
    expect(sent).toEqual([{ email: 'player@example.com', password: 'secret' }])
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset' })))
    expect(input('E-mail').value).toBe('')
    expect(errorOf('E-mail')).toBe('')
  })

  it('trigger shows one field message and says whether it is valid', async () => {
    await activateLocale('en', [PAGES_CATALOG])
    show(<SignIn />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check e-mail' })))
    expect(triggered).toBe(false)
    expect(errorOf('E-mail')).toBe('Please fill in your email!')
    expect(errorOf('Password')).toBe('')
    await type('E-mail', 'player@example.com')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check e-mail' })))
    expect(triggered).toBe(true)
  })

  it('lists every failed rule of a new password and checks the confirmation, in Chinese too', async () => {
    await activateLocale('en', [PAGES_CATALOG])
    show(<CreateAccount />)
    await type('Password', 'abcdefgh')
    expect(errorOf('Password')).toContain('Password must contain an uppercase letter')
    expect(input('Password').getAttribute('aria-invalid')).toBe('true')
    await type('Password', 'Secret#123')
    await type('Confirm password', 'Secret#124')
    expect(errorOf('Confirm password')).toBe('Passwords do not match. Please try again.')
    cleanup()
    await activateLocale('zh', [PAGES_CATALOG])
    show(<CreateAccount />)
    await type('Password', 'Secret#123')
    await type('Confirm password', 'Secret#124')
    expect(errorOf('Confirm password')).not.toBe('Passwords do not match. Please try again.')
    expect(errorOf('Confirm password')).toMatch(/密码/)
  })
})
