import { fromBaseUnits, RARITIES, type Rarity } from '@finaverse/domain'
import type { FinaverseBareClient } from '@finaverse/sdk'
import {
  mergeSuccessRateMapQueryOptions,
  rarityDirectionalPriceMapQueryOptions,
  rarityMergePriceMapQueryOptions,
} from '@finaverse/sdk/query'
import { useQueries } from '@tanstack/react-query'

/** Rarities a merge can start from: A .. SSS+ (B and X cannot be merged). */
export const MERGEABLE: readonly Rarity[] = RARITIES.slice(1, -1)

/** The chain's rarity number of a rarity name (B = 1 .. X = 9). */
export const rarityNumber = (rarity: Rarity): bigint => BigInt(RARITIES.indexOf(rarity) + 1)

export type MergeTerms = {
  /** Wei of the chain's coin, undefined while it loads. */
  readonly designatePrice: bigint | undefined
  readonly randomPrice: bigint | undefined
  /** Basis points. */
  readonly successRate: bigint | undefined
}

/** The contract's merge prices and success rates of some rarities (one read each, cached for every screen). */
export function useMergePrices(client: FinaverseBareClient, rarities: readonly Rarity[]) {
  const options = { staleTime: 60_000 }
  const designate = useQueries({
    queries: rarities.map((r) => ({
      ...rarityDirectionalPriceMapQueryOptions(client, { rarity: rarityNumber(r) }),
      ...options,
    })),
  })
  const random = useQueries({
    queries: rarities.map((r) => ({
      ...rarityMergePriceMapQueryOptions(client, { rarity: rarityNumber(r) }),
      ...options,
    })),
  })
  const rates = useQueries({
    queries: rarities.map((r) => ({
      ...mergeSuccessRateMapQueryOptions(client, { rarity: rarityNumber(r) }),
      ...options,
    })),
  })
  const terms = new Map<Rarity, MergeTerms>()
  rarities.forEach((rarity, i) => {
    terms.set(rarity, {
      designatePrice: designate[i]?.data,
      randomPrice: random[i]?.data,
      successRate: rates[i]?.data,
    })
  })
  const failed = [...designate, ...random, ...rates].find((q) => q.isError)?.error
  return { terms, error: failed ?? null }
}

/** A success rate in basis points as a percentage string ("53"). */
export function ratePercent(basisPoints: bigint): string {
  return fromBaseUnits(basisPoints, 2)
}
