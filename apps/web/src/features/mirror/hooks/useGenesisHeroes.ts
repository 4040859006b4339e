import type { FinaverseBareClient } from '@finaverse/sdk'
import {
  genesisHeroOfQueryOptions,
  getGenesisTokensOfQueryOptions,
  mirroredTokenOfQueryOptions,
} from '@finaverse/sdk/query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueries, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { HeroCardView } from '../../cards/card'
import { rarityName } from '../../cards/rarity'

export type GenesisHero = {
  /** The Genesis token, as a card view for the picker (its hero's rarity; the name says Genesis). */
  readonly card: HeroCardView
  /** The hero card minted for it, or null while not mirrored (undefined while loading). */
  readonly mirroredAs: bigint | null | undefined
}

/**
 * The Genesis heroes an address holds on the BSC role (SDK `getGenesisTokensOf`), each with its hero and rarity
 * (`genesisHeroOf`) and whether it was mirrored, into which card (`mirroredTokenOf`, 0 when not).
 */
const GENESIS_HERO = msg`Genesis hero`

export function useGenesisHeroes(client: FinaverseBareClient, owner: Address) {
  const { i18n } = useLingui()
  const genesisName = i18n._(GENESIS_HERO)
  const ids = useQuery(getGenesisTokensOfQueryOptions(client, { owner }))
  const tokens = ids.data ?? []
  const heroes = useQueries({
    queries: tokens.map((tokenId) => ({
      ...genesisHeroOfQueryOptions(client, { tokenId }),
      staleTime: Infinity,
    })),
  })
  const mirrored = useQueries({
    queries: tokens.map((genesisTokenId) => mirroredTokenOfQueryOptions(client, { genesisTokenId })),
  })
  const list: GenesisHero[] = tokens.map((tokenId, i) => {
    const hero = heroes[i]?.data
    const card = mirrored[i]?.data
    return {
      card: {
        tokenId,
        name: genesisName,
        rarity: hero ? rarityName(Number(hero.rarity)) : undefined,
        faction: undefined,
        heroId: hero ? Number(hero.heroId) : undefined,
      },
      mirroredAs: card === undefined ? undefined : card === 0n ? null : card,
    }
  })
  return { heroes: list, pending: ids.isPending, error: ids.error }
}
