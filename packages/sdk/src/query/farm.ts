import {
  type CurrentUserTierParameters,
  type CurrentUserTierReturnType,
  currentUserTier,
} from '../actions/farm/currentUserTier.js'
import {
  type FarmEmissionParameters,
  type FarmEmissionReturnType,
  farmEmission,
} from '../actions/farm/farmEmission.js'
import { type GetTiersParameters, type GetTiersReturnType, getTiers } from '../actions/farm/getTiers.js'
import {
  type PendingLPRewardParameters,
  type PendingLPRewardReturnType,
  pendingLPReward,
} from '../actions/farm/pendingLPReward.js'
import {
  type PendingLPRewardByTierParameters,
  type PendingLPRewardByTierReturnType,
  pendingLPRewardByTier,
} from '../actions/farm/pendingLPRewardByTier.js'
import { type PoolInfoParameters, type PoolInfoReturnType, poolInfo } from '../actions/farm/poolInfo.js'
import {
  type PoolLengthParameters,
  type PoolLengthReturnType,
  poolLength,
} from '../actions/farm/poolLength.js'
import {
  type RewardOwedParameters,
  type RewardOwedReturnType,
  rewardOwed,
} from '../actions/farm/rewardOwed.js'
import {
  type UserLPInfoParameters,
  type UserLPInfoReturnType,
  userLPInfo,
} from '../actions/farm/userLPInfo.js'
import { createQueryOptionsFactory } from './queryOptions.js'

/**
 * `queryOptions` of the {@link pendingLPReward} read.
 * @example
 * const { data } = useQuery(pendingLPRewardQueryOptions(clients.bsc, { pid: 0n, user: account }))
 */
export const pendingLPRewardQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  PendingLPRewardParameters,
  PendingLPRewardReturnType
>('pendingLPReward', pendingLPReward)

/**
 * `queryOptions` of the {@link pendingLPRewardByTier} read.
 * @example
 * const { data } = useQuery(pendingLPRewardByTierQueryOptions(clients.bsc, { pid: 0n, user: account }))
 */
export const pendingLPRewardByTierQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  PendingLPRewardByTierParameters,
  PendingLPRewardByTierReturnType
>('pendingLPRewardByTier', pendingLPRewardByTier)

/**
 * `queryOptions` of the {@link currentUserTier} read.
 * @example
 * const { data } = useQuery(currentUserTierQueryOptions(clients.bsc, { pid: 0n, user: account }))
 */
export const currentUserTierQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  CurrentUserTierParameters,
  CurrentUserTierReturnType
>('currentUserTier', currentUserTier)

/**
 * `queryOptions` of the {@link userLPInfo} read.
 * @example
 * const { data } = useQuery(userLPInfoQueryOptions(clients.bsc, { pid: 0n, user: account }))
 */
export const userLPInfoQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  UserLPInfoParameters,
  UserLPInfoReturnType
>('userLPInfo', userLPInfo)

/**
 * `queryOptions` of the {@link poolInfo} read.
 * @example
 * const { data } = useQuery(poolInfoQueryOptions(clients.bsc, { pid: 0n }))
 */
export const poolInfoQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  PoolInfoParameters,
  PoolInfoReturnType
>('poolInfo', poolInfo)

/**
 * `queryOptions` of the {@link poolLength} read.
 * @example
 * const { data } = useQuery(poolLengthQueryOptions(clients.polygon, {}))
 */
export const poolLengthQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  PoolLengthParameters,
  PoolLengthReturnType
>('poolLength', poolLength)

/**
 * `queryOptions` of the {@link getTiers} read.
 * @example
 * const { data } = useQuery(getTiersQueryOptions(clients.bsc, { pid: 0n }))
 */
export const getTiersQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetTiersParameters,
  GetTiersReturnType
>('getTiers', getTiers)

/**
 * `queryOptions` of the {@link rewardOwed} read.
 * @example
 * const { data } = useQuery(rewardOwedQueryOptions(clients.bsc, { user: account }))
 */
export const rewardOwedQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  RewardOwedParameters,
  RewardOwedReturnType
>('rewardOwed', rewardOwed)

/**
 * `queryOptions` of the {@link farmEmission} read.
 * @example
 * const { data } = useQuery(farmEmissionQueryOptions(clients.bsc, {}))
 */
export const farmEmissionQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  FarmEmissionParameters,
  FarmEmissionReturnType
>('farmEmission', farmEmission)
