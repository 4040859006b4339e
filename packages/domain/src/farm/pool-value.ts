import { compare, div, mul } from '../decimal.js'

/**
 * Blocks a year of each chain role, as the farm APR counts them: BSC 3 s blocks, Polygon 2 s blocks.
 * @example BLOCKS_PER_YEAR.bsc // 10_512_000
 */
export const BLOCKS_PER_YEAR = Object.freeze({ bsc: 10_512_000, polygon: 15_768_000 } as const)

/**
 * A FINA pair's reserves in decimal units (both tokens have 18 decimals here): FINA's side and the quote
 * token's side.
 * @example const pair: PairReserves = { reserveFina: '1000', reserveQuote: '50' }
 */
export interface PairReserves {
  reserveFina: string
  reserveQuote: string
}

/**
 * FINA's USD price from the FINA-BUSD pair (quote / FINA), or `null` when the pair holds no FINA.
 * @example finaUsdPrice({ reserveFina: '1000', reserveQuote: '50' }) // '0.05'
 */
export function finaUsdPrice(busdPair: PairReserves): string | null {
  if (compare(busdPair.reserveFina, '0') === 0) return null
  return div(busdPair.reserveQuote, busdPair.reserveFina)
}

/**
 * The USD price of a pair's quote token (BNB, MATIC) from FINA's: finaUsd x FINA / quote; `'0'` when the pair
 * holds none of the quote token.
 * @example quoteUsdPrice('0.05', { reserveFina: '10000', reserveQuote: '2' }) // '250'
 */
export function quoteUsdPrice(finaUsd: string, pair: PairReserves): string {
  if (compare(pair.reserveQuote, '0') === 0) return '0'
  return mul(finaUsd, div(pair.reserveFina, pair.reserveQuote))
}

/**
 * The USD value of one LP token of a constant-product pair, which holds equal value on both sides:
 * 2 x FINA reserve x finaUsd / LP supply; `'0'` when no LP token exists.
 * @example lpUsdPrice({ reserveFina: '1000', totalSupply: '100' }, '0.05') // '1'
 */
export function lpUsdPrice(pair: { reserveFina: string; totalSupply: string }, finaUsd: string): string {
  if (compare(pair.totalSupply, '0') === 0) return '0'
  return div(mul('2', mul(pair.reserveFina, finaUsd)), pair.totalSupply)
}

/**
 * The APY of a staking tier, in percent rounded down to 4 places: the pool's APR ({@link farmApr}) times the tier's
 * reward share in basis points; `'0'` when the APR is undefined (`null`: nothing staked or no allocation).
 * @example tierApy('52.56', 5000) // '26.28'
 */
export function tierApy(apr: string | null, rewardBps: number): string {
  if (apr === null) return '0'
  return div(mul(apr, String(rewardBps)), '10000', 4)
}
