import { describe, expect, it } from 'vitest'
import { amountSchema } from './amount-schema'

const issue = (schema: ReturnType<typeof amountSchema>, amount: string) => {
  const result = schema.safeParse({ amount })
  return result.success ? null : result.error.issues[0]?.message
}

describe('amountSchema', () => {
  const schema = amountSchema({ max: 5n * 10n ** 18n, decimals: 18 })

  it("gives the spec's messages for an empty or invalid amount", () => {
    expect(issue(schema, '')).toBe('EMPTY')
    expect(issue(schema, '   ')).toBe('EMPTY')
    expect(issue(schema, 'abc')).toBe('INVALID_AMOUNT')
    expect(issue(schema, '0')).toBe('INVALID_AMOUNT')
    expect(issue(schema, '-1')).toBe('INVALID_AMOUNT')
    expect(issue(schema, '1.0000000000000000001')).toBe('INVALID_AMOUNT')
  })

  it('refuses more than the balance (insufficient balance by default, the withdrawal text when asked)', () => {
    expect(issue(schema, '5.000000000000000001')).toBe('INSUFFICIENT_BALANCE')
    expect(issue(amountSchema({ max: 10n, decimals: 1, overMax: 'EXCEEDS_BALANCE' }), '1.1')).toBe(
      'EXCEEDS_BALANCE',
    )
  })

  it('accepts a positive amount up to the balance, with the token decimals', () => {
    expect(issue(schema, '5')).toBe(null)
    expect(issue(schema, ' 0.5 ')).toBe(null)
    expect(issue(amountSchema({ decimals: 6 }), '1000000.123456')).toBe(null)
    expect(issue(amountSchema({ decimals: 6 }), '1.1234567')).toBe('INVALID_AMOUNT')
  })
})
