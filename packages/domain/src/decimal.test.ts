import { describe, expect, it } from 'vitest'
import { add } from './decimal.js'

describe('add', () => {
  it('keeps the larger number of decimal places', () => {
    expect(add('1.10', '2')).toBe('3.10')
    expect(add('0.1', '0.2')).toBe('0.3')
  })
})
