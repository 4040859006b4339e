import { useQuery } from '@tanstack/react-query'
import { useHeroCards } from '../../cards/useHeroCards'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { nftsInGameQuery } from '../queries'

/**
 * The cards held in the game account (the API's custody list), with their views, hero ids and 24-hour locks.
 * `arriving`: token ids just sent to the game account; until the API lists them all, the list is read every 2 seconds
 * and `onTheWay` counts the missing ones.
 */
export function useGameCards(arriving: readonly string[] = []) {
  const { client } = useFinaverseClient('bsc')
  const missing = (items: readonly { tokenId: string }[] | undefined) => {
    const listed = new Set((items ?? []).map((item) => BigInt(item.tokenId).toString()))
    return arriving.filter((id) => !listed.has(id)).length
  }
  const base = nftsInGameQuery()
  const inGame = useQuery({
    ...base,
    refetchInterval: (query) => (missing(query.state.data?.items) > 0 ? 2_000 : 5_000),
  })
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
  return {
    cards: views.cards,
    pending: inGame.isPending,
    onTheWay: missing(inGame.data?.items),
    failed: inGame.error,
    lockedUntil,
    refetch: inGame.refetch,
  }
}
