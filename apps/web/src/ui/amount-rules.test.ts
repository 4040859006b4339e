import { describe, expect, it } from 'vitest'
import { type AmountRules, amountError } from './amount-rules'

const issue = (rules: AmountRules, amount: string) => amountError(amount, rules)

describe('amountError', () => {
  const rules: AmountRules = { max: 5n * 10n ** 18n, decimals: 18 }

  it("gives the spec's messages for an empty or invalid amount", () => {
    expect(issue(rules, '')).toBe('EMPTY')
    expect(issue(rules, '   ')).toBe('EMPTY')
    expect(issue(rules, 'abc')).toBe('INVALID_AMOUNT')
    expect(issue(rules, '0')).toBe('INVALID_AMOUNT')
    expect(issue(rules, '-1')).toBe('INVALID_AMOUNT')
  })

  it('says when only the number of decimal places is wrong (the field then says how many are allowed)', () => {
    expect(issue(rules, '1.0000000000000000001')).toBe('TOO_MANY_DECIMALS')
    expect(issue({ decimals: 6 }, '1.1234567')).toBe('TOO_MANY_DECIMALS')
    expect(issue({ decimals: 6 }, '1.12.3')).toBe('INVALID_AMOUNT')
  })

  it('refuses more than the balance (insufficient balance by default, the withdrawal text when asked)', () => {
    expect(issue(rules, '5.000000000000000001')).toBe('INSUFFICIENT_BALANCE')
    expect(issue({ max: 10n, decimals: 1, overMax: 'EXCEEDS_BALANCE' }, '1.1')).toBe('EXCEEDS_BALANCE')
  })

  it('accepts a positive amount up to the balance, with the token decimals', () => {
    expect(issue(rules, '5')).toBeUndefined()
    expect(issue(rules, ' 0.5 ')).toBeUndefined()
    expect(issue({ decimals: 6 }, '1000000.123456')).toBeUndefined()
  })
})
