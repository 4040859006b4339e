// Rarity and faction of a hero content item. The content contract has no dedicated fields, so the server puts them
// in the body as JSON (`{"rarity":"SS","faction":"Ouroboros"}`); a summary naming them ("SS · Ouroboros") also works.
import { FACTIONS, type Faction, isRarity, RARITIES, type Rarity } from '@finaverse/domain'

export type HeroMeta = { rarity: Rarity | null; faction: Faction | null }

const BY_LENGTH = [...RARITIES].sort((a, b) => b.length - a.length)

function fromJson(body: string): Partial<Record<'rarity' | 'faction', unknown>> | null {
  if (!body.trim().startsWith('{')) return null
  try {
    return JSON.parse(body) as Record<string, unknown>
  } catch {
    return null
  }
}

export function heroMeta(item: { summary: string; body: string }): HeroMeta {
  const json = fromJson(item.body)
  const text = `${item.summary} ${json ? '' : item.body}`
  const rarity =
    (json && isRarity(json.rarity) ? json.rarity : null) ??
    BY_LENGTH.find((r) => new RegExp(`(^|[\\s·(|,])${r.replace(/\+/g, '\\+')}(?=$|[\\s·)|,])`).test(text)) ??
    null
  const faction =
    FACTIONS.find((f) => f === json?.faction) ??
    FACTIONS.find((f) => text.toLowerCase().includes(f.toLowerCase())) ??
    null
  return { rarity, faction }
}

export function filterHeroes<T extends { summary: string; body: string }>(
  items: readonly T[],
  filters: { rarity?: string | undefined; faction?: string | undefined },
): T[] {
  return items.filter((item) => {
    const meta = heroMeta(item)
    return (
      (!filters.rarity || meta.rarity === filters.rarity) &&
      (!filters.faction || meta.faction === filters.faction)
    )
  })
}
