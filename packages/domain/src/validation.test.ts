import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_RESEND_SECONDS,
  EMAIL_CODE_VALIDITY_MINUTES,
  isNftTransferApproved,
  isTokenApproved,
  isValidAccount,
  MAX_MIRROR_BATCH,
  normalizeEmail,
  PASSWORD_SPECIAL_CHARACTERS,
  validateAmount,
  validateDateRange,
  validateEmail,
  validateMirrorSelection,
  validatePassword,
  validateTeam,
  validateTransferSelection,
  validateVerificationCode,
} from './validation.js'

describe('validatePassword (docs/product.md#accounts-and-e-mail-codes)', () => {
  it('accepts valid passwords, every special character included', () => {
    expect(validatePassword('Secret#123')).toEqual([])
    expect(validatePassword('Abcdefg1')).toEqual([])
    expect(validatePassword(`Aa1${'x'.repeat(29)}`)).toEqual([])
    for (const c of PASSWORD_SPECIAL_CHARACTERS) expect(validatePassword(`Abcdef1${c}`)).toEqual([])
    expect(validatePassword('Secret#123', 'Secret#123')).toEqual([])
  })

  it('reports every failed rule', () => {
    expect(validatePassword('Abcdef1')).toEqual(['LENGTH'])
    expect(validatePassword(`Aa1${'x'.repeat(30)}`)).toEqual(['LENGTH'])
    expect(validatePassword('1Abcdefg')).toEqual(['START_LETTER'])
    expect(validatePassword('ABCDEFG1')).toEqual(['NEEDS_LOWER'])
    expect(validatePassword('abcdefg1')).toEqual(['NEEDS_UPPER'])
    expect(validatePassword('Abcdefgh')).toEqual(['NEEDS_DIGIT'])
    expect(validatePassword('Abcd efg1')).toEqual(['WHITESPACE'])
    expect(validatePassword('Abcd\tefg1')).toEqual(['WHITESPACE'])
    expect(validatePassword('Abcdéfg1')).toEqual(['UNSUPPORTED_CHAR'])
    expect(validatePassword('Abcdefg1€')).toEqual(['UNSUPPORTED_CHAR'])
    expect(validatePassword('Abcdefg1', 'Abcdefg2')).toEqual(['MISMATCH'])
    expect(validatePassword('secret 1', 'secret 2')).toEqual(['NEEDS_UPPER', 'WHITESPACE', 'MISMATCH'])
    expect(validatePassword('')).toEqual([
      'LENGTH',
      'START_LETTER',
      'NEEDS_LOWER',
      'NEEDS_UPPER',
      'NEEDS_DIGIT',
    ])
    expect(validatePassword(' é', '')).toEqual([
      'LENGTH',
      'START_LETTER',
      'NEEDS_LOWER',
      'NEEDS_UPPER',
      'NEEDS_DIGIT',
      'WHITESPACE',
      'UNSUPPORTED_CHAR',
      'MISMATCH',
    ])
  })

  it('counts length in code points', () => {
    expect(validatePassword('Abcdef1😀')).toEqual(['UNSUPPORTED_CHAR'])
    expect(validatePassword('Abcdef😀')).toEqual(['LENGTH', 'NEEDS_DIGIT', 'UNSUPPORTED_CHAR'])
  })

  it('never throws and always returns known rules', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.option(fc.string()), (p, c) => {
        const errors = c === null ? validatePassword(p) : validatePassword(p, c)
        expect(new Set(errors).size).toBe(errors.length)
      }),
    )
  })
})

describe('e-mail', () => {
  it('normalizeEmail trims and lower-cases (Unicode)', () => {
    expect(normalizeEmail('  Alice@Example.COM ')).toBe('alice@example.com')
    expect(normalizeEmail('ÉLODIE@EXAMPLE.FR')).toBe('élodie@example.fr')
  })

  it.each([
    ['alice@example.com', null],
    ['  alice.b+tag@sub.example.co.uk ', null],
    ['', 'EMAIL_REQUIRED'],
    ['   ', 'EMAIL_REQUIRED'],
    ['alice@', 'INVALID_EMAIL'],
    ['alice@example', 'INVALID_EMAIL'],
    ['alice example@x.com', 'INVALID_EMAIL'],
    ['@example.com', 'INVALID_EMAIL'],
    ['alice@-example.com', 'INVALID_EMAIL'],
    [`${'a'.repeat(250)}@x.com`, 'INVALID_EMAIL'],
  ])('validateEmail(%o) gives %s', (email, expected) => {
    expect(validateEmail(email)).toBe(expected)
  })

  it('verification codes: 6 digits, valid 10 minutes, resend after 60 s', () => {
    expect([EMAIL_CODE_LENGTH, EMAIL_CODE_VALIDITY_MINUTES, EMAIL_CODE_RESEND_SECONDS]).toEqual([6, 10, 60])
    expect(validateVerificationCode(' 042042 ')).toBeNull()
    expect(validateVerificationCode('')).toBe('CODE_REQUIRED')
    expect(validateVerificationCode('12a456')).toBe('INVALID_CODE')
    expect(validateVerificationCode('12345')).toBe('INVALID_CODE')
    expect(validateVerificationCode('1234567')).toBe('INVALID_CODE')
  })
})

describe('validateAmount (docs/product.md#amounts-and-arithmetic)', () => {
  it.each([
    ['2.5', { min: '2', max: '10' }, null],
    [' 10 ', { min: '2', max: '10' }, null],
    ['1', undefined, null],
    ['', undefined, 'EMPTY'],
    ['  ', { min: '2' }, 'EMPTY'],
    ['abc', undefined, 'INVALID_AMOUNT'],
    ['-1', undefined, 'INVALID_AMOUNT'],
    ['0', undefined, 'INVALID_AMOUNT'],
    ['0.000', undefined, 'INVALID_AMOUNT'],
    ['1.1234567', { decimals: 6 }, 'INVALID_AMOUNT'],
    ['1.123456', { decimals: 6 }, null],
    ['1.0000000000000000001', undefined, 'INVALID_AMOUNT'],
    ['1.99', { min: '2' }, 'BELOW_MINIMUM'],
    ['10.01', { min: '2', max: '10' }, 'EXCEEDS_BALANCE'],
  ] as const)('%o with %o gives %s', (value, rules, expected) => {
    expect(validateAmount(value, rules)).toBe(expected)
  })
})

describe('validateDateRange (docs/product.md#history-ranges)', () => {
  const now = new Date('2024-03-15T10:00:00Z')
  it.each([
    ['2024-03-01', '2024-03-10', null],
    ['2023-12-15', '2024-03-15T23:59:59Z', null],
    ['2024-03-10', '2024-03-10', null],
    ['2024-03-10T12:00:00Z', '2024-03-10T01:00:00Z', null],
    ['2024-03-11', '2024-03-10', 'START_AFTER_END'],
    ['2023-12-14T23:59:59Z', '2024-03-10', 'OUT_OF_RANGE'],
    ['2024-03-01', '2024-03-16', 'OUT_OF_RANGE'],
    ['nope', '2024-03-10', 'INVALID_DATE'],
  ])('%s to %s gives %s', (start, end, expected) => {
    expect(validateDateRange(new Date(start), new Date(end), now)).toBe(expected)
  })

  it('clamps to the last day of a shorter month', () => {
    const may31 = new Date('2024-05-31T08:00:00Z')
    expect(validateDateRange(new Date('2024-02-29'), may31, may31)).toBeNull()
    expect(validateDateRange(new Date('2024-02-28'), may31, may31)).toBe('OUT_OF_RANGE')
    const jan15 = new Date('2024-01-15T00:00:00Z')
    expect(validateDateRange(new Date('2023-10-15'), jan15, jan15)).toBeNull()
    expect(validateDateRange(new Date('2023-10-14'), jan15, jan15)).toBe('OUT_OF_RANGE')
  })
})

describe('isValidAccount (docs/product.md#session-and-local-storage, tightened)', () => {
  it.each([
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', true],
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', true],
    ['0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', true],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', false],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', false],
    ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false],
    ['', false],
    ['null', false],
    ['undefined', false],
    [null, false],
    [undefined, false],
    [42, false],
  ])('%o is %s', (value, expected) => {
    expect(isValidAccount(value)).toBe(expected)
  })
})

describe('values that are not strings (from untyped callers) never throw', () => {
  const nothing = undefined as unknown as string
  it('are reported as missing or invalid', () => {
    expect(validatePassword(nothing)).toEqual([
      'LENGTH',
      'START_LETTER',
      'NEEDS_LOWER',
      'NEEDS_UPPER',
      'NEEDS_DIGIT',
    ])
    expect(validateEmail(nothing)).toBe('EMAIL_REQUIRED')
    expect(validateVerificationCode(nothing)).toBe('CODE_REQUIRED')
    expect(validateAmount(nothing)).toBe('EMPTY')
    expect(validateAmount(5 as unknown as string)).toBe('EMPTY')
    expect(normalizeEmail(nothing)).toBe('')
  })
})

describe('isValidAccount on random addresses', () => {
  it('accepts checksummed and single-case forms and rejects a broken checksum', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const hex = `0x${Buffer.from(bytes).toString('hex')}`
        const checksummed = getAddress(hex)
        expect(isValidAccount(checksummed)).toBe(true)
        expect(isValidAccount(hex)).toBe(true)
        expect(isValidAccount(`0x${hex.slice(2).toUpperCase()}`)).toBe(true)
        const letter = checksummed.slice(2).search(/[a-fA-F]/)
        if (letter === -1) return
        const i = letter + 2
        const c = checksummed.charAt(i)
        const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()
        const broken = checksummed.slice(0, i) + flipped + checksummed.slice(i + 1)
        // A single-case result carries no checksum; any other flip breaks the checksum.
        const singleCase =
          broken.slice(2) === broken.slice(2).toLowerCase() ||
          broken.slice(2) === broken.slice(2).toUpperCase()
        expect(isValidAccount(broken)).toBe(singleCase)
      }),
    )
  })
})

describe('selection and approval rules (docs/product.md#selections-and-approvals)', () => {
  it('a team needs at least 4 different heroes', () => {
    expect(validateTeam(['a', 'b', 'c', 'd'])).toBeNull()
    expect(validateTeam([1, 2, 3, 4, 5])).toBeNull()
    expect(validateTeam(['a', 'a', 'b', 'c'])).toBe('TEAM_TOO_SMALL')
    expect(validateTeam([])).toBe('TEAM_TOO_SMALL')
  })

  it('mirror and transfer need at least one item', () => {
    expect(validateMirrorSelection([])).toBe('NO_HERO_SELECTED')
    expect(validateMirrorSelection([1n])).toBeNull()
    expect(validateMirrorSelection(Array.from({ length: MAX_MIRROR_BATCH }, (_, i) => BigInt(i)))).toBeNull()
    expect(validateMirrorSelection(Array.from({ length: MAX_MIRROR_BATCH + 1 }, (_, i) => BigInt(i)))).toBe(
      'MIRROR_LIMIT',
    )
    expect(MAX_MIRROR_BATCH).toBe(50)
    expect(validateTransferSelection([])).toBe('NO_CARD_SELECTED')
    expect(validateTransferSelection([7n])).toBeNull()
  })

  it('a token is approved when the allowance covers the balance', () => {
    expect(isTokenApproved(10n, 5n)).toBe(true)
    expect(isTokenApproved(5n, 5n)).toBe(true)
    expect(isTokenApproved(4n, 5n)).toBe(false)
    expect(isTokenApproved('1', '2')).toBe(false)
    expect(isTokenApproved(0n, 0n)).toBe(true)
  })

  it('an NFT transfer is approved when approved for all', () => {
    expect(isNftTransferApproved(true)).toBe(true)
    expect(isNftTransferApproved(false)).toBe(false)
  })
})
