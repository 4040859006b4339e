// Rarity names and colours of hero cards, shared by every screen that shows cards (staking, merge, bridge, mirror,
// World Cup, profile). The chain stores rarity as 1 (B) .. 9 (X); the names are the domain's.
import { RARITIES, type Rarity } from '@finaverse/domain'

/** The rarity name of the chain's rarity number (1 B .. 9 X), or undefined for another number. */
export function rarityName(value: number): Rarity | undefined {
  return RARITIES[value - 1]
}

/** One colour per rarity, from common (grey-green) to X (gold), readable on the dark panels. */
export const RARITY_COLORS: Readonly<Record<Rarity, string>> = {
  B: '#9fb8a8',
  A: '#7fc8ff',
  S: '#a98bff',
  'S+': '#c77dff',
  SS: '#ff7eb6',
  'SS+': '#ff8a3d',
  SSS: '#ff5d5d',
  'SSS+': '#ffb347',
  X: '#ffd36e',
}
