// The staking screen's URL search: the selected pool (`?pool=FINA-BNB`, shareable) and the tab (`?tab=heroes`).
import { FARM_POOLS } from '@finaverse/domain'
import { oneOf, type SearchOf, searchParams } from '../../lib/search-params'

export const STAKING_TABS = ['farm', 'heroes'] as const

/** A value that is not valid is dropped (the default pool, the farm tab), never an error. */
const fields = { pool: oneOf(FARM_POOLS), tab: oneOf(STAKING_TABS) }
export const stakingSearchSchema = searchParams(fields)

export type StakingSearch = SearchOf<typeof fields>
export type StakingTab = (typeof STAKING_TABS)[number]
