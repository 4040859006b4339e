import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bridgeFollowStatus,
  ccipExplorerUrl,
  estimateBridgeFee,
  MAX_BRIDGE_CARDS,
  toggleSelection,
  validateBridgeSelection,
} from './bridge.js'
import { add, compare } from './decimal.js'

describe('toggleSelection (docs/product.md#selections-and-approvals)', () => {
  it('removes a selected card and appends an unselected one, without changing the input', () => {
    const list = [1, 2]
    expect(toggleSelection(list, 2)).toEqual([1])
    expect(toggleSelection(list, 3)).toEqual([1, 2, 3])
    expect(list).toEqual([1, 2])
  })

  it('is its own inverse on lists without duplicates', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(50)), fc.nat(50), (list, id) => {
        const twice = toggleSelection(toggleSelection(list, id), id)
        expect([...twice].sort()).toEqual([...list].sort())
      }),
    )
  })
})

describe('validateBridgeSelection (docs/product.md#bridge-rules)', () => {
  it('allows 1 to 10 cards', () => {
    expect(MAX_BRIDGE_CARDS).toBe(10)
    expect(validateBridgeSelection([])).toBe('NO_CARD_SELECTED')
    expect(validateBridgeSelection([1])).toBeNull()
    expect(validateBridgeSelection(Array.from({ length: 10 }, (_, i) => i))).toBeNull()
    expect(validateBridgeSelection(Array.from({ length: 11 }, (_, i) => i))).toBe('TOO_MANY_CARDS')
  })
})

describe('estimateBridgeFee', () => {
  it('converts gas and the bridge fee to USD exactly', () => {
    expect(
      estimateBridgeFee({
        gasLimit: 100_000n,
        gasPriceWei: 5_000_000_000n,
        bridgeFeeWei: 10n ** 16n,
        bnbUsd: '300',
      }),
    ).toEqual({ gasFeeUsd: '0.15', ccipFeeUsd: '0', platformFeeUsd: '3', totalUsd: '3.15' })
    expect(
      estimateBridgeFee({
        gasLimit: 100_000n,
        gasPriceWei: 5_000_000_000n,
        bridgeFeeWei: 10n ** 16n,
        ccipFeeWei: 10n ** 15n,
        bnbUsd: '300',
      }),
    ).toEqual({ gasFeeUsd: '0.15', ccipFeeUsd: '0.3', platformFeeUsd: '3', totalUsd: '3.45' })
    expect(
      estimateBridgeFee({ gasLimit: 21_000, gasPriceWei: 10n ** 9n, bridgeFeeWei: 0, bnbUsd: 250.5 }),
    ).toEqual({
      gasFeeUsd: '0.0052605',
      ccipFeeUsd: '0',
      platformFeeUsd: '0',
      totalUsd: '0.0052605',
    })
    expect(estimateBridgeFee({ gasLimit: 0n, gasPriceWei: 1n, bridgeFeeWei: 0n, bnbUsd: '250.5' })).toEqual({
      gasFeeUsd: '0',
      ccipFeeUsd: '0',
      platformFeeUsd: '0',
      totalUsd: '0',
    })
  })

  it('total is the sum of its parts', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 7n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (gasLimit, gasPriceWei, bridgeFeeWei, cents) => {
          const fee = estimateBridgeFee({
            gasLimit,
            gasPriceWei,
            bridgeFeeWei,
            bnbUsd: (cents / 100).toFixed(2),
          })
          expect(compare(fee.totalUsd, add(fee.gasFeeUsd, fee.platformFeeUsd))).toBe(0)
          expect(compare(fee.gasFeeUsd, '0')).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})

describe('bridgeFollowStatus (docs/decisions/0015-ccip-card-bridge.md)', () => {
  it('folds the source request and the Polygon state of a message', () => {
    expect(bridgeFollowStatus('unknown', 'none')).toBe('pending')
    expect(bridgeFollowStatus('sent', 'none')).toBe('inFlight')
    expect(bridgeFollowStatus('sent', 'minted')).toBe('completed')
    expect(bridgeFollowStatus('sent', 'failed')).toBe('retryable')
    expect(bridgeFollowStatus('sent', 'refunded')).toBe('refunding')
    expect(bridgeFollowStatus('refunded', 'refunded')).toBe('refunded')
  })
})

describe('ccipExplorerUrl', () => {
  it('links the CCIP explorer on BNB Chain and Polygon, main and test networks; nothing on the devnets', () => {
    for (const chainId of [56, 97, 137, 80002])
      expect(ccipExplorerUrl(chainId, '0xab')).toBe('https://ccip.chain.link/msg/0xab')
    expect(ccipExplorerUrl(31337, '0xab')).toBeUndefined()
    expect(ccipExplorerUrl(31338, '0xab')).toBeUndefined()
  })
})
