import {
  type CheckAccountParameters,
  type CheckAccountReturnType,
  checkAccount,
} from '../actions/binding/checkAccount.js'
import { createQueryOptionsFactory } from './queryOptions.js'

/**
 * `queryOptions` of the {@link checkAccount} read.
 * @example
 * const { data } = useQuery(checkAccountQueryOptions(clients.bsc, { account }))
 */
export const checkAccountQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  CheckAccountParameters,
  CheckAccountReturnType
>('checkAccount', checkAccount)
