// The endpoints of prices, LP values, APY and TVL (the table of ../endpoints.ts).

import { emptySchema } from '../schemas/common.js'
import {
  apyResponseSchema,
  lpsResponseSchema,
  priceResponseSchema,
  tvlsResponseSchema,
} from '../schemas/market.js'
import { define } from './define.js'

export const marketEndpoints = define({
  price: {
    method: 'GET',
    path: '/price',
    input: emptySchema,
    data: priceResponseSchema,
    summary: 'FINA, BNB and MATIC in USD from on-chain pool reserves',
  },
  lps: {
    method: 'GET',
    path: '/lps',
    input: emptySchema,
    data: lpsResponseSchema,
    summary: 'Pool reserves',
  },
  apy: {
    method: 'GET',
    path: '/apy',
    input: emptySchema,
    data: apyResponseSchema,
    summary: 'Farm APY per tier',
  },
  tvls: {
    method: 'GET',
    path: '/tvls',
    input: emptySchema,
    data: tvlsResponseSchema,
    summary: 'TVL per pool',
  },
})
