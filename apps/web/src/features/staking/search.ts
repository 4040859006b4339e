// The staking screen's URL search: the selected pool (`?pool=FINA-BNB`, shareable) and the tab (`?tab=heroes`).
import { FARM_POOLS } from '@finaverse/domain'
import * as z from 'zod/mini'

export const STAKING_TABS = ['farm', 'heroes'] as const

/** A value that is not valid is dropped (the default pool, the farm tab), never an error. */
export const stakingSearchSchema = z.object({
  pool: z.catch(z.optional(z.enum(FARM_POOLS)), undefined),
  tab: z.catch(z.optional(z.enum(STAKING_TABS)), undefined),
})

export type StakingSearch = z.infer<typeof stakingSearchSchema>
export type StakingTab = (typeof STAKING_TABS)[number]
