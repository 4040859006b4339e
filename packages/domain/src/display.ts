import { compare, fromBaseUnits, toFixedDown } from './decimal.js'

/**
 * Decimal places of a token amount (FINA, an LP token) wherever it shows: balances, rewards, forfeits, withdrawals,
 * rounded down (docs/product.md#display). One rule, so one balance reads the same on every line of a screen.
 * @example TOKEN_DISPLAY_DECIMALS // 4
 */
export const TOKEN_DISPLAY_DECIMALS = 4

/**
 * Decimal places of a price or fee in a chain's coin (a merge fee, a box price, a network fee), rounded down; a
 * network fee under one millionth shows as "< 0.000001" (docs/product.md#display).
 * @example PRICE_DISPLAY_DECIMALS // 6
 */
export const PRICE_DISPLAY_DECIMALS = 6

/**
 * Decimal places of a dollar amount (a fee's or a balance's value); under one cent it shows as "< $0.01"
 * (docs/product.md#display). A token's price keeps 4 places (a cent is too coarse for it).
 * @example USD_DISPLAY_DECIMALS // 2
 */
export const USD_DISPLAY_DECIMALS = 2

/**
 * Decimal places shown for native balances (BNB, MATIC/POL) (docs/product.md#display).
 * @example formatNativeBalance(1234567890000000000n) // '1.234'
 */
export const NATIVE_BALANCE_DECIMALS = 3

/**
 * Decimals of the Polygon stablecoin (docs/product.md#display: amounts divided by 1e6).
 * @example formatStablecoin(2500000n) // '2.5'
 */
export const POLYGON_STABLECOIN_DECIMALS = 6

/**
 * Native balance under which a low-gas warning shows (docs/product.md#display: minimum suggested gas balance 0.1).
 * @example isLowGas(5n * 10n ** 16n) // true (0.05)
 */
export const LOW_GAS_THRESHOLD = '0.1'

/**
 * Formats a native balance in wei with exactly 3 decimals, rounded down (never shows more than is there).
 * @example formatNativeBalance(10n ** 18n) // '1.000'
 */
export function formatNativeBalance(wei: bigint): string {
  return toFixedDown(fromBaseUnits(wei, 18), NATIVE_BALANCE_DECIMALS)
}

/**
 * Formats an amount of the Polygon stablecoin (6 decimals) exactly, without trailing zeros.
 * @example formatStablecoin(1000001n) // '1.000001'
 */
export function formatStablecoin(units: bigint): string {
  return fromBaseUnits(units, POLYGON_STABLECOIN_DECIMALS)
}

/**
 * Whether a native balance in wei is below the suggested gas balance of 0.1, so a warning should show.
 * @example isLowGas(10n ** 17n) // false (exactly 0.1)
 */
export function isLowGas(wei: bigint): boolean {
  return compare(fromBaseUnits(wei, 18), LOW_GAS_THRESHOLD) < 0
}
