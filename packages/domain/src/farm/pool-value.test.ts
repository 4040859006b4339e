import { describe, expect, it } from 'vitest'
import { farmApr } from './farm.js'
import { BLOCKS_PER_YEAR, finaUsdPrice, lpUsdPrice, quoteUsdPrice, tierApy } from './pool-value.js'

describe('pool values', () => {
  it('prices FINA from the BUSD pair, null when the pair holds no FINA', () => {
    expect(finaUsdPrice({ reserveFina: '1000', reserveQuote: '50' })).toBe('0.05')
    expect(finaUsdPrice({ reserveFina: '3', reserveQuote: '1' })).toBe('0.333333333333333333')
    expect(finaUsdPrice({ reserveFina: '0', reserveQuote: '50' })).toBeNull()
  })

  it('prices a quote token through FINA, 0 when the pair holds none of it', () => {
    expect(quoteUsdPrice('0.05', { reserveFina: '10000', reserveQuote: '2' })).toBe('250')
    expect(quoteUsdPrice('0.05', { reserveFina: '10000', reserveQuote: '0' })).toBe('0')
  })

  it('values an LP token at twice the FINA side over the supply, 0 without supply', () => {
    expect(lpUsdPrice({ reserveFina: '1000', totalSupply: '100' }, '0.05')).toBe('1')
    // Equal value on both sides: the same as (FINA side + quote side) / supply.
    const pair = { reserveFina: '10000', reserveQuote: '2', totalSupply: '40' }
    const finaUsd = '0.05'
    const both = (10000 * 0.05 + 2 * Number(quoteUsdPrice(finaUsd, pair))) / 40
    expect(Number(lpUsdPrice(pair, finaUsd))).toBeCloseTo(both, 12)
    expect(lpUsdPrice({ reserveFina: '1000', totalSupply: '0' }, '0.05')).toBe('0')
  })

  it('gives a tier its share of the APR in basis points, rounded down to 4 places, 0 when undefined', () => {
    const apr = farmApr({
      rewardPerBlock: '1',
      blocksPerYear: BLOCKS_PER_YEAR.bsc,
      rewardTokenUsd: '0.01',
      allocPoint: 1,
      totalAllocPoint: 2,
      tvlUsd: '100000',
    })
    expect(apr).toBe('52.56')
    expect(tierApy(apr, 5000)).toBe('26.28')
    expect(tierApy(apr, 10000)).toBe('52.56')
    expect(tierApy('1.23456789', 3333)).toBe('0.4114')
    expect(tierApy(null, 10000)).toBe('0')
  })

  it('counts BSC and Polygon blocks a year from their block times', () => {
    expect(BLOCKS_PER_YEAR.bsc).toBe((365 * 24 * 3600) / 3)
    expect(BLOCKS_PER_YEAR.polygon).toBe((365 * 24 * 3600) / 2)
  })
})
