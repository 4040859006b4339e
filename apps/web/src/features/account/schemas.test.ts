import { describe, expect, it } from 'vitest'
import {
  changeEmailSchema,
  changePasswordSchema,
  createAccountSchema,
  passwordRules,
  signInSchema,
} from './schemas'

/** The MESSAGES codes of a failed parse, by field. */
function issues(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))
}

const valid = {
  email: ' Player@Example.com ',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  inviteCode: '',
  code: '042042',
}

describe('account form schemas', () => {
  it('accepts a complete account form (the invitation code is optional)', () => {
    expect(createAccountSchema.safeParse(valid).success).toBe(true)
    expect(createAccountSchema.safeParse({ ...valid, inviteCode: 'FRIEND1' }).success).toBe(true)
  })

  it('gives the spec required-field codes on an empty form', () => {
    const empty = { email: '', password: '', confirmPassword: '', inviteCode: '', code: '' }
    expect(issues(createAccountSchema.safeParse(empty))).toEqual({
      email: 'EMAIL_REQUIRED',
      password: 'PASSWORD_REQUIRED',
      code: 'CODE_REQUIRED',
    })
    expect(issues(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'EMAIL_REQUIRED',
      password: 'PASSWORD_REQUIRED',
    })
    expect(issues(changeEmailSchema.safeParse({ newEmail: '', code: '', password: '' }))).toEqual({
      newEmail: 'NEW_EMAIL_REQUIRED',
      code: 'CODE_REQUIRED',
      password: 'PASSWORD_REQUIRED',
    })
  })

  it('checks the e-mail, the code and the confirmation', () => {
    expect(issues(createAccountSchema.safeParse({ ...valid, email: 'player@' }))).toEqual({
      email: 'INVALID_EMAIL',
    })
    expect(issues(createAccountSchema.safeParse({ ...valid, code: '12a456' }))).toEqual({
      code: 'INVALID_CODE',
    })
    expect(issues(createAccountSchema.safeParse({ ...valid, confirmPassword: 'Secret#124' }))).toEqual({
      confirmPassword: 'MISMATCH',
    })
    expect(
      issues(
        changePasswordSchema.safeParse({
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
    // The schema refuses with the first failed rule; the sign-in password is only required.
    expect(
      issues(createAccountSchema.safeParse({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' })),
    ).toEqual({ password: 'NEEDS_UPPER' })
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true)
  })
})
