import { heroCardAbi as heroCardOwnAbi } from './generated/abi/heroCardAbi.js'
import { heroCardViewsAbi } from './generated/abi/heroCardViewsAbi.js'

/**
 * HeroCard's whole ABI at its one address: its own functions plus the reads (mint requests, merges, whitelist, cards
 * available) that its fallback serves from HeroCardViews, which keeps HeroCard below the code size limit.
 */
export const heroCardAbi = [...heroCardOwnAbi, ...heroCardViewsAbi] as const
