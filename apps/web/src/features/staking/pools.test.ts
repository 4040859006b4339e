import { FARM_TIERS } from '@finaverse/domain'
import { describe, expect, it } from 'vitest'
import { selectedPool, stakedSymbol, stakingPools, tierPayout } from './pools'
import { stakingSearchSchema } from './search'

describe('staking pools', () => {
  it('finds the devnet pools on their chains, in the domain order', () => {
    const pools = stakingPools('local')
    expect(pools.map((p) => [p.pool, p.role, p.chainId])).toEqual([
      ['FINA-BUSD', 'bsc', 31337],
      ['FINA-BNB', 'bsc', 31337],
      ['FINA', 'bsc', 31337],
      ['FINA-MATIC', 'polygon', 31338],
    ])
    expect(pools.find((p) => p.pool === 'FINA-BNB')?.pid).toBe(1n)
  })

  it('selects FINA-MATIC by default and the URL pool when it exists', () => {
    const pools = stakingPools('local')
    expect(selectedPool(pools, undefined)?.pool).toBe('FINA-MATIC')
    expect(selectedPool(pools, 'FINA-BNB')?.pool).toBe('FINA-BNB')
    expect(selectedPool([], 'FINA')).toBeUndefined()
  })

  it('drops an invalid pool or tab from the URL instead of failing', () => {
    expect(stakingSearchSchema.parse({ pool: 'FINA-BNB', tab: 'heroes' })).toEqual({
      pool: 'FINA-BNB',
      tab: 'heroes',
    })
    expect(stakingSearchSchema.parse({ pool: 'DOGE', tab: 'x' })).toEqual({ pool: undefined, tab: undefined })
  })

  it('names what a pool stakes', () => {
    expect(stakedSymbol('FINA')).toBe('FINA')
    expect(stakedSymbol('FINA-BNB')).toBe('FINA-BNB LP')
  })
})

describe('what a settlement pays and forfeits at the current tier', () => {
  const tiers = FARM_TIERS['FINA-BUSD']
  const pending = 825n * 10n ** 18n

  it('pays the first tier its share and forfeits the rest', () => {
    expect(tierPayout(pending, tiers, 0)).toEqual({
      paid: 20625n * 10n ** 16n,
      forfeited: 61875n * 10n ** 16n,
      share: 25,
      top: false,
    })
  })

  it('forfeits nothing at the top tier and everything before the first', () => {
    expect(tierPayout(pending, tiers, tiers.length - 1)).toEqual({
      paid: pending,
      forfeited: 0n,
      share: 100,
      top: true,
    })
    expect(tierPayout(pending, tiers, -1)).toEqual({ paid: 0n, forfeited: pending, share: 0, top: false })
    expect(tierPayout(0n, tiers, 1)).toEqual({ paid: 0n, forfeited: 0n, share: 50, top: false })
  })
})
