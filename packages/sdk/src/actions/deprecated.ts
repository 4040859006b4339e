// The old flat names of the actions renamed to say what they act on; kept for one release (see the changeset).

import {
  type OpenBoxErrorType,
  type OpenBoxParameters,
  type OpenBoxReturnType,
  openBox,
} from './box/openBox.js'
import {
  type BridgeCardsErrorType,
  type BridgeCardsParameters,
  type BridgeCardsReturnType,
  bridgeCards,
} from './bridge/bridgeCards.js'
import {
  type BurnCardErrorType,
  type BurnCardParameters,
  type BurnCardReturnType,
  burnCard,
} from './card/burnCard.js'
import {
  type ClaimAllFarmsErrorType,
  type ClaimAllFarmsParameters,
  type ClaimAllFarmsReturnType,
  claimAllFarms,
} from './farm/claimAllFarms.js'
import {
  type ClaimFarmErrorType,
  type ClaimFarmParameters,
  type ClaimFarmReturnType,
  claimFarm,
} from './farm/claimFarm.js'
import {
  type MirrorGenesisErrorType,
  type MirrorGenesisParameters,
  type MirrorGenesisReturnType,
  mirrorGenesis,
} from './mirror/mirrorGenesis.js'
import {
  type SwapTokensErrorType,
  type SwapTokensParameters,
  type SwapTokensReturnType,
  swapTokens,
} from './pool/swapTokens.js'
import {
  type StakeCardErrorType,
  type StakeCardParameters,
  type StakeCardReturnType,
  stakeCard,
} from './staking/stakeCard.js'
import {
  type WithdrawStakedCardErrorType,
  type WithdrawStakedCardParameters,
  type WithdrawStakedCardReturnType,
  withdrawStakedCard,
} from './staking/withdrawStakedCard.js'
import {
  type ApproveTokenErrorType,
  type ApproveTokenParameters,
  type ApproveTokenReturnType,
  approveToken,
} from './token/approveToken.js'
import {
  type DelegateVotesErrorType,
  type DelegateVotesParameters,
  type DelegateVotesReturnType,
  delegateVotes,
} from './token/delegateVotes.js'
import {
  type PermitTokenErrorType,
  type PermitTokenParameters,
  type PermitTokenReturnType,
  permitToken,
} from './token/permitToken.js'
import {
  type TransferTokenErrorType,
  type TransferTokenParameters,
  type TransferTokenReturnType,
  transferToken,
} from './token/transferToken.js'
import {
  type DepositToVaultErrorType,
  type DepositToVaultParameters,
  type DepositToVaultReturnType,
  depositToVault,
} from './vault/depositToVault.js'
import {
  type RedeemVoucherErrorType,
  type RedeemVoucherParameters,
  type RedeemVoucherReturnType,
  redeemVoucher,
} from './voucher/redeemVoucher.js'

/** @deprecated Renamed {@link approveToken}; `approve` goes in the next minor release. */
export const approve: typeof approveToken = approveToken
/** @deprecated Renamed `ApproveTokenErrorType`. */
export type ApproveErrorType = ApproveTokenErrorType
/** @deprecated Renamed `ApproveTokenParameters`. */
export type ApproveParameters = ApproveTokenParameters
/** @deprecated Renamed `ApproveTokenReturnType`. */
export type ApproveReturnType = ApproveTokenReturnType
/** @deprecated Renamed {@link transferToken}; `transfer` goes in the next minor release. */
export const transfer: typeof transferToken = transferToken
/** @deprecated Renamed `TransferTokenErrorType`. */
export type TransferErrorType = TransferTokenErrorType
/** @deprecated Renamed `TransferTokenParameters`. */
export type TransferParameters = TransferTokenParameters
/** @deprecated Renamed `TransferTokenReturnType`. */
export type TransferReturnType = TransferTokenReturnType
/** @deprecated Renamed {@link permitToken}; `permit` goes in the next minor release. */
export const permit: typeof permitToken = permitToken
/** @deprecated Renamed `PermitTokenErrorType`. */
export type PermitErrorType = PermitTokenErrorType
/** @deprecated Renamed `PermitTokenParameters`. */
export type PermitParameters = PermitTokenParameters
/** @deprecated Renamed `PermitTokenReturnType`. */
export type PermitReturnType = PermitTokenReturnType
/** @deprecated Renamed {@link delegateVotes}; `delegate` goes in the next minor release. */
export const delegate: typeof delegateVotes = delegateVotes
/** @deprecated Renamed `DelegateVotesErrorType`. */
export type DelegateErrorType = DelegateVotesErrorType
/** @deprecated Renamed `DelegateVotesParameters`. */
export type DelegateParameters = DelegateVotesParameters
/** @deprecated Renamed `DelegateVotesReturnType`. */
export type DelegateReturnType = DelegateVotesReturnType
/** @deprecated Renamed {@link claimFarm}; `claim` goes in the next minor release. */
export const claim: typeof claimFarm = claimFarm
/** @deprecated Renamed `ClaimFarmErrorType`. */
export type ClaimErrorType = ClaimFarmErrorType
/** @deprecated Renamed `ClaimFarmParameters`. */
export type ClaimParameters = ClaimFarmParameters
/** @deprecated Renamed `ClaimFarmReturnType`. */
export type ClaimReturnType = ClaimFarmReturnType
/** @deprecated Renamed {@link claimAllFarms}; `claimAll` goes in the next minor release. */
export const claimAll: typeof claimAllFarms = claimAllFarms
/** @deprecated Renamed `ClaimAllFarmsErrorType`. */
export type ClaimAllErrorType = ClaimAllFarmsErrorType
/** @deprecated Renamed `ClaimAllFarmsParameters`. */
export type ClaimAllParameters = ClaimAllFarmsParameters
/** @deprecated Renamed `ClaimAllFarmsReturnType`. */
export type ClaimAllReturnType = ClaimAllFarmsReturnType
/** @deprecated Renamed {@link depositToVault}; `deposit` goes in the next minor release. */
export const deposit: typeof depositToVault = depositToVault
/** @deprecated Renamed `DepositToVaultErrorType`. */
export type DepositErrorType = DepositToVaultErrorType
/** @deprecated Renamed `DepositToVaultParameters`. */
export type DepositParameters = DepositToVaultParameters
/** @deprecated Renamed `DepositToVaultReturnType`. */
export type DepositReturnType = DepositToVaultReturnType
/** @deprecated Renamed {@link openBox}; `open` goes in the next minor release. */
export const open: typeof openBox = openBox
/** @deprecated Renamed `OpenBoxErrorType`. */
export type OpenErrorType = OpenBoxErrorType
/** @deprecated Renamed `OpenBoxParameters`. */
export type OpenParameters = OpenBoxParameters
/** @deprecated Renamed `OpenBoxReturnType`. */
export type OpenReturnType = OpenBoxReturnType
/** @deprecated Renamed {@link burnCard}; `burn` goes in the next minor release. */
export const burn: typeof burnCard = burnCard
/** @deprecated Renamed `BurnCardErrorType`. */
export type BurnErrorType = BurnCardErrorType
/** @deprecated Renamed `BurnCardParameters`. */
export type BurnParameters = BurnCardParameters
/** @deprecated Renamed `BurnCardReturnType`. */
export type BurnReturnType = BurnCardReturnType
/** @deprecated Renamed {@link stakeCard}; `stake` goes in the next minor release. */
export const stake: typeof stakeCard = stakeCard
/** @deprecated Renamed `StakeCardErrorType`. */
export type StakeErrorType = StakeCardErrorType
/** @deprecated Renamed `StakeCardParameters`. */
export type StakeParameters = StakeCardParameters
/** @deprecated Renamed `StakeCardReturnType`. */
export type StakeReturnType = StakeCardReturnType
/** @deprecated Renamed {@link withdrawStakedCard}; `withdraw` goes in the next minor release. */
export const withdraw: typeof withdrawStakedCard = withdrawStakedCard
/** @deprecated Renamed `WithdrawStakedCardErrorType`. */
export type WithdrawErrorType = WithdrawStakedCardErrorType
/** @deprecated Renamed `WithdrawStakedCardParameters`. */
export type WithdrawParameters = WithdrawStakedCardParameters
/** @deprecated Renamed `WithdrawStakedCardReturnType`. */
export type WithdrawReturnType = WithdrawStakedCardReturnType
/** @deprecated Renamed {@link mirrorGenesis}; `mirror` goes in the next minor release. */
export const mirror: typeof mirrorGenesis = mirrorGenesis
/** @deprecated Renamed `MirrorGenesisErrorType`. */
export type MirrorErrorType = MirrorGenesisErrorType
/** @deprecated Renamed `MirrorGenesisParameters`. */
export type MirrorParameters = MirrorGenesisParameters
/** @deprecated Renamed `MirrorGenesisReturnType`. */
export type MirrorReturnType = MirrorGenesisReturnType
/** @deprecated Renamed {@link redeemVoucher}; `redeem` goes in the next minor release. */
export const redeem: typeof redeemVoucher = redeemVoucher
/** @deprecated Renamed `RedeemVoucherErrorType`. */
export type RedeemErrorType = RedeemVoucherErrorType
/** @deprecated Renamed `RedeemVoucherParameters`. */
export type RedeemParameters = RedeemVoucherParameters
/** @deprecated Renamed `RedeemVoucherReturnType`. */
export type RedeemReturnType = RedeemVoucherReturnType
/** @deprecated Renamed {@link swapTokens}; `swap` goes in the next minor release. */
export const swap: typeof swapTokens = swapTokens
/** @deprecated Renamed `SwapTokensErrorType`. */
export type SwapErrorType = SwapTokensErrorType
/** @deprecated Renamed `SwapTokensParameters`. */
export type SwapParameters = SwapTokensParameters
/** @deprecated Renamed `SwapTokensReturnType`. */
export type SwapReturnType = SwapTokensReturnType
/** @deprecated Renamed {@link bridgeCards}; `exchange` goes in the next minor release. */
export const exchange: typeof bridgeCards = bridgeCards
/** @deprecated Renamed `BridgeCardsErrorType`. */
export type ExchangeErrorType = BridgeCardsErrorType
/** @deprecated Renamed `BridgeCardsParameters`. */
export type ExchangeParameters = BridgeCardsParameters
/** @deprecated Renamed `BridgeCardsReturnType`. */
export type ExchangeReturnType = BridgeCardsReturnType
