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
 * @example const input: BridgeFeeInput = { gasLimit: 100_000n, gasPriceWei: 5n * 10n ** 9n, bridgeFeeWei: 10n ** 16n, ccipFeeWei: 10n ** 15n, bnbUsd: '300' }
 */
export interface BridgeFeeInput {
  gasLimit: bigint | number
  gasPriceWei: bigint | number
  /** The bridge contract's fee (`changeFee` x cards). */
  bridgeFeeWei: bigint | number
  /** Chainlink CCIP's fee of the message, when paid in the native coin (the bridge's `quote`); default 0. */
  ccipFeeWei?: bigint | number
  /** BNB price in USD; a decimal string, or the number the price service answers. */
  bnbUsd: string | number
}

/**
 * Estimates the USD cost of a bridge transaction (docs/product.md#bridge-rules): the gas fee (gasLimit x gasPrice),
 * Chainlink CCIP's fee and the platform fee (the bridge fee), each converted from wei at `bnbUsd`, exactly, as
 * decimal strings without trailing zeros, and their total. Round for display with `toFixedDown`.
 * @example estimateBridgeFee({ gasLimit: 100_000n, gasPriceWei: 5_000_000_000n, bridgeFeeWei: 10n ** 16n, ccipFeeWei: 10n ** 15n, bnbUsd: '300' })
 * // { gasFeeUsd: '0.15', ccipFeeUsd: '0.3', platformFeeUsd: '3', totalUsd: '3.45' }
 */
export function estimateBridgeFee(input: BridgeFeeInput): {
  gasFeeUsd: string
  ccipFeeUsd: string
  platformFeeUsd: string
  totalUsd: string
} {
  const bnbUsd = String(input.bnbUsd)
  const gasFeeUsd = mul(fromBaseUnits(BigInt(input.gasLimit) * BigInt(input.gasPriceWei), 18), bnbUsd)
  const ccipFeeUsd = mul(fromBaseUnits(BigInt(input.ccipFeeWei ?? 0), 18), bnbUsd)
  const platformFeeUsd = mul(fromBaseUnits(BigInt(input.bridgeFeeWei), 18), bnbUsd)
  return {
    gasFeeUsd,
    ccipFeeUsd,
    platformFeeUsd,
    totalUsd: mul(add(add(gasFeeUsd, ccipFeeUsd), platformFeeUsd), '1'),
  }
}

/**
 * Where a bridge request is, followed by its CCIP message id (docs/decisions/0015-ccip-card-bridge.md):
 * `pending` (not on BSC yet), `inFlight` (sent, CCIP delivering), `completed` (minted on Polygon), `retryable` (it
 * could not be minted yet: retry, or have it refunded), `refunding` (sent back, CCIP delivering) and `refunded`
 * (the cards are back on BSC).
 * @example const status: BridgeFollowStatus = 'inFlight'
 */
export type BridgeFollowStatus = 'pending' | 'inFlight' | 'completed' | 'retryable' | 'refunding' | 'refunded'

/**
 * Folds what each chain says of a bridge message into its {@link BridgeFollowStatus}: the source request
 * (`unknown` before its transaction, `sent`, `refunded`) and the message's state on Polygon (`none`, `minted`,
 * `failed`, `refunded`).
 * @example bridgeFollowStatus('sent', 'none') // 'inFlight'
 * @example bridgeFollowStatus('sent', 'failed') // 'retryable'
 */
export function bridgeFollowStatus(
  source: 'unknown' | 'sent' | 'refunded',
  destination: 'none' | 'minted' | 'failed' | 'refunded',
): BridgeFollowStatus {
  if (source === 'refunded') return 'refunded'
  if (source === 'unknown') return 'pending'
  switch (destination) {
    case 'minted':
      return 'completed'
    case 'failed':
      return 'retryable'
    case 'refunded':
      return 'refunding'
    default:
      return 'inFlight'
  }
}

/** Chainlink's CCIP explorer: a message's page is `${CCIP_EXPLORER_URL}/msg/<message id>`. */
export const CCIP_EXPLORER_URL = 'https://ccip.chain.link'

/** Chains whose messages the CCIP explorer shows: BNB Chain and Polygon, main and test networks. */
const CCIP_EXPLORED_CHAINS = new Set([56, 97, 137, 80002])

/**
 * The CCIP explorer page of a message sent on `chainId`; `undefined` on the devnets (no explorer sees them).
 * @example ccipExplorerUrl(56, '0xab') // 'https://ccip.chain.link/msg/0xab'
 * @example ccipExplorerUrl(31337, '0xab') // undefined
 */
export function ccipExplorerUrl(chainId: number, messageId: string): string | undefined {
  return CCIP_EXPLORED_CHAINS.has(chainId) ? `${CCIP_EXPLORER_URL}/msg/${messageId}` : undefined
}
