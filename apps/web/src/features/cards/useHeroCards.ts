import type { FinaverseBareClient } from '@finaverse/sdk'
import { getCardMetadataQueryOptions } from '@finaverse/sdk/query'
import { useQueries } from '@tanstack/react-query'
import { attribute, cardName, type HeroCardView } from './card'
import { rarityName } from './rarity'

/**
 * The views of some cards: the on-chain metadata of each (`getCardMetadata`: name, faction, current rarity), one
 * query per card so a merge or a transfer refreshes only what changed. `cards` gives what is known already (id,
 * hero and rarity from `getTokenInfosByAddress`); metadata fills in the rest as it arrives.
 */
export function useHeroCards(
  client: FinaverseBareClient,
  cards: readonly { tokenId: bigint; rarity?: bigint | number; heroId?: bigint | number }[],
): { cards: HeroCardView[]; pending: boolean } {
  const metadata = useQueries({
    queries: cards.map((card) => ({
      ...getCardMetadataQueryOptions(client, { tokenId: card.tokenId }),
      staleTime: 60_000,
    })),
  })
  return {
    pending: metadata.some((m) => m.isPending),
    cards: cards.map((card, index) => {
      const meta = metadata[index]?.data
      const rarity =
        card.rarity !== undefined
          ? rarityName(Number(card.rarity))
          : meta
            ? attribute(meta.attributes, 'Rarity')
            : undefined
      return {
        tokenId: card.tokenId,
        name: cardName(meta?.name, rarity, card.tokenId),
        rarity: rarity as HeroCardView['rarity'],
        faction: meta ? attribute(meta.attributes, 'Faction') : undefined,
        heroId: card.heroId === undefined ? undefined : Number(card.heroId),
      }
    }),
  }
}
