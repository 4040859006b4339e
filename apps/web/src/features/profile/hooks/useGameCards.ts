import { heroIdMapQueryOptions } from '@finaverse/sdk/query'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useHeroCards } from '../../cards/useHeroCards'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { nftsInGameQuery } from '../queries'

/** The cards held in the game account (the API's custody list), with their views, hero ids and 24-hour locks. */
export function useGameCards() {
  const { client } = useFinaverseClient('bsc')
  const inGame = useQuery(nftsInGameQuery())
  const items = inGame.data?.items ?? []
  const heroIds = useQueries({
    queries: items.map((item) => heroIdMapQueryOptions(client, { tokenId: BigInt(item.tokenId) })),
  })
  const views = useHeroCards(
    client,
    items.map((item, index) => {
      const heroId = heroIds[index]?.data
      return heroId === undefined
        ? { tokenId: BigInt(item.tokenId) }
        : { tokenId: BigInt(item.tokenId), heroId }
    }),
  )
  const lockedUntil = (tokenId: bigint) => {
    const item = items.find((i) => BigInt(i.tokenId) === tokenId)
    return item ? new Date(item.lockedUntil) : undefined
  }
  return { cards: views.cards, pending: inGame.isPending, lockedUntil, refetch: inGame.refetch }
}
