import { FACTIONS } from '@finaverse/domain'
import type { FinaverseBareClient } from '@finaverse/sdk'
import { cardInfoesQueryOptions, heroIdMapQueryOptions, rarityMapQueryOptions } from '@finaverse/sdk/query'
import { useQueries } from '@tanstack/react-query'
import { cardName, type HeroCardView } from './card'
import { rarityName } from './rarity'

/** How long a card's hero id and rarity are taken as fresh: a merge changes the rarity (its receipt reads again). */
const TOKEN_STALE_MS = 60_000
/** How long a card type's name and faction are taken as fresh: only an admin's `setCardInfos` changes them. */
const CARD_TYPE_STALE_MS = 10 * 60_000

/**
 * The views of some cards from current chain data: each card's hero id and rarity (`getTokenInfosByAddress` gives
 * both for a wallet's cards; `heroIdMap` and `rarityMap` are read for the others), and its card type's name and
 * faction (`cardInfoes`, one read per hero however many cards share it). The same fields as the card's on-chain
 * `tokenURI` (HeroCardRenderer builds its name and faction from `cardInfoes`), without its cost: a `tokenURI` is
 * about 146,000 gas of EVM work at the node for every card, these reads a few thousand, and a wallet of 60 cards
 * of 10 heroes makes 10 card type reads instead of 60 documents. One query per card, so a merge or a transfer
 * refreshes only what changed.
 */
export function useHeroCards(
  client: FinaverseBareClient,
  cards: readonly { tokenId: bigint; rarity?: bigint | number; heroId?: bigint | number }[],
): { cards: HeroCardView[]; pending: boolean } {
  const heroIds = useQueries({
    queries: cards.map((card) => ({
      ...heroIdMapQueryOptions(client, { tokenId: card.tokenId }),
      enabled: card.heroId === undefined,
      staleTime: TOKEN_STALE_MS,
    })),
  })
  const rarities = useQueries({
    queries: cards.map((card) => ({
      ...rarityMapQueryOptions(client, { tokenId: card.tokenId }),
      enabled: card.rarity === undefined,
      staleTime: TOKEN_STALE_MS,
    })),
  })
  const heroOf = (index: number): number | undefined => {
    const known = cards[index]?.heroId ?? heroIds[index]?.data
    // 0: the token does not exist (burnt by a merge, or not minted yet on this chain).
    return known === undefined || Number(known) === 0 ? undefined : Number(known)
  }
  const distinct = [...new Set(cards.map((_, index) => heroOf(index)).filter((id) => id !== undefined))]
  const types = useQueries({
    queries: distinct.map((heroId) => ({
      ...cardInfoesQueryOptions(client, { cardId: BigInt(heroId) }),
      staleTime: CARD_TYPE_STALE_MS,
    })),
  })
  const typeOf = new Map(distinct.map((heroId, index) => [heroId, types[index]]))
  return {
    pending:
      heroIds.some((q, i) => cards[i]?.heroId === undefined && q.isPending) ||
      rarities.some((q, i) => cards[i]?.rarity === undefined && q.isPending) ||
      types.some((q) => q.isPending),
    cards: cards.map((card, index) => {
      const heroId = heroOf(index)
      const type = heroId === undefined ? undefined : typeOf.get(heroId)?.data
      const rawRarity = card.rarity ?? rarities[index]?.data
      const rarity = rawRarity === undefined ? undefined : rarityName(Number(rawRarity))
      const camp = type ? Number(type.camp) : 0
      return {
        tokenId: card.tokenId,
        name: cardName(type?.name, rarity, card.tokenId),
        rarity,
        faction: camp >= 1 && camp <= FACTIONS.length ? FACTIONS[camp - 1] : undefined,
        heroId,
      }
    }),
  }
}
