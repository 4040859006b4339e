import { type ChangeFeeParameters, type ChangeFeeReturnType, changeFee } from '../actions/bridge/changeFee.js'
import {
  type EstimatedWaitingTimeParameters,
  type EstimatedWaitingTimeReturnType,
  estimatedWaitingTime,
} from '../actions/bridge/estimatedWaitingTime.js'
import {
  type GetBridgeCompletionParameters,
  type GetBridgeCompletionReturnType,
  getBridgeCompletion,
} from '../actions/bridge/getBridgeCompletion.js'
import {
  type GetBridgeRequestParameters,
  type GetBridgeRequestReturnType,
  getBridgeRequest,
} from '../actions/bridge/getBridgeRequest.js'
import {
  type GetBridgeStatusParameters,
  type GetBridgeStatusReturnType,
  getBridgeStatus,
} from '../actions/bridge/getBridgeStatus.js'
import { type IsChangedParameters, type IsChangedReturnType, isChanged } from '../actions/bridge/isChanged.js'
import {
  type QuoteBridgeParameters,
  type QuoteBridgeReturnType,
  quoteBridge,
} from '../actions/bridge/quoteBridge.js'
import {
  type RemainingTodayParameters,
  type RemainingTodayReturnType,
  remainingToday,
} from '../actions/bridge/remainingToday.js'
import {
  type UserHistoryParameters,
  type UserHistoryReturnType,
  userHistory,
} from '../actions/bridge/userHistory.js'
import { createQueryOptionsFactory } from './queryOptions.js'

/** `queryOptions` of the {@link changeFee} read. */
export const changeFeeQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  ChangeFeeParameters,
  ChangeFeeReturnType
>('changeFee', changeFee)

/** `queryOptions` of the {@link estimatedWaitingTime} read. */
export const estimatedWaitingTimeQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  EstimatedWaitingTimeParameters,
  EstimatedWaitingTimeReturnType
>('estimatedWaitingTime', estimatedWaitingTime)

/** `queryOptions` of the {@link getBridgeRequest} read. */
export const getBridgeRequestQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetBridgeRequestParameters,
  GetBridgeRequestReturnType
>('getBridgeRequest', getBridgeRequest)

/** `queryOptions` of the {@link isChanged} read. */
export const isChangedQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  IsChangedParameters,
  IsChangedReturnType
>('isChanged', isChanged)

/** `queryOptions` of the {@link remainingToday} read. */
export const remainingTodayQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  RemainingTodayParameters,
  RemainingTodayReturnType
>('remainingToday', remainingToday)

/** `queryOptions` of the {@link userHistory} read. */
export const userHistoryQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  UserHistoryParameters,
  UserHistoryReturnType
>('userHistory', userHistory)

/** `queryOptions` of the {@link getBridgeCompletion} read (Polygon). */
export const getBridgeCompletionQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetBridgeCompletionParameters,
  GetBridgeCompletionReturnType
>('getBridgeCompletion', getBridgeCompletion)

/** `queryOptions` of the {@link quoteBridge} read (CCIP fee + bridge fee). */
export const quoteBridgeQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  QuoteBridgeParameters,
  QuoteBridgeReturnType
>('quoteBridge', quoteBridge)

/** `queryOptions` of the {@link getBridgeStatus} read (both chains, by CCIP message id). */
export const getBridgeStatusQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetBridgeStatusParameters,
  GetBridgeStatusReturnType
>('getBridgeStatus', getBridgeStatus)
