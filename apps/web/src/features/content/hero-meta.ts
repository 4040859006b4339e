// Rarity and faction of a hero content item. The content contract has no dedicated fields: the server's items say
// them in the summary ("Prometheus' Fire, rarity SS: ..." / "普罗米修斯之火阵营，SS 稀有度：..."); a JSON body
// (`{"rarity":"SS","faction":"Ouroboros"}`) is read first when present.
import { FACTIONS, type Faction, isRarity, RARITIES, type Rarity } from '@finaverse/domain'

export type HeroMeta = { rarity: Rarity | null; faction: Faction | null }

/** Chinese names of the factions, as the Chinese content writes them (and as src/locales/zh translates them). */
const FACTION_NAMES_ZH: Record<Faction, string> = {
  "Athena's Aegis": '雅典娜之盾',
  Ouroboros: '衔尾蛇',
  "Prometheus' Fire": '普罗米修斯之火',
  "Thoth's Book": '托特之书',
}

const BY_LENGTH = [...RARITIES].sort((a, b) => b.length - a.length)
const escapeRarity = (r: string) => r.replace(/\+/g, '\\+')
/** A rarity as a token of its own: not part of a longer word or rarity. */
const token = (r: string) => new RegExp(`(?<![A-Za-z0-9+])${escapeRarity(r)}(?![A-Za-z0-9+])`)

function fromJson(body: string): Partial<Record<'rarity' | 'faction', unknown>> | null {
  if (!body.trim().startsWith('{')) return null
  try {
    return JSON.parse(body) as Record<string, unknown>
  } catch {
    return null
  }
}

function findRarity(text: string): Rarity | null {
  // "rarity SS" / "SS 稀有度" first, then any rarity standing alone.
  const labelled = /rarity\s+([A-Z]+\+?)|([A-Z]+\+?)\s*稀有度/i.exec(text)
  const candidate = labelled?.[1] ?? labelled?.[2]
  if (isRarity(candidate)) return candidate
  return BY_LENGTH.find((r) => token(r).test(text)) ?? null
}

export function heroMeta(item: { summary: string; body: string }): HeroMeta {
  const json = fromJson(item.body)
  const text = `${item.summary} ${json ? '' : item.body}`
  const rarity = json && isRarity(json.rarity) ? json.rarity : findRarity(text)
  const lower = text.toLowerCase()
  const faction =
    FACTIONS.find((f) => f === json?.faction) ??
    FACTIONS.find((f) => lower.includes(f.toLowerCase()) || text.includes(FACTION_NAMES_ZH[f])) ??
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
