// The profile's URL search: the selected tab (`?tab=game`), so every tab can be linked. An unknown value falls back
// to the first tab, never an error.
import * as z from 'zod/mini'

export const PROFILE_TAB_IDS = [
  'account',
  'assets',
  'game',
  'collections',
  'boxes',
  'vouchers',
  'land',
  'heroes',
  'transactions',
  'team',
] as const

export type ProfileTab = (typeof PROFILE_TAB_IDS)[number]

export const profileSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(PROFILE_TAB_IDS)), undefined),
})

export type ProfileSearch = z.infer<typeof profileSearchSchema>
