import { useQuery } from '@tanstack/react-query'
import { useHeroCards } from '../../cards/useHeroCards'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { nftsInGameQuery } from '../queries'

/** The cards held in the game account (the API's custody list), with their views, hero ids and 24-hour locks. */
export function useGameCards() {
  const { client } = useFinaverseClient('bsc')
  const inGame = useQuery(nftsInGameQuery())
  const items = inGame.data?.items ?? []
  // Their hero ids and rarities are read from the card contract (useHeroCards): the API's list holds token ids.
  const views = useHeroCards(
    client,
    items.map((item) => ({ tokenId: BigInt(item.tokenId) })),
  )
  const lockedUntil = (tokenId: bigint) => {
    const item = items.find((i) => BigInt(i.tokenId) === tokenId)
    return item ? new Date(item.lockedUntil) : undefined
  }
  return { cards: views.cards, pending: inGame.isPending, lockedUntil, refetch: inGame.refetch }
}
