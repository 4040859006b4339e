import { describe, expect, it } from 'vitest'
import { selectedPool, stakedSymbol, stakingPools } from './pools'
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
