// The account forms' rules: the domain's validators, field by field. Each problem is a MESSAGES code (the spec's
// texts); the fields show their translation. The password field also lists every failed rule as the player types
// (`passwordRules`).
import {
  type ErrorCode,
  type PasswordError,
  validateEmail,
  validatePassword,
  validateVerificationCode,
} from '@finaverse/domain'
import type { FieldErrors } from './form'

/** An e-mail: required (`EMAIL_REQUIRED` or, for a new e-mail, `NEW_EMAIL_REQUIRED`), then its syntax. */
export function emailError(
  value: string,
  required: 'EMAIL_REQUIRED' | 'NEW_EMAIL_REQUIRED' = 'EMAIL_REQUIRED',
): ErrorCode | undefined {
  const error = validateEmail(value)
  return (error === 'EMAIL_REQUIRED' ? required : error) ?? undefined
}

/** A six-digit e-mail code: 'Please fill in your verification code!', then 6 digits. */
export function codeError(value: string): ErrorCode | undefined {
  return validateVerificationCode(value) ?? undefined
}

/** A password as typed (sign-in, current password): only required. */
export function passwordError(value: string): ErrorCode | undefined {
  return value === '' ? 'PASSWORD_REQUIRED' : undefined
}

/** The failed rules of a new password (none while it is empty: the required message covers that). */
export function passwordRules(password: string): PasswordError[] {
  return password === '' ? [] : validatePassword(password)
}

/** A new password: required, then the spec's first failed rule (the field lists them all). */
export function newPasswordError(value: string): ErrorCode | undefined {
  return value === '' ? 'PASSWORD_REQUIRED' : passwordRules(value)[0]
}

/** The confirmation of a new password: 'Passwords do not match. Please try again.' */
function mismatch(password: string, confirmation: string): ErrorCode | undefined {
  return confirmation === password ? undefined : 'MISMATCH'
}

export type CreateAccountForm = {
  email: string
  password: string
  confirmPassword: string
  inviteCode: string
  code: string
}
export const validateCreateAccount = (v: CreateAccountForm): FieldErrors<CreateAccountForm> => ({
  email: emailError(v.email),
  password: newPasswordError(v.password),
  confirmPassword: mismatch(v.password, v.confirmPassword),
  code: codeError(v.code),
})

export type SignInForm = { email: string; password: string }
export const validateSignIn = (v: SignInForm): FieldErrors<SignInForm> => ({
  email: emailError(v.email),
  password: passwordError(v.password),
})

export type ChangeEmailForm = { newEmail: string; code: string; password: string }
export const validateChangeEmail = (v: ChangeEmailForm): FieldErrors<ChangeEmailForm> => ({
  newEmail: emailError(v.newEmail, 'NEW_EMAIL_REQUIRED'),
  code: codeError(v.code),
  password: passwordError(v.password),
})

export type ChangePasswordForm = {
  password: string
  newPassword: string
  confirmPassword: string
  code: string
}
export const validateChangePassword = (v: ChangePasswordForm): FieldErrors<ChangePasswordForm> => ({
  password: passwordError(v.password),
  newPassword: newPasswordError(v.newPassword),
  confirmPassword: mismatch(v.newPassword, v.confirmPassword),
  code: codeError(v.code),
})
