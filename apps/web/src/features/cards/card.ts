import type { Rarity } from '@finaverse/domain'

/** A hero card as the card components show it. */
export type HeroCardView = {
  readonly tokenId: bigint
  readonly name: string
  readonly rarity: Rarity | undefined
  readonly faction: string | undefined
  readonly heroId: number | undefined
}

/** An attribute of the on-chain metadata (`getCardMetadata`), by trait name. */
export function attribute(
  attributes: readonly { readonly trait_type: string; readonly value: string | number }[],
  trait: string,
): string | undefined {
  const found = attributes.find((a) => a.trait_type.toLowerCase() === trait.toLowerCase())
  return found === undefined ? undefined : String(found.value)
}
