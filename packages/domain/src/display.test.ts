import { describe, expect, it } from 'vitest'
import {
  formatNativeBalance,
  formatStablecoin,
  isLowGas,
  LOW_GAS_THRESHOLD,
  NATIVE_BALANCE_DECIMALS,
  POLYGON_STABLECOIN_DECIMALS,
} from './display.js'

describe('display rules (docs/product.md#display)', () => {
  it('have the spec values', () => {
    expect([NATIVE_BALANCE_DECIMALS, POLYGON_STABLECOIN_DECIMALS, LOW_GAS_THRESHOLD]).toEqual([3, 6, '0.1'])
  })

  it('shows native balances with 3 decimals, rounded down', () => {
    expect(formatNativeBalance(1_234_567_890_000_000_000n)).toBe('1.234')
    expect(formatNativeBalance(10n ** 18n)).toBe('1.000')
    expect(formatNativeBalance(999_999_999_999_999n)).toBe('0.000')
    expect(formatNativeBalance(0n)).toBe('0.000')
  })

  it('divides the Polygon stablecoin by 1e6', () => {
    expect(formatStablecoin(2_500_000n)).toBe('2.5')
    expect(formatStablecoin(1_000_001n)).toBe('1.000001')
  })

  it('warns about gas under 0.1', () => {
    expect(isLowGas(10n ** 17n - 1n)).toBe(true)
    expect(isLowGas(10n ** 17n)).toBe(false)
    expect(isLowGas(0n)).toBe(true)
  })
})
