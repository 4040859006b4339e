/**
 * Hero rarities from low to high (docs/product.md#hero-cards).
 * @example RARITIES[0] // 'B'
 */
export const RARITIES = ['B', 'A', 'S', 'S+', 'SS', 'SS+', 'SSS', 'SSS+', 'X'] as const

/**
 * A hero rarity.
 * @example const rarity: Rarity = 'SS+'
 */
export type Rarity = (typeof RARITIES)[number]

/**
 * The four hero factions (docs/product.md#hero-cards).
 * @example FACTIONS.length // 4
 */
export const FACTIONS = ["Athena's Aegis", 'Ouroboros', "Prometheus' Fire", "Thoth's Book"] as const

/**
 * A hero faction.
 * @example const faction: Faction = 'Ouroboros'
 */
export type Faction = (typeof FACTIONS)[number]

/**
 * Most cards in one merge transaction (docs/product.md#merge-rules), that is 50 pairs.
 * @example MAX_MERGE_PER_TX / 2 // 50 pairs
 */
export const MAX_MERGE_PER_TX = 100

/**
 * Whether a value is one of the nine rarities.
 * @example isRarity('SS') // true
 * @example isRarity('C') // false
 */
export function isRarity(value: unknown): value is Rarity {
  return typeof value === 'string' && (RARITIES as readonly string[]).includes(value)
}

/**
 * The rarity a successful merge leads to, or `null` at the top rarity X.
 * @example nextRarity('B') // 'A'
 * @example nextRarity('X') // null
 */
export function nextRarity(rarity: Rarity): Rarity | null {
  return RARITIES[RARITIES.indexOf(rarity) + 1] ?? null
}

/**
 * Orders rarities from low to high: negative when `a` is lower, 0 when equal, positive when higher. Usable as
 * a sort comparator.
 * @example compareRarity('S', 'A') // 1
 * @example ['SS', 'B', 'S'].sort(compareRarity) // ['B', 'S', 'SS']
 */
export function compareRarity(a: Rarity, b: Rarity): number {
  return Math.sign(RARITIES.indexOf(a) - RARITIES.indexOf(b))
}

/**
 * A card chosen for a merge.
 * @example const card: MergeCard = { tokenId: 12n, rarity: 'S' }
 */
export interface MergeCard {
  tokenId: bigint | number | string
  rarity: Rarity
}
