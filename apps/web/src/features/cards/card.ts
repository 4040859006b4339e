import { FACTIONS, type Faction, RARITIES, type Rarity } from '@finaverse/domain'

/** A hero card as the card components show it. */
export type HeroCardView = {
  readonly tokenId: bigint
  readonly name: string
  readonly rarity: Rarity | undefined
  readonly faction: Faction | undefined
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

/** Rarity names as card type names spell them, longest first so that "SS+" is not read as "S". */
const RARITY_WORDS = ['SSS+', 'SSS', 'SS+', 'SS', 'S+', 'S', 'A', 'B', 'X'] as const

/**
 * A card's name from current chain data, formatted once: the metadata's name (its card type's name, which keeps the
 * rarity the card was minted with, then " #id") with the rarity word replaced by the card's current rarity, and its
 * token id once at the end. "Athena's Aegis A Hero #5" of a card merged up to S reads "Athena's Aegis S Hero #5".
 * @example cardName("Athena's Aegis A Hero #5", 'S', 5n) // "Athena's Aegis S Hero #5"
 */
export function cardName(raw: string | undefined, rarity: string | undefined, tokenId: bigint): string {
  const id = `#${String(tokenId)}`
  let base = (raw ?? '').trim()
  if (base === id) base = ''
  else if (base.endsWith(` ${id}`)) base = base.slice(0, -id.length - 1).trimEnd()
  if (rarity && base) {
    const words = base.split(' ')
    const at = words.length >= 2 && words.at(-1) === 'Hero' ? words.length - 2 : -1
    if (at >= 0 && (RARITY_WORDS as readonly string[]).includes(words[at] ?? '')) words[at] = rarity
    base = words.join(' ')
  }
  return base ? `${base} ${id}` : id
}

/**
 * The parts of a placeholder name, "<faction> <rarity> Hero #id" (the name a card type has before the game names its
 * hero), so that a page can say it in its language; undefined for a hero's own name.
 * @example placeholderName("Athena's Aegis S Hero #94") // { faction: "Athena's Aegis", rarity: 'S', id: '#94' }
 */
export function placeholderName(name: string): { faction: Faction; rarity: Rarity; id: string } | undefined {
  const match = /^(.+) (\S+) Hero( #\d+)?$/.exec(name)
  if (!match) return undefined
  const [, faction, rarity, id] = match
  if (!(FACTIONS as readonly string[]).includes(faction ?? '')) return undefined
  if (!(RARITIES as readonly string[]).includes(rarity ?? '')) return undefined
  return { faction: faction as Faction, rarity: rarity as Rarity, id: (id ?? '').trim() }
}
