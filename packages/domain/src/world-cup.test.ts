import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RARITIES } from './merge.js'
import {
  CHEER_COST,
  cheerEligibility,
  INITIAL_CREDITS,
  MYSTERY_BOX_ODDS,
  splitMergeFee,
  splitPrizePool,
  validateCheer,
  validateCheerCount,
  WEEKLY_RAFFLE_WINNERS,
  WORLD_CUP_CAMPAIGN_DEFAULTS,
  WORLD_CUP_MATCHES,
} from './world-cup.js'

describe('constants (docs/product.md#world-cup-rules)', () => {
  it('have the spec values', () => {
    expect(CHEER_COST).toBe(100)
    expect(INITIAL_CREDITS).toBe(500)
    expect(WORLD_CUP_MATCHES).toBe(64)
    expect(WEEKLY_RAFFLE_WINNERS).toBe(10)
    expect(MYSTERY_BOX_ODDS).toEqual({ A: 6000, S: 4000 })
    expect(MYSTERY_BOX_ODDS.A + MYSTERY_BOX_ODDS.S).toBe(10_000)
  })

  it('default to the 2022 campaign dates', () => {
    const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
    expect(iso(WORLD_CUP_CAMPAIGN_DEFAULTS.start)).toBe('2022-11-15T00:00:00.000Z')
    expect(iso(WORLD_CUP_CAMPAIGN_DEFAULTS.end)).toBe('2022-12-21T00:00:00.000Z')
    expect(iso(WORLD_CUP_CAMPAIGN_DEFAULTS.claimEnd)).toBe('2022-12-26T00:00:00.000Z')
  })
})

describe('cheerEligibility (docs/product.md#world-cup-rules)', () => {
  it('allows S and S+ in group and final matches, SS and above in the top 16', () => {
    const allowed = (stage: 'group' | 'final' | 'top16') => RARITIES.filter((r) => cheerEligibility(stage, r))
    expect(allowed('group')).toEqual(['S', 'S+'])
    expect(allowed('final')).toEqual(['S', 'S+'])
    expect(allowed('top16')).toEqual(['SS', 'SS+', 'SSS', 'SSS+', 'X'])
  })
})

describe('validateCheerCount and validateCheer (docs/product.md#world-cup-rules)', () => {
  it.each([
    [1, null],
    ['3', null],
    [' 2 ', null],
    [0, 'INVALID_NFT_COUNT'],
    [-1, 'INVALID_NFT_COUNT'],
    [1.5, 'INVALID_NFT_COUNT'],
    ['1.5', 'INVALID_NFT_COUNT'],
    ['', 'INVALID_NFT_COUNT'],
    ['abc', 'INVALID_NFT_COUNT'],
    ['0', 'INVALID_NFT_COUNT'],
  ])('count %o gives %s', (count, expected) => {
    expect(validateCheerCount(count)).toBe(expected)
  })

  const valid = {
    stage: 'group',
    rarity: 'S',
    owned: true,
    credits: 500,
    count: 2,
    closesAt: 2000,
    now: 1000,
  } as const

  it.each([
    [{}, null],
    [{ credits: 200n }, null],
    [{ count: '5' }, null],
    [{ count: 0 }, 'INVALID_NFT_COUNT'],
    [{ owned: false }, 'HERO_NOT_OWNED'],
    [{ rarity: 'SS' }, 'NOT_ELIGIBLE'],
    [{ stage: 'top16' }, 'NOT_ELIGIBLE'],
    [{ now: 2000 }, 'MATCH_STARTED'],
    [{ credits: 199 }, 'NOT_ENOUGH_CREDITS'],
    [{ credits: 199.5 }, 'NOT_ENOUGH_CREDITS'],
    [{ credits: 199n }, 'NOT_ENOUGH_CREDITS'],
    [{ count: '6' }, 'NOT_ENOUGH_CREDITS'],
  ] as const)('%o gives %s', (overrides, expected) => {
    expect(validateCheer({ ...valid, ...overrides })).toBe(expected)
  })
})

describe('splitPrizePool (docs/product.md#world-cup-rules)', () => {
  it('gives 12/5/3% to the podium and 50% by credits, reporting what stays', () => {
    expect(
      splitPrizePool(1000n, { podium: ['0xa', '0xb', '0xc'], credits: { '0xa': 1n, '0xd': 3 } }),
    ).toEqual({
      podium: [120n, 50n, 30n],
      shares: { '0xa': 125n, '0xd': 375n },
      remaining: 300n,
    })
  })

  it('rounds down and keeps the dust and empty places in the pool', () => {
    expect(splitPrizePool(999n, { podium: ['0xa', null, '0xc'], credits: { x: 1, y: 1, z: 1 } })).toEqual({
      podium: [119n, 0n, 29n],
      shares: { x: 166n, y: 166n, z: 166n },
      remaining: 353n,
    })
    expect(splitPrizePool(100n, { podium: [null, null, null], credits: { x: 0 } })).toEqual({
      podium: [0n, 0n, 0n],
      shares: { x: 0n },
      remaining: 100n,
    })
  })

  it('accepts credits as a list and returns shares in the same order', () => {
    expect(splitPrizePool(1000n, { podium: ['0xa', '0xb', '0xc'], credits: [1n, 3] })).toEqual({
      podium: [120n, 50n, 30n],
      shares: [125n, 375n],
      remaining: 300n,
    })
  })

  it('accepts decimal-string pools with 18 decimals', () => {
    expect(splitPrizePool('100', { podium: ['a', 'b', 'c'], credits: { a: 1 } })).toEqual({
      podium: ['12', '5', '3'],
      shares: { a: '50' },
      remaining: '30',
    })
  })

  it('keeps odd address keys as plain data', () => {
    const credits = JSON.parse('{"__proto__": 1, "b": 1}') as Record<string, number>
    const split = splitPrizePool(100n, { podium: [null, null, null], credits })
    expect(Object.getPrototypeOf(split.shares)).toBe(Object.prototype)
    expect(Object.entries(split.shares)).toEqual([
      ['__proto__', 25n],
      ['b', 25n],
    ])
  })

  it('rejects negative amounts', () => {
    expect(() => splitPrizePool(-1n, { podium: [null, null, null], credits: {} })).toThrow(RangeError)
    expect(() => splitPrizePool(1n, { podium: [null, null, null], credits: { a: -1 } })).toThrow(RangeError)
  })

  it('always sums to the pool and pays nobody a negative amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 128n }),
        fc.tuple(fc.option(fc.constant('p1')), fc.option(fc.constant('p2')), fc.option(fc.constant('p3'))),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.bigInt({ min: 0n, max: 10n ** 12n })),
        (pool, podium, credits) => {
          const split = splitPrizePool(pool, { podium, credits })
          const parts = [...split.podium, ...Object.values(split.shares), split.remaining]
          expect(parts.every((part) => part >= 0n)).toBe(true)
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(pool)
        },
      ),
    )
  })
})

describe('splitMergeFee (docs/product.md#world-cup-rules)', () => {
  it('sends 70% to the pool, 15% to buyback and 15% to marketing', () => {
    expect(splitMergeFee(1000n)).toEqual({ pool: 700n, buyback: 150n, marketing: 150n })
    expect(splitMergeFee(1n)).toEqual({ pool: 1n, buyback: 0n, marketing: 0n })
    expect(splitMergeFee('0.01')).toEqual({ pool: '0.007', buyback: '0.0015', marketing: '0.0015' })
    expect(() => splitMergeFee(-1n)).toThrow(RangeError)
  })

  it('always sums to the fee, with non-negative parts and the pool at least 70%', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n }), (fee) => {
        const { pool, buyback, marketing } = splitMergeFee(fee)
        expect(pool + buyback + marketing).toBe(fee)
        expect(buyback >= 0n && marketing >= 0n && pool * 10n >= fee * 7n).toBe(true)
      }),
    )
  })
})
