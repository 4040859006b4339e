// The profile's URL search: the selected tab (`?tab=game`), so every tab can be linked. An unknown value falls back
// to the first tab, never an error. A plain validator (the route files are in the first page's code: no zod there).
import { oneOf, type SearchOf, searchParams } from '../../lib/search-params'

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

const fields = { tab: oneOf(PROFILE_TAB_IDS) }
export const profileSearchSchema = searchParams(fields)

export type ProfileSearch = SearchOf<typeof fields>
