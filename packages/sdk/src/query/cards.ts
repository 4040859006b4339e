import {
  type CardInfoesParameters,
  type CardInfoesReturnType,
  cardInfoes,
} from '../actions/card/cardInfoes.js'
import {
  type ContainsInWhiteListParameters,
  type ContainsInWhiteListReturnType,
  containsInWhiteList,
} from '../actions/card/containsInWhiteList.js'
import {
  type FreeMintMapParameters,
  type FreeMintMapReturnType,
  freeMintMap,
} from '../actions/card/freeMintMap.js'
import {
  type GetCardMetadataParameters,
  type GetCardMetadataReturnType,
  getCardMetadata,
} from '../actions/card/getCardMetadata.js'
import {
  type GetClaimableCardsParameters,
  type GetClaimableCardsReturnType,
  getClaimableCards,
} from '../actions/card/getClaimableCards.js'
import {
  type GetHeroIdsParameters,
  type GetHeroIdsReturnType,
  getHeroIds,
} from '../actions/card/getHeroIds.js'
import {
  type GetMintHeroesParameters,
  type GetMintHeroesReturnType,
  getMintHeroes,
} from '../actions/card/getMintHeroes.js'
import {
  type GetMintIdsParameters,
  type GetMintIdsReturnType,
  getMintIds,
} from '../actions/card/getMintIds.js'
import {
  type GetMintInfosParameters,
  type GetMintInfosReturnType,
  getMintInfos,
} from '../actions/card/getMintInfos.js'
import {
  type GetMintSettingsParameters,
  type GetMintSettingsReturnType,
  getMintSettings,
} from '../actions/card/getMintSettings.js'
import {
  type GetTokenIDsByAddressParameters,
  type GetTokenIDsByAddressReturnType,
  getTokenIDsByAddress,
} from '../actions/card/getTokenIDsByAddress.js'
import {
  type GetTokenInfosByAddressParameters,
  type GetTokenInfosByAddressReturnType,
  getTokenInfosByAddress,
} from '../actions/card/getTokenInfosByAddress.js'
import { type HeroIdMapParameters, type HeroIdMapReturnType, heroIdMap } from '../actions/card/heroIdMap.js'
import { type NftPriceParameters, type NftPriceReturnType, nftPrice } from '../actions/card/nftPrice.js'
import { type RarityMapParameters, type RarityMapReturnType, rarityMap } from '../actions/card/rarityMap.js'
import {
  type TokenOfOwnerByIndexParameters,
  type TokenOfOwnerByIndexReturnType,
  tokenOfOwnerByIndex,
} from '../actions/card/tokenOfOwnerByIndex.js'
import {
  type TokensOfOwnerParameters,
  type TokensOfOwnerReturnType,
  tokensOfOwner,
} from '../actions/card/tokensOfOwner.js'
import {
  type WhitelistInfosParameters,
  type WhitelistInfosReturnType,
  whitelistInfos,
} from '../actions/card/whitelistInfos.js'
import {
  type GetMergeIdsParameters,
  type GetMergeIdsReturnType,
  getMergeIds,
} from '../actions/merge/getMergeIds.js'
import {
  type GetMergeInfosParameters,
  type GetMergeInfosReturnType,
  getMergeInfos,
} from '../actions/merge/getMergeInfos.js'
import {
  type MergeSuccessRateMapParameters,
  type MergeSuccessRateMapReturnType,
  mergeSuccessRateMap,
} from '../actions/merge/mergeSuccessRateMap.js'
import {
  type RarityDirectionalPriceMapParameters,
  type RarityDirectionalPriceMapReturnType,
  rarityDirectionalPriceMap,
} from '../actions/merge/rarityDirectionalPriceMap.js'
import {
  type RarityMergePriceMapParameters,
  type RarityMergePriceMapReturnType,
  rarityMergePriceMap,
} from '../actions/merge/rarityMergePriceMap.js'
import {
  type GenesisHeroOfParameters,
  type GenesisHeroOfReturnType,
  genesisHeroOf,
} from '../actions/mirror/genesisHeroOf.js'
import {
  type GetGenesisTokensOfParameters,
  type GetGenesisTokensOfReturnType,
  getGenesisTokensOf,
} from '../actions/mirror/getGenesisTokensOf.js'
import {
  type GetMirrorableTokensParameters,
  type GetMirrorableTokensReturnType,
  getMirrorableTokens,
} from '../actions/mirror/getMirrorableTokens.js'
import {
  type IsMirroredParameters,
  type IsMirroredReturnType,
  isMirrored,
} from '../actions/mirror/isMirrored.js'
import {
  type MirroredTokenOfParameters,
  type MirroredTokenOfReturnType,
  mirroredTokenOf,
} from '../actions/mirror/mirroredTokenOf.js'
import {
  type GetApprovedParameters,
  type GetApprovedReturnType,
  getApproved,
} from '../actions/nft/getApproved.js'
import {
  type IsApprovedForAllParameters,
  type IsApprovedForAllReturnType,
  isApprovedForAll,
} from '../actions/nft/isApprovedForAll.js'
import {
  type NftBalanceOfParameters,
  type NftBalanceOfReturnType,
  nftBalanceOf,
} from '../actions/nft/nftBalanceOf.js'
import { type OwnerOfParameters, type OwnerOfReturnType, ownerOf } from '../actions/nft/ownerOf.js'
import { type TokenURIParameters, type TokenURIReturnType, tokenURI } from '../actions/nft/tokenURI.js'
import {
  type GetTokensStakedByAddressParameters,
  type GetTokensStakedByAddressReturnType,
  getTokensStakedByAddress,
} from '../actions/staking/getTokensStakedByAddress.js'
import { type IsStakedParameters, type IsStakedReturnType, isStaked } from '../actions/staking/isStaked.js'
import { type LockTimeParameters, type LockTimeReturnType, lockTime } from '../actions/staking/lockTime.js'
import { type StakeOfParameters, type StakeOfReturnType, stakeOf } from '../actions/staking/stakeOf.js'
import {
  type AcceptedTokensParameters,
  type AcceptedTokensReturnType,
  acceptedTokens,
} from '../actions/voucher/acceptedTokens.js'
import {
  type RedeemAmountParameters,
  type RedeemAmountReturnType,
  redeemAmount,
} from '../actions/voucher/redeemAmount.js'
import {
  type RedeemedCountParameters,
  type RedeemedCountReturnType,
  redeemedCount,
} from '../actions/voucher/redeemedCount.js'
import { createQueryOptionsFactory } from './queryOptions.js'

/** `queryOptions` of the {@link acceptedTokens} read. */
export const acceptedTokensQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  AcceptedTokensParameters,
  AcceptedTokensReturnType
>('acceptedTokens', acceptedTokens)

/** `queryOptions` of the {@link cardInfoes} read. */
export const cardInfoesQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  CardInfoesParameters,
  CardInfoesReturnType
>('cardInfoes', cardInfoes)

/** `queryOptions` of the {@link containsInWhiteList} read. */
export const containsInWhiteListQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  ContainsInWhiteListParameters,
  ContainsInWhiteListReturnType
>('containsInWhiteList', containsInWhiteList)

/** `queryOptions` of the {@link freeMintMap} read. */
export const freeMintMapQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  FreeMintMapParameters,
  FreeMintMapReturnType
>('freeMintMap', freeMintMap)

/** `queryOptions` of the {@link genesisHeroOf} read. */
export const genesisHeroOfQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GenesisHeroOfParameters,
  GenesisHeroOfReturnType
>('genesisHeroOf', genesisHeroOf)

/** `queryOptions` of the {@link getApproved} read. */
export const getApprovedQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetApprovedParameters,
  GetApprovedReturnType
>('getApproved', getApproved)

/** `queryOptions` of the {@link getCardMetadata} read. */
export const getCardMetadataQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetCardMetadataParameters,
  GetCardMetadataReturnType
>('getCardMetadata', getCardMetadata)

/** `queryOptions` of the {@link getClaimableCards} read. */
export const getClaimableCardsQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetClaimableCardsParameters,
  GetClaimableCardsReturnType
>('getClaimableCards', getClaimableCards)

/** `queryOptions` of the {@link getHeroIds} read. */
export const getHeroIdsQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetHeroIdsParameters,
  GetHeroIdsReturnType
>('getHeroIds', getHeroIds)

/** `queryOptions` of the {@link getMergeIds} read. */
export const getMergeIdsQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetMergeIdsParameters,
  GetMergeIdsReturnType
>('getMergeIds', getMergeIds)

/** `queryOptions` of the {@link getMergeInfos} read. */
export const getMergeInfosQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetMergeInfosParameters,
  GetMergeInfosReturnType
>('getMergeInfos', getMergeInfos)

/** `queryOptions` of the {@link getMintHeroes} read. */
export const getMintHeroesQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetMintHeroesParameters,
  GetMintHeroesReturnType
>('getMintHeroes', getMintHeroes)

/** `queryOptions` of the {@link getMintIds} read. */
export const getMintIdsQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetMintIdsParameters,
  GetMintIdsReturnType
>('getMintIds', getMintIds)

/** `queryOptions` of the {@link getMintInfos} read. */
export const getMintInfosQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetMintInfosParameters,
  GetMintInfosReturnType
>('getMintInfos', getMintInfos)

/** `queryOptions` of the {@link getMintSettings} read. */
export const getMintSettingsQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetMintSettingsParameters,
  GetMintSettingsReturnType
>('getMintSettings', getMintSettings)

/** `queryOptions` of the {@link getGenesisTokensOf} read. */
export const getGenesisTokensOfQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetGenesisTokensOfParameters,
  GetGenesisTokensOfReturnType
>('getGenesisTokensOf', getGenesisTokensOf)

/** `queryOptions` of the {@link getMirrorableTokens} read. */
export const getMirrorableTokensQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetMirrorableTokensParameters,
  GetMirrorableTokensReturnType
>('getMirrorableTokens', getMirrorableTokens)

/** `queryOptions` of the {@link getTokenIDsByAddress} read. */
export const getTokenIDsByAddressQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetTokenIDsByAddressParameters,
  GetTokenIDsByAddressReturnType
>('getTokenIDsByAddress', getTokenIDsByAddress)

/** `queryOptions` of the {@link getTokenInfosByAddress} read. */
export const getTokenInfosByAddressQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetTokenInfosByAddressParameters,
  GetTokenInfosByAddressReturnType
>('getTokenInfosByAddress', getTokenInfosByAddress)

/** `queryOptions` of the {@link getTokensStakedByAddress} read. */
export const getTokensStakedByAddressQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  GetTokensStakedByAddressParameters,
  GetTokensStakedByAddressReturnType
>('getTokensStakedByAddress', getTokensStakedByAddress)

/** `queryOptions` of the {@link heroIdMap} read. */
export const heroIdMapQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  HeroIdMapParameters,
  HeroIdMapReturnType
>('heroIdMap', heroIdMap)

/** `queryOptions` of the {@link isApprovedForAll} read. */
export const isApprovedForAllQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  IsApprovedForAllParameters,
  IsApprovedForAllReturnType
>('isApprovedForAll', isApprovedForAll)

/** `queryOptions` of the {@link isMirrored} read. */
export const isMirroredQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  IsMirroredParameters,
  IsMirroredReturnType
>('isMirrored', isMirrored)

/** `queryOptions` of the {@link isStaked} read. */
export const isStakedQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  IsStakedParameters,
  IsStakedReturnType
>('isStaked', isStaked)

/** `queryOptions` of the {@link lockTime} read. */
export const lockTimeQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  LockTimeParameters,
  LockTimeReturnType
>('lockTime', lockTime)

/** `queryOptions` of the {@link mergeSuccessRateMap} read. */
export const mergeSuccessRateMapQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  MergeSuccessRateMapParameters,
  MergeSuccessRateMapReturnType
>('mergeSuccessRateMap', mergeSuccessRateMap)

/** `queryOptions` of the {@link mirroredTokenOf} read. */
export const mirroredTokenOfQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  MirroredTokenOfParameters,
  MirroredTokenOfReturnType
>('mirroredTokenOf', mirroredTokenOf)

/** `queryOptions` of the {@link nftBalanceOf} read. */
export const nftBalanceOfQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  NftBalanceOfParameters,
  NftBalanceOfReturnType
>('nftBalanceOf', nftBalanceOf)

/** `queryOptions` of the {@link nftPrice} read. */
export const nftPriceQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  NftPriceParameters,
  NftPriceReturnType
>('nftPrice', nftPrice)

/** `queryOptions` of the {@link ownerOf} read. */
export const ownerOfQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  OwnerOfParameters,
  OwnerOfReturnType
>('ownerOf', ownerOf)

/** `queryOptions` of the {@link rarityDirectionalPriceMap} read. */
export const rarityDirectionalPriceMapQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  RarityDirectionalPriceMapParameters,
  RarityDirectionalPriceMapReturnType
>('rarityDirectionalPriceMap', rarityDirectionalPriceMap)

/** `queryOptions` of the {@link rarityMap} read. */
export const rarityMapQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  RarityMapParameters,
  RarityMapReturnType
>('rarityMap', rarityMap)

/** `queryOptions` of the {@link rarityMergePriceMap} read. */
export const rarityMergePriceMapQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  RarityMergePriceMapParameters,
  RarityMergePriceMapReturnType
>('rarityMergePriceMap', rarityMergePriceMap)

/** `queryOptions` of the {@link redeemAmount} read. */
export const redeemAmountQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  RedeemAmountParameters,
  RedeemAmountReturnType
>('redeemAmount', redeemAmount)

/** `queryOptions` of the {@link redeemedCount} read. */
export const redeemedCountQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  RedeemedCountParameters,
  RedeemedCountReturnType
>('redeemedCount', redeemedCount)

/** `queryOptions` of the {@link stakeOf} read. */
export const stakeOfQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  StakeOfParameters,
  StakeOfReturnType
>('stakeOf', stakeOf)

/** `queryOptions` of the {@link tokenOfOwnerByIndex} read. */
export const tokenOfOwnerByIndexQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  TokenOfOwnerByIndexParameters,
  TokenOfOwnerByIndexReturnType
>('tokenOfOwnerByIndex', tokenOfOwnerByIndex)

/** `queryOptions` of the {@link tokenURI} read. */
export const tokenURIQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  TokenURIParameters,
  TokenURIReturnType
>('tokenURI', tokenURI)

/** `queryOptions` of the {@link tokensOfOwner} read. */
export const tokensOfOwnerQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  TokensOfOwnerParameters,
  TokensOfOwnerReturnType
>('tokensOfOwner', tokensOfOwner)

/** `queryOptions` of the {@link whitelistInfos} read. */
export const whitelistInfosQueryOptions = /*#__PURE__*/ createQueryOptionsFactory<
  WhitelistInfosParameters,
  WhitelistInfosReturnType
>('whitelistInfos', whitelistInfos)
