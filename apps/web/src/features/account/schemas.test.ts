import { describe, expect, it } from 'vitest'
import {
  passwordRules,
  validateChangeEmail,
  validateChangePassword,
  validateCreateAccount,
  validateSignIn,
} from './schemas'

/** The MESSAGES codes of the fields with a problem. */
function issues(errors: Readonly<Record<string, string | undefined>>) {
  return Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== undefined))
}

const valid = {
  email: ' Player@Example.com ',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  inviteCode: '',
  code: '042042',
}

describe('account form rules', () => {
  it('accepts a complete account form (the invitation code is optional)', () => {
    expect(issues(validateCreateAccount(valid))).toEqual({})
    expect(issues(validateCreateAccount({ ...valid, inviteCode: 'FRIEND1' }))).toEqual({})
  })

  it('gives the spec required-field codes on an empty form', () => {
    const empty = { email: '', password: '', confirmPassword: '', inviteCode: '', code: '' }
    expect(issues(validateCreateAccount(empty))).toEqual({
      email: 'EMAIL_REQUIRED',
      password: 'PASSWORD_REQUIRED',
      code: 'CODE_REQUIRED',
    })
    expect(issues(validateSignIn({ email: '', password: '' }))).toEqual({
      email: 'EMAIL_REQUIRED',
      password: 'PASSWORD_REQUIRED',
    })
    expect(issues(validateChangeEmail({ newEmail: '', code: '', password: '' }))).toEqual({
      newEmail: 'NEW_EMAIL_REQUIRED',
      code: 'CODE_REQUIRED',
      password: 'PASSWORD_REQUIRED',
    })
  })

  it('checks the e-mail, the code and the confirmation', () => {
    expect(issues(validateCreateAccount({ ...valid, email: 'player@' }))).toEqual({
      email: 'INVALID_EMAIL',
    })
    expect(issues(validateCreateAccount({ ...valid, code: '12a456' }))).toEqual({
      code: 'INVALID_CODE',
    })
    expect(issues(validateCreateAccount({ ...valid, confirmPassword: 'Secret#124' }))).toEqual({
      confirmPassword: 'MISMATCH',
    })
    expect(
      issues(
        validateChangePassword({
          password: 'old',
          newPassword: 'Better#456',
          confirmPassword: 'Better#457',
          code: '123456',
        }),
      ),
    ).toEqual({ confirmPassword: 'MISMATCH' })
  })

  it('lists every failed password rule of a new password, none while it is empty', () => {
    expect(passwordRules('')).toEqual([])
    expect(passwordRules('1')).toEqual(['LENGTH', 'START_LETTER', 'NEEDS_LOWER', 'NEEDS_UPPER'])
    expect(passwordRules('Abcd efg1')).toEqual(['WHITESPACE'])
    expect(passwordRules('Abcdéfg1')).toEqual(['UNSUPPORTED_CHAR'])
    // The rules refuse with the first failed rule; the sign-in password is only required.
    expect(
      issues(validateCreateAccount({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' })),
    ).toEqual({ password: 'NEEDS_UPPER' })
    expect(issues(validateSignIn({ email: 'a@b.co', password: 'x' }))).toEqual({})
  })
})
