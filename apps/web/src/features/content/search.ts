// Search parameters of the content pages (`/news?id=`, `/heroes?rarity=&faction=`, `/leaderboard?season=`),
// validated by their routes. A value that is not valid is dropped (the page shows its default), never an error.
import { FACTIONS, RARITIES } from '@finaverse/domain'
import * as z from 'zod/mini'

const positiveInt = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined)

export const newsSearch = z.object({ id: positiveInt })

export const heroesSearch = z.object({
  rarity: z.catch(z.optional(z.enum(RARITIES)), undefined),
  faction: z.catch(z.optional(z.enum(FACTIONS)), undefined),
})

export const leaderboardSearch = z.object({ season: positiveInt })
