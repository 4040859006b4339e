import type { GetBoxContentsReturnType, GetBoxInfoReturnType } from '@finaverse/sdk/actions'
import { describe, expect, it } from 'vitest'
import { rarityName } from '../cards/rarity'
import { buyLimit, freeMintLimit, oddsByRarity, saleStatus, validateQuantity } from './sale'

const info: GetBoxInfoReturnType = {
  address: '0x0000000000000000000000000000000000000001',
  version: 'V1',
  price: 10n ** 16n,
  paymentToken: '0x0000000000000000000000000000000000000000',
  saleActive: true,
  whiteListOnly: false,
  totalQuota: 1000n,
  sold: 10n,
  remaining: 990n,
  publicBuyableQuota: 20n,
  whiteListBuyableQuota: 5n,
}
const contents: GetBoxContentsReturnType = {
  odds: [],
  cards: [
    { cardId: 21n, quota: 30n },
    { cardId: 31n, quota: 10n },
  ],
  cardsRemaining: 40n,
  minted: 10n,
  outstanding: 0n,
  paused: false,
  maxPerTx: 50n,
  maxPerOpen: 20n,
}
const nobody = { member: false, publicBought: 0n, whitelistBought: 0n }

describe('box sale rules', () => {
  it('status: stopped or paused, sold out, whitelist-only, open', () => {
    expect(saleStatus({ ...info, saleActive: false }, contents)).toBe('paused')
    expect(saleStatus(info, { ...contents, paused: true })).toBe('paused')
    expect(saleStatus({ ...info, remaining: 0n }, contents)).toBe('soldOut')
    expect(saleStatus({ ...info, whiteListOnly: true }, contents)).toBe('whitelistOnly')
    expect(saleStatus(info, contents)).toBe('open')
    expect(saleStatus({ ...info, saleActive: false, totalQuota: 0n, remaining: 0n }, contents)).toBe(
      'notForSale',
    )
  })

  it('limit: the per-address quota left, the cards left, and refusals', () => {
    expect(buyLimit(info, contents, { ...nobody, publicBought: 3n })).toEqual({
      max: 17n,
      refusal: null,
      whitelist: false,
    })
    expect(buyLimit(info, { ...contents, outstanding: 35n }, nobody).max).toBe(5n)
    expect(buyLimit({ ...info, whiteListOnly: true }, contents, nobody).refusal).toBe('notWhitelisted')
    expect(
      buyLimit({ ...info, whiteListOnly: true }, contents, { ...nobody, member: true, whitelistBought: 2n })
        .max,
    ).toBe(3n)
    expect(buyLimit(info, contents, { ...nobody, publicBought: 20n })).toEqual({
      max: 0n,
      refusal: 'quotaUsed',
      whitelist: false,
    })
    expect(buyLimit({ ...info, saleActive: false }, contents, nobody).refusal).toBe('paused')
    expect(buyLimit({ ...info, remaining: 0n }, contents, nobody).refusal).toBe('soldOut')
  })

  it('quantity: empty, not a whole number, out of range', () => {
    expect(validateQuantity('', 5n)).toBe('EMPTY')
    expect(validateQuantity('1.5', 5n)).toBe('INVALID_AMOUNT')
    expect(validateQuantity('0', 5n)).toBe('INVALID_AMOUNT')
    expect(validateQuantity('6', 5n)).toBe('INVALID_AMOUNT')
    expect(validateQuantity(' 5 ', 5n)).toBeNull()
  })

  it('odds: the box odds, or each rarity share of the quotas left', () => {
    const rarityOf = (id: bigint) => rarityName(Number(id / 10n))
    expect(oddsByRarity(contents, rarityOf, rarityName)).toEqual([
      { rarity: 'A', bps: 7500 },
      { rarity: 'S', bps: 2500 },
    ])
    const mystery = {
      ...contents,
      odds: [
        { rarity: 2n, bps: 6000n },
        { rarity: 3n, bps: 4000n },
      ],
    }
    expect(oddsByRarity(mystery, () => undefined, rarityName)).toEqual([
      { rarity: 'A', bps: 6000 },
      { rarity: 'S', bps: 4000 },
    ])
  })
})

describe('freeMintLimit', () => {
  const settings = { publicSaleActive: true, maxFreeMintPerAddress: 3n, maxMint: 10n }
  it('gives what is left of the per-address allowance', () => {
    expect(freeMintLimit(settings, 0n)).toEqual({ left: 3n, max: 3n })
    expect(freeMintLimit(settings, 2n)).toEqual({ left: 1n, max: 1n })
    expect(freeMintLimit(settings, 3n)).toEqual({ left: 0n, max: 0n })
  })
  it('never goes below zero when the admin lowered the cap under what the wallet used', () => {
    expect(freeMintLimit({ ...settings, maxFreeMintPerAddress: 1n }, 3n)).toEqual({ left: 0n, max: 0n })
  })
  it('allows nothing while the hero sale is closed, but still shows what is left', () => {
    expect(freeMintLimit({ ...settings, publicSaleActive: false }, 1n)).toEqual({ left: 2n, max: 0n })
  })
  it('keeps one transaction within the per-transaction limit', () => {
    expect(freeMintLimit({ ...settings, maxFreeMintPerAddress: 50n }, 0n)).toEqual({ left: 50n, max: 10n })
  })
})
