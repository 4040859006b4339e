import type { FinaverseBareClient } from '@finaverse/sdk'
import {
  balanceOfQueryOptions,
  bettingRecordsQueryOptions,
  getTokenInfosByAddressQueryOptions,
  getUserBetsAllQueryOptions,
  getUserUnclaimedCreditsQueryOptions,
} from '@finaverse/sdk/query'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useHeroCards } from '../../cards/useHeroCards'

/** The connected player's World Cup reads: record, unclaimed credits, the 4 numbers per match, heroes, FINA. */
export function useCheerAccount(client: FinaverseBareClient, user: Address) {
  const record = useQuery(bettingRecordsQueryOptions(client, { user }))
  const unclaimed = useQuery(getUserUnclaimedCreditsQueryOptions(client, { user }))
  const bets = useQuery(getUserBetsAllQueryOptions(client, { user }))
  const fina = useQuery(balanceOfQueryOptions(client, { account: user }))
  const owned = useQuery(getTokenInfosByAddressQueryOptions(client, { owner: user }))
  const heroes = useHeroCards(client, owned.data ?? [])
  return { record, unclaimed, bets, fina, owned, heroes }
}

export type CheerAccount = ReturnType<typeof useCheerAccount>
