// biome-ignore-all lint/performance/noBarrelFile: a package entry point (exports map) lists its public API by name.
// Entry point `@finaverse/sdk/actions`: one viem action per contract call a player makes, `fn(client, params)`.
// Reads return values; writes simulate and return a PreparedWrite (request + gas + fee) to send with
// `sendPreparedWrite`, then `waitForTransaction`.

export {
  type AcceptDelegationErrorType,
  type AcceptDelegationParameters,
  type AcceptDelegationReturnType,
  acceptDelegation,
} from '../actions/binding/acceptDelegation.js'
export {
  type BindAccountErrorType,
  type BindAccountParameters,
  type BindAccountReturnType,
  bindAccount,
} from '../actions/binding/bindAccount.js'
export {
  type CalcEmailHashParameters,
  type CalcEmailHashReturnType,
  calcEmailHash,
  EMAIL_HASH_TAG,
} from '../actions/binding/calcEmailHash.js'
export {
  type CheckAccountErrorType,
  type CheckAccountParameters,
  type CheckAccountReturnType,
  checkAccount,
} from '../actions/binding/checkAccount.js'
export {
  type DelegateAccountErrorType,
  type DelegateAccountParameters,
  type DelegateAccountReturnType,
  delegateAccount,
} from '../actions/binding/delegateAccount.js'
export {
  type RemoveAccountErrorType,
  type RemoveAccountParameters,
  type RemoveAccountReturnType,
  removeAccount,
} from '../actions/binding/removeAccount.js'
export {
  type RemoveDelegatorErrorType,
  type RemoveDelegatorParameters,
  type RemoveDelegatorReturnType,
  removeDelegator,
} from '../actions/binding/removeDelegator.js'
export {
  type UndelegateAccountErrorType,
  type UndelegateAccountParameters,
  type UndelegateAccountReturnType,
  undelegateAccount,
} from '../actions/binding/undelegateAccount.js'
export type { BoxName } from '../actions/box/boxAddress.js'
export {
  type BoxBalanceOfErrorType,
  type BoxBalanceOfParameters,
  type BoxBalanceOfReturnType,
  boxBalanceOf,
} from '../actions/box/boxBalanceOf.js'
export {
  type GetBoxContentsErrorType,
  type GetBoxContentsParameters,
  type GetBoxContentsReturnType,
  getBoxContents,
} from '../actions/box/getBoxContents.js'
export {
  type GetBoxIdsByAddressErrorType,
  type GetBoxIdsByAddressParameters,
  type GetBoxIdsByAddressReturnType,
  getBoxIdsByAddress,
} from '../actions/box/getBoxIdsByAddress.js'
export {
  type GetBoxInfoErrorType,
  type GetBoxInfoParameters,
  type GetBoxInfoReturnType,
  getBoxInfo,
} from '../actions/box/getBoxInfo.js'
export {
  type MintMultiErrorType,
  type MintMultiParameters,
  type MintMultiReturnType,
  mintMulti,
} from '../actions/box/mintMulti.js'
export {
  type MintMultiTokenForCallerErrorType,
  type MintMultiTokenForCallerParameters,
  type MintMultiTokenForCallerReturnType,
  mintMultiTokenForCaller,
} from '../actions/box/mintMultiTokenForCaller.js'
export {
  type NftIdtoCardIdErrorType,
  type NftIdtoCardIdParameters,
  type NftIdtoCardIdReturnType,
  nftIdtoCardId,
} from '../actions/box/nftIdtoCardId.js'
export {
  type OpenBoxErrorType,
  type OpenBoxParameters,
  type OpenBoxReturnType,
  openBox,
} from '../actions/box/openBox.js'
export {
  type OpenMultiErrorType,
  type OpenMultiParameters,
  type OpenMultiReturnType,
  openMulti,
} from '../actions/box/openMulti.js'
export {
  type PublicBuyingHistoryErrorType,
  type PublicBuyingHistoryParameters,
  type PublicBuyingHistoryReturnType,
  publicBuyingHistory,
} from '../actions/box/publicBuyingHistory.js'
export {
  type WhiteListOnlyErrorType,
  type WhiteListOnlyParameters,
  type WhiteListOnlyReturnType,
  whiteListOnly,
} from '../actions/box/whiteListOnly.js'
export {
  type WhitelistBuyingHistoryErrorType,
  type WhitelistBuyingHistoryParameters,
  type WhitelistBuyingHistoryReturnType,
  whitelistBuyingHistory,
} from '../actions/box/whitelistBuyingHistory.js'
export {
  type BridgeCardsErrorType,
  type BridgeCardsParameters,
  type BridgeCardsReturnType,
  bridgeCards,
} from '../actions/bridge/bridgeCards.js'
export { ccipExplorerUrl } from '../actions/bridge/ccipExplorerUrl.js'
export {
  type ChangeFeeErrorType,
  type ChangeFeeParameters,
  type ChangeFeeReturnType,
  changeFee,
} from '../actions/bridge/changeFee.js'
export {
  type EstimatedWaitingTimeErrorType,
  type EstimatedWaitingTimeParameters,
  type EstimatedWaitingTimeReturnType,
  estimatedWaitingTime,
} from '../actions/bridge/estimatedWaitingTime.js'
export {
  type CcipDelivery,
  type ExecuteCcipMessageErrorType,
  type ExecuteCcipMessageParameters,
  type ExecuteCcipMessageReturnType,
  executeCcipMessage,
} from '../actions/bridge/executeCcipMessage.js'
export {
  type GetBridgeCompletionErrorType,
  type GetBridgeCompletionParameters,
  type GetBridgeCompletionReturnType,
  getBridgeCompletion,
} from '../actions/bridge/getBridgeCompletion.js'
export {
  type GetBridgeFailureErrorType,
  type GetBridgeFailureParameters,
  type GetBridgeFailureReturnType,
  getBridgeFailure,
} from '../actions/bridge/getBridgeFailure.js'
export {
  type BridgeMessageState,
  type GetBridgeMessageStateErrorType,
  type GetBridgeMessageStateParameters,
  type GetBridgeMessageStateReturnType,
  getBridgeMessageState,
} from '../actions/bridge/getBridgeMessageState.js'
export {
  type GetBridgeRequestErrorType,
  type GetBridgeRequestParameters,
  type GetBridgeRequestReturnType,
  getBridgeRequest,
} from '../actions/bridge/getBridgeRequest.js'
export {
  type GetBridgeStatusErrorType,
  type GetBridgeStatusParameters,
  type GetBridgeStatusReturnType,
  getBridgeStatus,
} from '../actions/bridge/getBridgeStatus.js'
export {
  type GetCcipExecutionStateErrorType,
  type GetCcipExecutionStateParameters,
  type GetCcipExecutionStateReturnType,
  type GetCcipMessagesErrorType,
  type GetCcipMessagesParameters,
  type GetCcipMessagesReturnType,
  getCcipExecutionState,
  getCcipMessages,
} from '../actions/bridge/getCcipMessages.js'
export {
  type IsChangedErrorType,
  type IsChangedParameters,
  type IsChangedReturnType,
  isChanged,
} from '../actions/bridge/isChanged.js'
export {
  type NonceOfMessageErrorType,
  type NonceOfMessageParameters,
  type NonceOfMessageReturnType,
  nonceOfMessage,
} from '../actions/bridge/nonceOfMessage.js'
export {
  type QuoteBridgeErrorType,
  type QuoteBridgeParameters,
  type QuoteBridgeReturnType,
  quoteBridge,
} from '../actions/bridge/quoteBridge.js'
export {
  type RefundBridgeMessageErrorType,
  type RefundBridgeMessageParameters,
  type RefundBridgeMessageReturnType,
  refundBridgeMessage,
} from '../actions/bridge/refundBridgeMessage.js'
export {
  type RemainingTodayErrorType,
  type RemainingTodayParameters,
  type RemainingTodayReturnType,
  remainingToday,
} from '../actions/bridge/remainingToday.js'
export {
  type RetryBridgeMessageErrorType,
  type RetryBridgeMessageParameters,
  type RetryBridgeMessageReturnType,
  retryBridgeMessage,
} from '../actions/bridge/retryBridgeMessage.js'
export {
  type UserHistoryErrorType,
  type UserHistoryParameters,
  type UserHistoryReturnType,
  userHistory,
} from '../actions/bridge/userHistory.js'
export {
  type AddMintErrorType,
  type AddMintParameters,
  type AddMintReturnType,
  addMint,
} from '../actions/card/addMint.js'
export {
  type BurnCardErrorType,
  type BurnCardParameters,
  type BurnCardReturnType,
  burnCard,
} from '../actions/card/burnCard.js'
export {
  type CardInfoesErrorType,
  type CardInfoesParameters,
  type CardInfoesReturnType,
  cardInfoes,
} from '../actions/card/cardInfoes.js'
export {
  type ContainsInWhiteListErrorType,
  type ContainsInWhiteListParameters,
  type ContainsInWhiteListReturnType,
  containsInWhiteList,
} from '../actions/card/containsInWhiteList.js'
export {
  type FreeMintMapErrorType,
  type FreeMintMapParameters,
  type FreeMintMapReturnType,
  freeMintMap,
} from '../actions/card/freeMintMap.js'
export {
  type FreeMultiMintErrorType,
  type FreeMultiMintParameters,
  type FreeMultiMintReturnType,
  freeMultiMint,
} from '../actions/card/freeMultiMint.js'
export {
  type GetCardIdsByRarityErrorType,
  type GetCardIdsByRarityParameters,
  type GetCardIdsByRarityReturnType,
  getCardIdsByRarity,
} from '../actions/card/getCardIdsByRarity.js'
export {
  type GetCardMetadataErrorType,
  type GetCardMetadataParameters,
  type GetCardMetadataReturnType,
  getCardMetadata,
} from '../actions/card/getCardMetadata.js'
export {
  type GetClaimableCardsErrorType,
  type GetClaimableCardsParameters,
  type GetClaimableCardsReturnType,
  getClaimableCards,
} from '../actions/card/getClaimableCards.js'
export {
  type GetHeroIdsErrorType,
  type GetHeroIdsParameters,
  type GetHeroIdsReturnType,
  getHeroIds,
} from '../actions/card/getHeroIds.js'
export {
  type GetMintHeroesErrorType,
  type GetMintHeroesParameters,
  type GetMintHeroesReturnType,
  getMintHeroes,
} from '../actions/card/getMintHeroes.js'
export {
  type GetMintIdsErrorType,
  type GetMintIdsParameters,
  type GetMintIdsReturnType,
  getMintIds,
} from '../actions/card/getMintIds.js'
export {
  type GetMintInfosErrorType,
  type GetMintInfosParameters,
  type GetMintInfosReturnType,
  getMintInfos,
} from '../actions/card/getMintInfos.js'
export {
  type GetMintSettingsErrorType,
  type GetMintSettingsParameters,
  type GetMintSettingsReturnType,
  getMintSettings,
} from '../actions/card/getMintSettings.js'
export {
  type GetTokenIDsByAddressErrorType,
  type GetTokenIDsByAddressParameters,
  type GetTokenIDsByAddressReturnType,
  getTokenIDsByAddress,
} from '../actions/card/getTokenIDsByAddress.js'
export {
  type GetTokenInfosByAddressErrorType,
  type GetTokenInfosByAddressParameters,
  type GetTokenInfosByAddressReturnType,
  getTokenInfosByAddress,
} from '../actions/card/getTokenInfosByAddress.js'
export {
  type HeroIdMapErrorType,
  type HeroIdMapParameters,
  type HeroIdMapReturnType,
  heroIdMap,
} from '../actions/card/heroIdMap.js'
export {
  type NftOwnerClaimCardsErrorType,
  type NftOwnerClaimCardsParameters,
  type NftOwnerClaimCardsReturnType,
  nftOwnerClaimCards,
} from '../actions/card/nftOwnerClaimCards.js'
export {
  type NftPriceErrorType,
  type NftPriceParameters,
  type NftPriceReturnType,
  nftPrice,
} from '../actions/card/nftPrice.js'
export {
  type RarityMapErrorType,
  type RarityMapParameters,
  type RarityMapReturnType,
  rarityMap,
} from '../actions/card/rarityMap.js'
export {
  type TokenOfOwnerByIndexErrorType,
  type TokenOfOwnerByIndexParameters,
  type TokenOfOwnerByIndexReturnType,
  tokenOfOwnerByIndex,
} from '../actions/card/tokenOfOwnerByIndex.js'
export {
  type TokensOfOwnerErrorType,
  type TokensOfOwnerParameters,
  type TokensOfOwnerReturnType,
  tokensOfOwner,
} from '../actions/card/tokensOfOwner.js'
export {
  type WhitelistInfosErrorType,
  type WhitelistInfosParameters,
  type WhitelistInfosReturnType,
  whitelistInfos,
} from '../actions/card/whitelistInfos.js'
export {
  type CanClaimMysteryBoxesErrorType,
  type CanClaimMysteryBoxesParameters,
  type CanClaimMysteryBoxesReturnType,
  canClaimMysteryBoxes,
} from '../actions/claim/canClaimMysteryBoxes.js'
export {
  type ClaimMysteryBoxesErrorType,
  type ClaimMysteryBoxesParameters,
  type ClaimMysteryBoxesReturnType,
  claimMysteryBoxes,
} from '../actions/claim/claimMysteryBoxes.js'
export {
  type MysteryBoxClaimedErrorType,
  type MysteryBoxClaimedParameters,
  type MysteryBoxClaimedReturnType,
  mysteryBoxClaimed,
} from '../actions/claim/mysteryBoxClaimed.js'
// Deprecated flat names (one release): the actions under their old names.
export {
  type WaitForContractEventErrorType,
  type WaitForContractEventParameters,
  type WaitForContractEventReturnType,
  waitForContractEvent,
} from '../actions/events/waitForContractEvent.js'
export {
  type ClaimAllFarmsErrorType,
  type ClaimAllFarmsParameters,
  type ClaimAllFarmsReturnType,
  claimAllFarms,
} from '../actions/farm/claimAllFarms.js'
export {
  type ClaimFarmErrorType,
  type ClaimFarmParameters,
  type ClaimFarmReturnType,
  claimFarm,
} from '../actions/farm/claimFarm.js'
export {
  type CurrentUserTierErrorType,
  type CurrentUserTierParameters,
  type CurrentUserTierReturnType,
  currentUserTier,
} from '../actions/farm/currentUserTier.js'
export {
  type DepositLPErrorType,
  type DepositLPParameters,
  type DepositLPReturnType,
  depositLP,
} from '../actions/farm/depositLP.js'
export {
  type FarmEmissionErrorType,
  type FarmEmissionParameters,
  type FarmEmissionReturnType,
  farmEmission,
} from '../actions/farm/farmEmission.js'
export {
  type GetTiersErrorType,
  type GetTiersParameters,
  type GetTiersReturnType,
  getTiers,
} from '../actions/farm/getTiers.js'
export {
  type PendingLPRewardErrorType,
  type PendingLPRewardParameters,
  type PendingLPRewardReturnType,
  pendingLPReward,
} from '../actions/farm/pendingLPReward.js'
export {
  type PendingLPRewardByTierErrorType,
  type PendingLPRewardByTierParameters,
  type PendingLPRewardByTierReturnType,
  pendingLPRewardByTier,
} from '../actions/farm/pendingLPRewardByTier.js'
export {
  type PoolIdOfErrorType,
  type PoolIdOfParameters,
  type PoolIdOfReturnType,
  poolIdOf,
} from '../actions/farm/poolIdOf.js'
export {
  type PoolInfoErrorType,
  type PoolInfoParameters,
  type PoolInfoReturnType,
  poolInfo,
} from '../actions/farm/poolInfo.js'
export {
  type PoolLengthErrorType,
  type PoolLengthParameters,
  type PoolLengthReturnType,
  poolLength,
} from '../actions/farm/poolLength.js'
export {
  type RewardOwedErrorType,
  type RewardOwedParameters,
  type RewardOwedReturnType,
  rewardOwed,
} from '../actions/farm/rewardOwed.js'
export {
  type UserLPInfoErrorType,
  type UserLPInfoParameters,
  type UserLPInfoReturnType,
  userLPInfo,
} from '../actions/farm/userLPInfo.js'
export {
  type WithdrawEmergencyErrorType,
  type WithdrawEmergencyParameters,
  type WithdrawEmergencyReturnType,
  withdrawEmergency,
} from '../actions/farm/withdrawEmergency.js'
export {
  type WithdrawLPErrorType,
  type WithdrawLPParameters,
  type WithdrawLPReturnType,
  withdrawLP,
} from '../actions/farm/withdrawLP.js'
export {
  type AddMergeErrorType,
  type AddMergeParameters,
  type AddMergeReturnType,
  addMerge,
} from '../actions/merge/addMerge.js'
export {
  type AddMergeBatchErrorType,
  type AddMergeBatchParameters,
  type AddMergeBatchReturnType,
  addMergeBatch,
} from '../actions/merge/addMergeBatch.js'
export {
  type GetMergeIdsErrorType,
  type GetMergeIdsParameters,
  type GetMergeIdsReturnType,
  getMergeIds,
} from '../actions/merge/getMergeIds.js'
export {
  type GetMergeInfosErrorType,
  type GetMergeInfosParameters,
  type GetMergeInfosReturnType,
  getMergeInfos,
} from '../actions/merge/getMergeInfos.js'
export {
  type MergeSuccessRateMapErrorType,
  type MergeSuccessRateMapParameters,
  type MergeSuccessRateMapReturnType,
  mergeSuccessRateMap,
} from '../actions/merge/mergeSuccessRateMap.js'
export {
  type RarityDirectionalPriceMapErrorType,
  type RarityDirectionalPriceMapParameters,
  type RarityDirectionalPriceMapReturnType,
  rarityDirectionalPriceMap,
} from '../actions/merge/rarityDirectionalPriceMap.js'
export {
  type RarityMergePriceMapErrorType,
  type RarityMergePriceMapParameters,
  type RarityMergePriceMapReturnType,
  rarityMergePriceMap,
} from '../actions/merge/rarityMergePriceMap.js'
export {
  type CollectionMetadata,
  collectionMetadataSchema,
  decodeMetadataURI,
  type GetCollectionMetadataErrorType,
  type GetCollectionMetadataParameters,
  type GetCollectionMetadataReturnType,
  type GetTokenMetadataErrorType,
  type GetTokenMetadataParameters,
  type GetTokenMetadataReturnType,
  getCollectionMetadata,
  getTokenMetadata,
  type TokenMetadata,
  tokenMetadataSchema,
  traitSchema,
} from '../actions/metadata/index.js'
export {
  type GenesisHeroOfErrorType,
  type GenesisHeroOfParameters,
  type GenesisHeroOfReturnType,
  genesisHeroOf,
} from '../actions/mirror/genesisHeroOf.js'
export {
  type GetGenesisTokensOfErrorType,
  type GetGenesisTokensOfParameters,
  type GetGenesisTokensOfReturnType,
  getGenesisTokensOf,
} from '../actions/mirror/getGenesisTokensOf.js'
export {
  type GetMirrorableTokensErrorType,
  type GetMirrorableTokensParameters,
  type GetMirrorableTokensReturnType,
  getMirrorableTokens,
} from '../actions/mirror/getMirrorableTokens.js'
export {
  type IsMirroredErrorType,
  type IsMirroredParameters,
  type IsMirroredReturnType,
  isMirrored,
} from '../actions/mirror/isMirrored.js'
export {
  type MirroredTokenOfErrorType,
  type MirroredTokenOfParameters,
  type MirroredTokenOfReturnType,
  mirroredTokenOf,
} from '../actions/mirror/mirroredTokenOf.js'
export {
  type MirrorGenesisErrorType,
  type MirrorGenesisParameters,
  type MirrorGenesisReturnType,
  mirrorGenesis,
} from '../actions/mirror/mirrorGenesis.js'
export {
  type ApproveNftErrorType,
  type ApproveNftParameters,
  type ApproveNftReturnType,
  approveNft,
} from '../actions/nft/approveNft.js'
export type { CollectionName } from '../actions/nft/collectionAddress.js'
export {
  type GetApprovedErrorType,
  type GetApprovedParameters,
  type GetApprovedReturnType,
  getApproved,
} from '../actions/nft/getApproved.js'
export {
  type IsApprovedForAllErrorType,
  type IsApprovedForAllParameters,
  type IsApprovedForAllReturnType,
  isApprovedForAll,
} from '../actions/nft/isApprovedForAll.js'
export {
  type NftBalanceOfErrorType,
  type NftBalanceOfParameters,
  type NftBalanceOfReturnType,
  nftBalanceOf,
} from '../actions/nft/nftBalanceOf.js'
export {
  type OwnerOfErrorType,
  type OwnerOfParameters,
  type OwnerOfReturnType,
  ownerOf,
} from '../actions/nft/ownerOf.js'
export {
  type SafeTransferFromErrorType,
  type SafeTransferFromParameters,
  type SafeTransferFromReturnType,
  safeTransferFrom,
} from '../actions/nft/safeTransferFrom.js'
export {
  type SetApprovalForAllErrorType,
  type SetApprovalForAllParameters,
  type SetApprovalForAllReturnType,
  setApprovalForAll,
} from '../actions/nft/setApprovalForAll.js'
export {
  type TokenURIErrorType,
  type TokenURIParameters,
  type TokenURIReturnType,
  tokenURI,
} from '../actions/nft/tokenURI.js'
export {
  type BurnLiquidityErrorType,
  type BurnLiquidityParameters,
  type BurnLiquidityReturnType,
  burnLiquidity,
} from '../actions/pool/burnLiquidity.js'
export {
  type GetAmountOutErrorType,
  type GetAmountOutParameters,
  type GetAmountOutReturnType,
  getAmountOut,
} from '../actions/pool/getAmountOut.js'
export {
  type GetReservesErrorType,
  type GetReservesParameters,
  type GetReservesReturnType,
  getReserves,
  type PairName,
} from '../actions/pool/getReserves.js'
export {
  type MintLiquidityErrorType,
  type MintLiquidityParameters,
  type MintLiquidityReturnType,
  mintLiquidity,
} from '../actions/pool/mintLiquidity.js'
export {
  type SwapTokensErrorType,
  type SwapTokensParameters,
  type SwapTokensReturnType,
  swapTokens,
} from '../actions/pool/swapTokens.js'
export {
  type CancelRandomnessErrorType,
  type CancelRandomnessParameters,
  type CancelRandomnessReturnType,
  cancelRandomness,
} from '../actions/randomness/cancelRandomness.js'
export {
  COMPLETE_CANCEL_GAS,
  type CompleteCancelRandomnessErrorType,
  type CompleteCancelRandomnessParameters,
  type CompleteCancelRandomnessReturnType,
  completeCancelRandomness,
} from '../actions/randomness/completeCancelRandomness.js'
export {
  type DeliverRandomnessErrorType,
  type DeliverRandomnessParameters,
  type DeliverRandomnessReturnType,
  deliverRandomness,
} from '../actions/randomness/deliverRandomness.js'
export {
  type GetRandomnessCountsErrorType,
  type GetRandomnessCountsParameters,
  type GetRandomnessCountsReturnType,
  getRandomnessCounts,
} from '../actions/randomness/getRandomnessCounts.js'
export {
  type GetRandomnessRequestErrorType,
  type GetRandomnessRequestParameters,
  type GetRandomnessRequestReturnType,
  getRandomnessRequest,
  type RandomnessStatus,
} from '../actions/randomness/getRandomnessRequest.js'
export {
  type RequestTimeoutErrorType,
  type RequestTimeoutParameters,
  type RequestTimeoutReturnType,
  requestTimeout,
} from '../actions/randomness/requestTimeout.js'
export {
  itemRoll,
  type VerifyRandomnessErrorType,
  type VerifyRandomnessParameters,
  type VerifyRandomnessReturnType,
  verifyRandomness,
} from '../actions/randomness/verifyRandomness.js'
export {
  type GetTokensStakedByAddressErrorType,
  type GetTokensStakedByAddressParameters,
  type GetTokensStakedByAddressReturnType,
  getTokensStakedByAddress,
} from '../actions/staking/getTokensStakedByAddress.js'
export {
  type IsStakedErrorType,
  type IsStakedParameters,
  type IsStakedReturnType,
  isStaked,
} from '../actions/staking/isStaked.js'
export {
  type LockTimeErrorType,
  type LockTimeParameters,
  type LockTimeReturnType,
  lockTime,
} from '../actions/staking/lockTime.js'
export {
  type StakeCardErrorType,
  type StakeCardParameters,
  type StakeCardReturnType,
  stakeCard,
} from '../actions/staking/stakeCard.js'
export {
  type StakeMultiErrorType,
  type StakeMultiParameters,
  type StakeMultiReturnType,
  stakeMulti,
} from '../actions/staking/stakeMulti.js'
export {
  type StakeOfErrorType,
  type StakeOfParameters,
  type StakeOfReturnType,
  stakeOf,
} from '../actions/staking/stakeOf.js'
export {
  type WithdrawMultiErrorType,
  type WithdrawMultiParameters,
  type WithdrawMultiReturnType,
  withdrawMulti,
} from '../actions/staking/withdrawMulti.js'
export {
  type WithdrawStakedCardErrorType,
  type WithdrawStakedCardParameters,
  type WithdrawStakedCardReturnType,
  withdrawStakedCard,
} from '../actions/staking/withdrawStakedCard.js'
export {
  type AllowanceErrorType,
  type AllowanceParameters,
  type AllowanceReturnType,
  allowance,
} from '../actions/token/allowance.js'
export {
  type ApproveTokenErrorType,
  type ApproveTokenParameters,
  type ApproveTokenReturnType,
  approveToken,
} from '../actions/token/approveToken.js'
export {
  type BalanceOfErrorType,
  type BalanceOfParameters,
  type BalanceOfReturnType,
  balanceOf,
} from '../actions/token/balanceOf.js'
export {
  type DelegateVotesErrorType,
  type DelegateVotesParameters,
  type DelegateVotesReturnType,
  delegateVotes,
} from '../actions/token/delegateVotes.js'
export {
  type GetTokenInfoErrorType,
  type GetTokenInfoParameters,
  type GetTokenInfoReturnType,
  getTokenInfo,
} from '../actions/token/getTokenInfo.js'
export {
  type GetVotesErrorType,
  type GetVotesParameters,
  type GetVotesReturnType,
  getVotes,
} from '../actions/token/getVotes.js'
export {
  type PermitTokenErrorType,
  type PermitTokenParameters,
  type PermitTokenReturnType,
  permitToken,
} from '../actions/token/permitToken.js'
export {
  type SignPermitErrorType,
  type SignPermitParameters,
  type SignPermitReturnType,
  signPermit,
} from '../actions/token/signPermit.js'
export {
  type TotalSupplyErrorType,
  type TotalSupplyParameters,
  type TotalSupplyReturnType,
  totalSupply,
} from '../actions/token/totalSupply.js'
export {
  type TransferTokenErrorType,
  type TransferTokenParameters,
  type TransferTokenReturnType,
  transferToken,
} from '../actions/token/transferToken.js'
export {
  type SendPreparedWriteErrorType,
  type SendPreparedWriteParameters,
  type SendPreparedWriteReturnType,
  sendPreparedWrite,
} from '../actions/transaction/sendPreparedWrite.js'
export {
  TRANSACTION_TIMEOUT_MS,
  type WaitForTransactionErrorType,
  type WaitForTransactionParameters,
  type WaitForTransactionReturnType,
  waitForTransaction,
} from '../actions/transaction/waitForTransaction.js'
export {
  type BatchPaidErrorType,
  type BatchPaidParameters,
  type BatchPaidReturnType,
  batchPaid,
} from '../actions/vault/batchPaid.js'
export {
  type DepositNFTsErrorType,
  type DepositNFTsParameters,
  type DepositNFTsReturnType,
  depositNFTs,
} from '../actions/vault/depositNFTs.js'
export {
  type DepositToVaultErrorType,
  type DepositToVaultParameters,
  type DepositToVaultReturnType,
  depositToVault,
} from '../actions/vault/depositToVault.js'
export {
  type GetVaultDepositsErrorType,
  type GetVaultDepositsParameters,
  type GetVaultDepositsReturnType,
  getVaultDeposits,
  type VaultDeposit,
} from '../actions/vault/getVaultDeposits.js'
export {
  type MultiSendErrorType,
  type MultiSendParameters,
  type MultiSendReturnType,
  multiSend,
} from '../actions/vault/multiSend.js'
export {
  type NftDepositorErrorType,
  type NftDepositorParameters,
  type NftDepositorReturnType,
  nftDepositor,
} from '../actions/vault/nftDepositor.js'
export {
  type ReleaseNFTsErrorType,
  type ReleaseNFTsParameters,
  type ReleaseNFTsReturnType,
  releaseNFTs,
} from '../actions/vault/releaseNFTs.js'
export {
  type AcceptedTokensErrorType,
  type AcceptedTokensParameters,
  type AcceptedTokensReturnType,
  acceptedTokens,
} from '../actions/voucher/acceptedTokens.js'
export {
  type RedeemAmountErrorType,
  type RedeemAmountParameters,
  type RedeemAmountReturnType,
  redeemAmount,
} from '../actions/voucher/redeemAmount.js'
export {
  type RedeemedCountErrorType,
  type RedeemedCountParameters,
  type RedeemedCountReturnType,
  redeemedCount,
} from '../actions/voucher/redeemedCount.js'
export {
  type RedeemVoucherErrorType,
  type RedeemVoucherParameters,
  type RedeemVoucherReturnType,
  redeemVoucher,
} from '../actions/voucher/redeemVoucher.js'
export {
  type RequestAccountErrorType,
  type RequestAccountReturnType,
  requestAccount,
} from '../actions/wallet/requestAccount.js'
export {
  type WaitForBoxRevealErrorType,
  type WaitForBoxRevealParameters,
  type WaitForBoxRevealReturnType,
  waitForBoxReveal,
} from '../actions/watch/waitForBoxReveal.js'
export {
  type BridgeStatus,
  bridgeStatus,
  type WaitForBridgeCompletionErrorType,
  type WaitForBridgeCompletionParameters,
  type WaitForBridgeCompletionReturnType,
  waitForBridgeCompletion,
} from '../actions/watch/waitForBridgeCompletion.js'
export {
  type WaitForMergeResolutionErrorType,
  type WaitForMergeResolutionParameters,
  type WaitForMergeResolutionReturnType,
  waitForMergeResolution,
} from '../actions/watch/waitForMergeResolution.js'
export {
  type AllMatchesErrorType,
  type AllMatchesParameters,
  type AllMatchesReturnType,
  allMatches,
} from '../actions/worldcup/allMatches.js'
export {
  type BetByMatchIdErrorType,
  type BetByMatchIdParameters,
  type BetByMatchIdReturnType,
  betByMatchId,
} from '../actions/worldcup/betByMatchId.js'
export {
  type BetFinalMatchErrorType,
  type BetFinalMatchParameters,
  type BetFinalMatchReturnType,
  betFinalMatch,
} from '../actions/worldcup/betFinalMatch.js'
export {
  type BettingRecordsErrorType,
  type BettingRecordsParameters,
  type BettingRecordsReturnType,
  bettingRecords,
} from '../actions/worldcup/bettingRecords.js'
export {
  type BuyCreditsErrorType,
  type BuyCreditsParameters,
  type BuyCreditsReturnType,
  buyCredits,
} from '../actions/worldcup/buyCredits.js'
export {
  type ClaimableActiveErrorType,
  type ClaimableActiveParameters,
  type ClaimableActiveReturnType,
  claimableActive,
} from '../actions/worldcup/claimableActive.js'
export {
  type ClaimBetCreditsByMatchIdErrorType,
  type ClaimBetCreditsByMatchIdParameters,
  type ClaimBetCreditsByMatchIdReturnType,
  claimBetCreditsByMatchId,
} from '../actions/worldcup/claimBetCreditsByMatchId.js'
export {
  type ClaimFinalMatchBetCreditsErrorType,
  type ClaimFinalMatchBetCreditsParameters,
  type ClaimFinalMatchBetCreditsReturnType,
  claimFinalMatchBetCredits,
} from '../actions/worldcup/claimFinalMatchBetCredits.js'
export {
  type ClaimMatchBetCreditsAllErrorType,
  type ClaimMatchBetCreditsAllParameters,
  type ClaimMatchBetCreditsAllReturnType,
  claimMatchBetCreditsAll,
} from '../actions/worldcup/claimMatchBetCreditsAll.js'
export {
  type ClaimMatchBetRewardErrorType,
  type ClaimMatchBetRewardParameters,
  type ClaimMatchBetRewardReturnType,
  claimMatchBetReward,
} from '../actions/worldcup/claimMatchBetReward.js'
export {
  type DrawRaffleErrorType,
  type DrawRaffleParameters,
  type DrawRaffleReturnType,
  drawRaffle,
} from '../actions/worldcup/drawRaffle.js'
export {
  type GetAllMatchResultsErrorType,
  type GetAllMatchResultsParameters,
  type GetAllMatchResultsReturnType,
  getAllMatchResults,
} from '../actions/worldcup/getAllMatchResults.js'
export {
  type GetCountryHeroesErrorType,
  type GetCountryHeroesParameters,
  type GetCountryHeroesReturnType,
  getCountryHeroes,
} from '../actions/worldcup/getCountryHeroes.js'
export {
  type GetLeaderboardErrorType,
  type GetLeaderboardParameters,
  type GetLeaderboardReturnType,
  getLeaderboard,
} from '../actions/worldcup/getLeaderboard.js'
export {
  type GetRaffleRoundErrorType,
  type GetRaffleRoundParameters,
  type GetRaffleRoundReturnType,
  getRaffleRound,
} from '../actions/worldcup/getRaffleRound.js'
export {
  type GetUserBetsAllErrorType,
  type GetUserBetsAllParameters,
  type GetUserBetsAllReturnType,
  getUserBetsAll,
} from '../actions/worldcup/getUserBetsAll.js'
export {
  type GetUserBetsByMatchIdErrorType,
  type GetUserBetsByMatchIdParameters,
  type GetUserBetsByMatchIdReturnType,
  getUserBetsByMatchId,
} from '../actions/worldcup/getUserBetsByMatchId.js'
export {
  type GetUserBetTokenListErrorType,
  type GetUserBetTokenListParameters,
  type GetUserBetTokenListReturnType,
  getUserBetTokenList,
} from '../actions/worldcup/getUserBetTokenList.js'
export {
  type GetUserUnclaimedCreditsErrorType,
  type GetUserUnclaimedCreditsParameters,
  type GetUserUnclaimedCreditsReturnType,
  getUserUnclaimedCredits,
} from '../actions/worldcup/getUserUnclaimedCredits.js'
export {
  type GetWorldCupStateErrorType,
  type GetWorldCupStateParameters,
  type GetWorldCupStateReturnType,
  getWorldCupState,
} from '../actions/worldcup/getWorldCupState.js'
export { FinaverseError } from '../errors.js'
export type { Reported } from '../internal/reported.js'
export type { PreparedWrite } from '../internal/write.js'
