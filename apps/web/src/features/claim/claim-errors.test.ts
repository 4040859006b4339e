import { FinaverseError } from '@finaverse/sdk'
import { describe, expect, it } from 'vitest'
import { claimCheck, claimError } from './claim-errors'

describe('claim messages', () => {
  it('shows the spec texts for a paused contract and a refused amount', () => {
    const paused = claimError(new FinaverseError('paused', { code: 'PAUSED' })) as FinaverseError
    expect(paused.code).toBe('CLAIM_PAUSED')
    expect(paused.shortMessage).toBe('Claiming mystery boxes is temporarily paused')
    const amount = claimError(new FinaverseError('wrong', { code: 'WRONG_AMOUNT' })) as FinaverseError
    expect(amount.code).toBe('CLAIM_AMOUNT_INVALID')
    expect(amount.shortMessage).toBe('The claim amount is invalid')
    const other = new FinaverseError('claimed', { code: 'ALREADY_CLAIMED' })
    expect(claimError(other)).toBe(other)
    expect(claimError('boom')).toBe('boom')
  })

  it('refuses a second claim and an amount of zero before the wallet opens', () => {
    expect(claimCheck({ amount: '1', claimed: false })).toBeNull()
    expect(claimCheck({ amount: '1', claimed: true })).toBe('ALREADY_CLAIMED')
    expect(claimCheck({ amount: '0', claimed: false })).toBe('CLAIM_AMOUNT_INVALID')
    expect(claimCheck({ amount: 'x', claimed: false })).toBe('CLAIM_AMOUNT_INVALID')
  })
})
