// biome-ignore-all lint/performance/noBarrelFile: a package entry point (exports map) lists its public API by name.
// Entry point `@finaverse/sdk/query`: TanStack Query `queryOptions` factories for the reads, so a hook is one line:
// `useQuery(balanceOfQueryOptions(clients.bsc, { account }))`.
export { FinaverseError } from '../errors.js'
export { checkAccountQueryOptions } from '../query/binding.js'
export {
  boxBalanceOfQueryOptions,
  canClaimMysteryBoxesQueryOptions,
  getBoxIdsByAddressQueryOptions,
  getBoxInfoQueryOptions,
  mysteryBoxClaimedQueryOptions,
  nftIdtoCardIdQueryOptions,
  publicBuyingHistoryQueryOptions,
  verifyRandomnessQueryOptions,
  whiteListOnlyQueryOptions,
  whitelistBuyingHistoryQueryOptions,
} from '../query/boxes.js'
export {
  bridgeProgressQueryOptions,
  changeFeeQueryOptions,
  estimatedWaitingTimeQueryOptions,
  getBridgeCompletionQueryOptions,
  getBridgeRequestQueryOptions,
  isChangedQueryOptions,
  nonceStateQueryOptions,
  owedRefundsQueryOptions,
  remainingTodayQueryOptions,
  userHistoryQueryOptions,
} from '../query/bridge.js'
export {
  acceptedTokensQueryOptions,
  cardInfoesQueryOptions,
  containsInWhiteListQueryOptions,
  freeMintMapQueryOptions,
  genesisHeroOfQueryOptions,
  getApprovedQueryOptions,
  getCardMetadataQueryOptions,
  getClaimableCardsQueryOptions,
  getHeroIdsQueryOptions,
  getMergeInfosQueryOptions,
  getMintHeroesQueryOptions,
  getMintIdsQueryOptions,
  getMintInfosQueryOptions,
  getMintSettingsQueryOptions,
  getMirrorableTokensQueryOptions,
  getTokenIDsByAddressQueryOptions,
  getTokenInfosByAddressQueryOptions,
  getTokensStakedByAddressQueryOptions,
  heroIdMapQueryOptions,
  isApprovedForAllQueryOptions,
  isMirroredQueryOptions,
  isStakedQueryOptions,
  lockTimeQueryOptions,
  mergeSuccessRateMapQueryOptions,
  mirroredTokenOfQueryOptions,
  nftBalanceOfQueryOptions,
  nftPriceQueryOptions,
  ownerOfQueryOptions,
  rarityDirectionalPriceMapQueryOptions,
  rarityMapQueryOptions,
  rarityMergePriceMapQueryOptions,
  redeemAmountQueryOptions,
  redeemedCountQueryOptions,
  stakeOfQueryOptions,
  tokenOfOwnerByIndexQueryOptions,
  tokensOfOwnerQueryOptions,
  tokenURIQueryOptions,
  whitelistInfosQueryOptions,
} from '../query/cards.js'
export {
  currentUserTierQueryOptions,
  farmEmissionQueryOptions,
  getTiersQueryOptions,
  pendingLPRewardByTierQueryOptions,
  pendingLPRewardQueryOptions,
  poolInfoQueryOptions,
  poolLengthQueryOptions,
  rewardOwedQueryOptions,
  userLPInfoQueryOptions,
} from '../query/farm.js'
export {
  getAmountOutQueryOptions,
  getReservesQueryOptions,
} from '../query/pool.js'
export {
  createQueryOptionsFactory,
  type FinaverseQueryKey,
  type FinaverseQueryOptions,
  finaverseQueryKey,
} from '../query/queryOptions.js'
export {
  allowanceQueryOptions,
  balanceOfQueryOptions,
  getTokenInfoQueryOptions,
  getVotesQueryOptions,
} from '../query/token.js'
export {
  allMatchesQueryOptions,
  bettingRecordsQueryOptions,
  claimableActiveQueryOptions,
  getAllMatchResultsQueryOptions,
  getCountryHeroesQueryOptions,
  getLeaderboardQueryOptions,
  getUserBetsAllQueryOptions,
  getUserBetsByMatchIdQueryOptions,
  getUserBetTokenListQueryOptions,
  getUserUnclaimedCreditsQueryOptions,
  getWorldCupStateQueryOptions,
} from '../query/worldcup.js'
