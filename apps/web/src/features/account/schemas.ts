// The account forms' schemas: zod for the form library, the domain's validators for the rules. Issues carry
// MESSAGES codes (the spec's texts); the fields show their translation. The password field also lists every failed
// rule as the player types (`passwordRules`).
import {
  type ErrorCode,
  type PasswordError,
  validateEmail,
  validatePassword,
  validateVerificationCode,
} from '@finaverse/domain'
import * as z from 'zod/mini'

const issue = (code: ErrorCode | null) => (value: string, ctx: z.core.$RefinementCtx<string>) => {
  if (code) ctx.addIssue({ code: 'custom', message: code, input: value })
}

/** An e-mail: required (`EMAIL_REQUIRED` or, for a new e-mail, `NEW_EMAIL_REQUIRED`), then its syntax. */
export const emailField = (required: 'EMAIL_REQUIRED' | 'NEW_EMAIL_REQUIRED' = 'EMAIL_REQUIRED') =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const error = validateEmail(value)
      issue(error === 'EMAIL_REQUIRED' ? required : error)(value, ctx)
    }),
  )

/** A six-digit e-mail code: 'Please fill in your verification code!', then 6 digits. */
export const codeField = () =>
  z.string().check(z.superRefine((value, ctx) => issue(validateVerificationCode(value))(value, ctx)))

/** A password as typed (sign-in, current password): only required. */
export const passwordField = () =>
  z
    .string()
    .check(z.superRefine((value, ctx) => issue(value === '' ? 'PASSWORD_REQUIRED' : null)(value, ctx)))

/** The failed rules of a new password (none while it is empty: the required message covers that). */
export function passwordRules(password: string): PasswordError[] {
  return password === '' ? [] : validatePassword(password)
}

/** A new password: required, then the spec's first failed rule (the field lists them all). */
export const newPasswordField = () =>
  z
    .string()
    .check(
      z.superRefine((value, ctx) =>
        issue(value === '' ? 'PASSWORD_REQUIRED' : (passwordRules(value)[0] ?? null))(value, ctx),
      ),
    )

/** The confirmation of a new password: 'Passwords do not match. Please try again.' */
const confirmation = (password: string, confirmPassword: string, ctx: z.core.$RefinementCtx<unknown>) => {
  if (confirmPassword !== password)
    ctx.addIssue({ code: 'custom', message: 'MISMATCH', path: ['confirmPassword'], input: confirmPassword })
}

export const createAccountSchema = z
  .object({
    email: emailField(),
    password: newPasswordField(),
    confirmPassword: z.string(),
    inviteCode: z.string(),
    code: codeField(),
  })
  .check(z.superRefine((value, ctx) => confirmation(value.password, value.confirmPassword, ctx)))
export type CreateAccountForm = z.infer<typeof createAccountSchema>

export const signInSchema = z.object({ email: emailField(), password: passwordField() })
export type SignInForm = z.infer<typeof signInSchema>

export const changeEmailSchema = z.object({
  newEmail: emailField('NEW_EMAIL_REQUIRED'),
  code: codeField(),
  password: passwordField(),
})
export type ChangeEmailForm = z.infer<typeof changeEmailSchema>

export const changePasswordSchema = z
  .object({
    password: passwordField(),
    newPassword: newPasswordField(),
    confirmPassword: z.string(),
    code: codeField(),
  })
  .check(z.superRefine((value, ctx) => confirmation(value.newPassword, value.confirmPassword, ctx)))
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>
