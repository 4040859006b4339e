import {
  type BoxBalanceOfParameters,
  type BoxBalanceOfReturnType,
  boxBalanceOf,
} from '../actions/box/boxBalanceOf.js'
import {
  type GetBoxContentsParameters,
  type GetBoxContentsReturnType,
  getBoxContents,
} from '../actions/box/getBoxContents.js'
import {
  type GetBoxIdsByAddressParameters,
  type GetBoxIdsByAddressReturnType,
  getBoxIdsByAddress,
} from '../actions/box/getBoxIdsByAddress.js'
import {
  type GetBoxInfoParameters,
  type GetBoxInfoReturnType,
  getBoxInfo,
} from '../actions/box/getBoxInfo.js'
import {
  type NftIdtoCardIdParameters,
  type NftIdtoCardIdReturnType,
  nftIdtoCardId,
} from '../actions/box/nftIdtoCardId.js'
import {
  type PublicBuyingHistoryParameters,
  type PublicBuyingHistoryReturnType,
  publicBuyingHistory,
} from '../actions/box/publicBuyingHistory.js'
import {
  type WhiteListOnlyParameters,
  type WhiteListOnlyReturnType,
  whiteListOnly,
} from '../actions/box/whiteListOnly.js'
import {
  type WhitelistBuyingHistoryParameters,
  type WhitelistBuyingHistoryReturnType,
  whitelistBuyingHistory,
} from '../actions/box/whitelistBuyingHistory.js'
import {
  type CanClaimMysteryBoxesParameters,
  type CanClaimMysteryBoxesReturnType,
  canClaimMysteryBoxes,
} from '../actions/claim/canClaimMysteryBoxes.js'
import {
  type MysteryBoxClaimedParameters,
  type MysteryBoxClaimedReturnType,
  mysteryBoxClaimed,
} from '../actions/claim/mysteryBoxClaimed.js'
import {
  type GetRandomnessRequestParameters,
  type GetRandomnessRequestReturnType,
  getRandomnessRequest,
} from '../actions/randomness/getRandomnessRequest.js'
import {
  type RequestTimeoutParameters,
  type RequestTimeoutReturnType,
  requestTimeout,
} from '../actions/randomness/requestTimeout.js'
import {
  type VerifyRandomnessParameters,
  type VerifyRandomnessReturnType,
  verifyRandomness,
} from '../actions/randomness/verifyRandomness.js'
import { createQueryOptionsFactory } from './queryOptions.js'

/** `queryOptions` of the {@link boxBalanceOf} read. */
export const boxBalanceOfQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  BoxBalanceOfParameters,
  BoxBalanceOfReturnType
>('boxBalanceOf', boxBalanceOf)

/** `queryOptions` of the {@link canClaimMysteryBoxes} read. */
export const canClaimMysteryBoxesQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  CanClaimMysteryBoxesParameters,
  CanClaimMysteryBoxesReturnType
>('canClaimMysteryBoxes', canClaimMysteryBoxes)

/** `queryOptions` of the {@link getBoxContents} read. */
export const getBoxContentsQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetBoxContentsParameters,
  GetBoxContentsReturnType
>('getBoxContents', getBoxContents)

/** `queryOptions` of the {@link getBoxIdsByAddress} read. */
export const getBoxIdsByAddressQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetBoxIdsByAddressParameters,
  GetBoxIdsByAddressReturnType
>('getBoxIdsByAddress', getBoxIdsByAddress)

/** `queryOptions` of the {@link getBoxInfo} read. */
export const getBoxInfoQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetBoxInfoParameters,
  GetBoxInfoReturnType
>('getBoxInfo', getBoxInfo)

/** `queryOptions` of the {@link getRandomnessRequest} read. */
export const getRandomnessRequestQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetRandomnessRequestParameters,
  GetRandomnessRequestReturnType
>('getRandomnessRequest', getRandomnessRequest)

/** `queryOptions` of the {@link mysteryBoxClaimed} read. */
export const mysteryBoxClaimedQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  MysteryBoxClaimedParameters,
  MysteryBoxClaimedReturnType
>('mysteryBoxClaimed', mysteryBoxClaimed)

/** `queryOptions` of the {@link nftIdtoCardId} read. */
export const nftIdtoCardIdQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  NftIdtoCardIdParameters,
  NftIdtoCardIdReturnType
>('nftIdtoCardId', nftIdtoCardId)

/** `queryOptions` of the {@link publicBuyingHistory} read. */
export const publicBuyingHistoryQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  PublicBuyingHistoryParameters,
  PublicBuyingHistoryReturnType
>('publicBuyingHistory', publicBuyingHistory)

/** `queryOptions` of the {@link requestTimeout} read. */
export const requestTimeoutQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  RequestTimeoutParameters,
  RequestTimeoutReturnType
>('requestTimeout', requestTimeout)

/** `queryOptions` of the {@link verifyRandomness} read. */
export const verifyRandomnessQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  VerifyRandomnessParameters,
  VerifyRandomnessReturnType
>('verifyRandomness', verifyRandomness)

/** `queryOptions` of the {@link whiteListOnly} read. */
export const whiteListOnlyQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  WhiteListOnlyParameters,
  WhiteListOnlyReturnType
>('whiteListOnly', whiteListOnly)

/** `queryOptions` of the {@link whitelistBuyingHistory} read. */
export const whitelistBuyingHistoryQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  WhitelistBuyingHistoryParameters,
  WhitelistBuyingHistoryReturnType
>('whitelistBuyingHistory', whitelistBuyingHistory)
