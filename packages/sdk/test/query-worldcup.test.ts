// The queryOptions factories of the World Cup reads: each fetches on the devnet's seeded event, under its own key,
// and gives what its action gives.
import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { allMatches, getUserBetsAll } from '../src/exports/actions.js'
import * as query from '../src/exports/query.js'
import { alice, createTestClients, useSnapshot } from './fixtures.js'

useSnapshot()
const { clients } = createTestClients()
const { bsc } = clients

describe('queryOptions of the World Cup reads', () => {
  it('every factory fetches what its action gives, keyed by the action name', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const user = alice.address
    const cases: [string, { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> }][] = [
      ['allMatches', query.allMatchesQueryOptions(bsc, {})],
      ['bettingRecords', query.bettingRecordsQueryOptions(bsc, { user })],
      ['claimableActive', query.claimableActiveQueryOptions(bsc, {})],
      ['getAllMatchResults', query.getAllMatchResultsQueryOptions(bsc, {})],
      ['getCountryHeroes', query.getCountryHeroesQueryOptions(bsc, { countryId: 1n })],
      ['getLeaderboard', query.getLeaderboardQueryOptions(bsc, {})],
      ['getUserBetTokenList', query.getUserBetTokenListQueryOptions(bsc, { user })],
      ['getUserBetsAll', query.getUserBetsAllQueryOptions(bsc, { user })],
      ['getUserBetsByMatchId', query.getUserBetsByMatchIdQueryOptions(bsc, { user, matchId: 0n })],
      ['getUserUnclaimedCredits', query.getUserUnclaimedCreditsQueryOptions(bsc, { user })],
      ['getWorldCupState', query.getWorldCupStateQueryOptions(bsc, {})],
    ]
    for (const [action, options] of cases) {
      expect(options.queryKey.slice(0, 3), action).toEqual(['finaverse', action, options.queryKey[2]])
      await expect(queryClient.fetchQuery(options), action).resolves.toBeDefined()
    }
    const matches = await queryClient.fetchQuery(query.allMatchesQueryOptions(bsc, {}))
    expect(matches).toEqual(await allMatches(bsc, {}))
    expect(matches).toHaveLength(64)
    expect(await queryClient.fetchQuery(query.getUserBetsAllQueryOptions(bsc, { user }))).toEqual(
      await getUserBetsAll(bsc, { user }),
    )
  })
})
