import { QueryClient } from '@tanstack/query-core'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { balanceOf, poolInfo } from '../src/exports/actions.js'
import { FinaverseError } from '../src/exports/index.js'
import {
  allowanceQueryOptions,
  balanceOfQueryOptions,
  checkAccountQueryOptions,
  currentUserTierQueryOptions,
  getAmountOutQueryOptions,
  getReservesQueryOptions,
  getTiersQueryOptions,
  getTokenInfoQueryOptions,
  getVotesQueryOptions,
  pendingLPRewardByTierQueryOptions,
  pendingLPRewardQueryOptions,
  poolInfoQueryOptions,
  poolLengthQueryOptions,
  rewardOwedQueryOptions,
  userLPInfoQueryOptions,
} from '../src/exports/query.js'
import { addressOf, alice, createTestClients, useSnapshot } from './fixtures.js'

useSnapshot()
const { clients } = createTestClients()
const bsc = clients.bsc

describe('queryOptions factories', () => {
  it('keys are serialisable and name the action, the chain and the parameters', () => {
    expect(balanceOfQueryOptions(bsc, { account: alice.address }).queryKey).toEqual([
      'finaverse',
      'balanceOf',
      31337,
      { account: alice.address },
    ])
    const key = poolInfoQueryOptions(bsc, { pid: 2n }).queryKey
    expect(key).toEqual(['finaverse', 'poolInfo', 31337, { pid: '2' }])
    expect(() => JSON.stringify(key)).not.toThrow()
    expect(poolInfoQueryOptions(clients.polygon, { pid: 2n }).queryKey[2]).toBe(31338)
  })

  it('fetchQuery gives what the action gives', async () => {
    const queryClient = new QueryClient()
    expect(await queryClient.fetchQuery(balanceOfQueryOptions(bsc, { account: alice.address }))).toBe(
      await balanceOf(bsc, { account: alice.address }),
    )
    expect(await queryClient.fetchQuery(poolInfoQueryOptions(bsc, { pid: 0n }))).toEqual(
      await poolInfo(bsc, { pid: 0n }),
    )
  })

  it('every read factory fetches on the devnet', async () => {
    const queryClient = new QueryClient()
    const user = alice.address
    const fina = addressOf(bsc, 'FinaToken')
    const results = await Promise.all([
      queryClient.fetchQuery(allowanceQueryOptions(bsc, { owner: user, spender: user })),
      queryClient.fetchQuery(getVotesQueryOptions(bsc, { account: user })),
      queryClient.fetchQuery(pendingLPRewardQueryOptions(bsc, { pid: 0n, user })),
      queryClient.fetchQuery(pendingLPRewardByTierQueryOptions(bsc, { pid: 0n, user })),
      queryClient.fetchQuery(currentUserTierQueryOptions(bsc, { pid: 0n, user })),
      queryClient.fetchQuery(userLPInfoQueryOptions(bsc, { pid: 0n, user })),
      queryClient.fetchQuery(poolLengthQueryOptions(bsc, {})),
      queryClient.fetchQuery(getTiersQueryOptions(bsc, { pid: 0n })),
      queryClient.fetchQuery(getReservesQueryOptions(bsc, { pair: 'FinaBusdPair' })),
      queryClient.fetchQuery(
        getAmountOutQueryOptions(bsc, { pair: 'FinaBusdPair', tokenIn: fina, amountIn: parseEther('1') }),
      ),
      queryClient.fetchQuery(checkAccountQueryOptions(bsc, { account: user })),
      queryClient.fetchQuery(getTokenInfoQueryOptions(bsc, {})),
      queryClient.fetchQuery(rewardOwedQueryOptions(bsc, { user })),
    ])
    expect(results).toHaveLength(13)
    expect(results[6]).toBe(3n)
  })

  it('a failing read rejects the query with the FinaverseError', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const error = await queryClient
      .fetchQuery(poolInfoQueryOptions(bsc, { pid: 42n }))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FinaverseError)
    expect((error as FinaverseError).contractError?.name).toBe('UnknownPool')
  })
})
