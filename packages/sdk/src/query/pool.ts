import {
  type GetAmountOutParameters,
  type GetAmountOutReturnType,
  getAmountOut,
} from '../actions/pool/getAmountOut.js'
import {
  type GetReservesParameters,
  type GetReservesReturnType,
  getReserves,
} from '../actions/pool/getReserves.js'
import { createQueryOptionsFactory } from './queryOptions.js'

/**
 * `queryOptions` of the {@link getReserves} read.
 * @example
 * const { data } = useQuery(getReservesQueryOptions(clients.bsc, { pair: 'FinaBusdPair' }))
 */
export const getReservesQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetReservesParameters,
  GetReservesReturnType
>('getReserves', getReserves)

/**
 * `queryOptions` of the {@link getAmountOut} read.
 * @example
 * const { data } = useQuery(getAmountOutQueryOptions(clients.bsc, { pair: 'FinaBusdPair', tokenIn, amountIn }))
 */
export const getAmountOutQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetAmountOutParameters,
  GetAmountOutReturnType
>('getAmountOut', getAmountOut)
