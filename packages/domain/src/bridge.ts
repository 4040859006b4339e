import { add, fromBaseUnits, mul } from './decimal.js'

/**
 * Most cards bridged at once (docs/product.md#bridge-rules).
 * @example validateBridgeSelection(new Array(11).fill(1)) // 'TOO_MANY_CARDS'
 */
export const MAX_BRIDGE_CARDS = 10

/**
 * Toggles a card in a selection (docs/product.md#selections-and-approvals): removes it when selected, otherwise appends it. Returns a
 * new list; the input is not changed.
 * @example toggleSelection([1, 2], 2) // [1]
 * @example toggleSelection([1], 3) // [1, 3]
 */
export function toggleSelection<T>(list: readonly T[], id: T): T[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id]
}

/**
 * Checks a bridge selection: `null` for 1 to 10 cards, `NO_CARD_SELECTED` for none, `TOO_MANY_CARDS` above
 * 10.
 * @example validateBridgeSelection([1, 2]) // null
 */
export function validateBridgeSelection(
  selected: readonly unknown[],
): 'NO_CARD_SELECTED' | 'TOO_MANY_CARDS' | null {
  if (selected.length === 0) return 'NO_CARD_SELECTED'
  return selected.length > MAX_BRIDGE_CARDS ? 'TOO_MANY_CARDS' : null
}

/**
 * Input of {@link estimateBridgeFee}: gas and fees as integers (wei), BNB price in USD.
 * @example const input: BridgeFeeInput = { gasLimit: 100_000n, gasPriceWei: 5n * 10n ** 9n, bridgeFeeWei: 10n ** 16n, bnbUsd: '300' }
 */
export interface BridgeFeeInput {
  gasLimit: bigint | number
  gasPriceWei: bigint | number
  /** The bridge contract's fee (`changeFee`, sent as the transaction value). */
  bridgeFeeWei: bigint | number
  /** BNB price in USD; a decimal string, or the number the price service answers. */
  bnbUsd: string | number
}

/**
 * Estimates the USD cost of a bridge transaction (docs/product.md#bridge-rules): the gas fee (gasLimit x gasPrice)
 * and the platform fee (the bridge fee), both converted from wei at `bnbUsd`, exactly, as decimal strings
 * without trailing zeros. Round for display with `toFixedDown`.
 * @example estimateBridgeFee({ gasLimit: 100_000n, gasPriceWei: 5_000_000_000n, bridgeFeeWei: 10n ** 16n, bnbUsd: '300' })
 * // { gasFeeUsd: '0.15', platformFeeUsd: '3', totalUsd: '3.15' }
 */
export function estimateBridgeFee(input: BridgeFeeInput): {
  gasFeeUsd: string
  platformFeeUsd: string
  totalUsd: string
} {
  const bnbUsd = String(input.bnbUsd)
  const gasFeeUsd = mul(fromBaseUnits(BigInt(input.gasLimit) * BigInt(input.gasPriceWei), 18), bnbUsd)
  const platformFeeUsd = mul(fromBaseUnits(BigInt(input.bridgeFeeWei), 18), bnbUsd)
  return { gasFeeUsd, platformFeeUsd, totalUsd: mul(add(gasFeeUsd, platformFeeUsd), '1') }
}
