// Search parameters of the content pages (`/news?id=`, `/heroes?rarity=&faction=`, `/leaderboard?season=`),
// validated by their routes. A value that is not valid is dropped (the page shows its default), never an error.
import { FACTIONS, RARITIES } from '@finaverse/domain'
import { oneOf, positiveInt, searchParams } from '../../lib/search-params'

export const newsSearch = searchParams({ id: positiveInt })

export const heroesSearch = searchParams({ rarity: oneOf(RARITIES), faction: oneOf(FACTIONS) })

export const leaderboardSearch = searchParams({ season: positiveInt })
