// The REST contract of prices, LP values, APY and TVL.
import { z } from 'zod'
import { decimalString, isoTime } from './common.js'

// ---------- prices ----------

export const priceResponseSchema = z.object({
  FINA: z.number(),
  /** The BNB price in USD; the bridge's fee estimate reads this field. */
  BNB: z.number(),
  MATIC: z.number(),
  updatedAt: isoTime,
})
export const poolNameSchema = z.enum(['FINA-BUSD', 'FINA-BNB', 'FINA-MATIC'])
export const lpInfoSchema = z.object({
  pool: poolNameSchema,
  chainId: z.number().int(),
  address: z.string(),
  reserveFina: decimalString,
  reserveQuote: decimalString,
  totalSupply: decimalString,
  /** USD value of one LP token. */
  lpPrice: z.number(),
})
export const lpsResponseSchema = z.object({ pools: z.array(lpInfoSchema), updatedAt: isoTime })
export const apyResponseSchema = z.object({
  /** APY in percent per pool and tier, computed with the domain's farm formula. */
  pools: z.record(z.string(), z.array(z.object({ tier: z.number().int(), apy: z.number() }))),
  updatedAt: isoTime,
})
export const tvlsResponseSchema = z.object({
  pools: z.record(z.string(), z.number()),
  total: z.number(),
  updatedAt: isoTime,
})
