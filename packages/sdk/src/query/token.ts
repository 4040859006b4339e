import { type AllowanceParameters, type AllowanceReturnType, allowance } from '../actions/token/allowance.js'
import { type BalanceOfParameters, type BalanceOfReturnType, balanceOf } from '../actions/token/balanceOf.js'
import {
  type GetTokenInfoParameters,
  type GetTokenInfoReturnType,
  getTokenInfo,
} from '../actions/token/getTokenInfo.js'
import { type GetVotesParameters, type GetVotesReturnType, getVotes } from '../actions/token/getVotes.js'
import { createQueryOptionsFactory } from './queryOptions.js'

/**
 * `queryOptions` of the {@link balanceOf} read.
 * @example
 * const { data } = useQuery(balanceOfQueryOptions(clients.bsc, { account }))
 */
export const balanceOfQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  BalanceOfParameters,
  BalanceOfReturnType
>('balanceOf', balanceOf)

/**
 * `queryOptions` of the {@link allowance} read.
 * @example
 * const { data } = useQuery(allowanceQueryOptions(clients.bsc, { owner: account, spender: farm }))
 */
export const allowanceQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  AllowanceParameters,
  AllowanceReturnType
>('allowance', allowance)

/**
 * `queryOptions` of the {@link getVotes} read.
 * @example
 * const { data } = useQuery(getVotesQueryOptions(clients.bsc, { account }))
 */
export const getVotesQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetVotesParameters,
  GetVotesReturnType
>('getVotes', getVotes)

/**
 * `queryOptions` of the {@link getTokenInfo} read.
 * @example
 * const { data } = useQuery(getTokenInfoQueryOptions(clients.polygon, { token: usdc }))
 */
export const getTokenInfoQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetTokenInfoParameters,
  GetTokenInfoReturnType
>('getTokenInfo', getTokenInfo)
