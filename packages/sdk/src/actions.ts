// biome-ignore-all lint/performance/noBarrelFile: a package entry point (exports map) lists its public API by name.
// Entry point `@finaverse/sdk/actions`: one viem action per contract call a player makes, `fn(client, params)`.
// Reads return values; writes simulate and return a PreparedWrite (request + gas + fee) to send with
// `sendPreparedWrite`, then `waitForTransaction`.

export {
  type BindAccountErrorType,
  type BindAccountParameters,
  type BindAccountReturnType,
  bindAccount,
} from './actions/binding/bindAccount.js'
export {
  type CalcEmailHashParameters,
  type CalcEmailHashReturnType,
  calcEmailHash,
  EMAIL_HASH_TAG,
} from './actions/binding/calcEmailHash.js'
export {
  type CheckAccountErrorType,
  type CheckAccountParameters,
  type CheckAccountReturnType,
  checkAccount,
} from './actions/binding/checkAccount.js'
export {
  type DelegateAccountErrorType,
  type DelegateAccountParameters,
  type DelegateAccountReturnType,
  delegateAccount,
} from './actions/binding/delegateAccount.js'
export {
  type RemoveAccountErrorType,
  type RemoveAccountParameters,
  type RemoveAccountReturnType,
  removeAccount,
} from './actions/binding/removeAccount.js'
export {
  type UndelegateAccountErrorType,
  type UndelegateAccountParameters,
  type UndelegateAccountReturnType,
  undelegateAccount,
} from './actions/binding/undelegateAccount.js'
export {
  type WaitForContractEventErrorType,
  type WaitForContractEventParameters,
  type WaitForContractEventReturnType,
  waitForContractEvent,
} from './actions/events/waitForContractEvent.js'
export {
  type ClaimErrorType,
  type ClaimParameters,
  type ClaimReturnType,
  claim,
} from './actions/farm/claim.js'
export {
  type ClaimAllErrorType,
  type ClaimAllParameters,
  type ClaimAllReturnType,
  claimAll,
} from './actions/farm/claimAll.js'
export {
  type CurrentUserTierErrorType,
  type CurrentUserTierParameters,
  type CurrentUserTierReturnType,
  currentUserTier,
} from './actions/farm/currentUserTier.js'
export {
  type DepositLPErrorType,
  type DepositLPParameters,
  type DepositLPReturnType,
  depositLP,
} from './actions/farm/depositLP.js'
export {
  type GetTiersErrorType,
  type GetTiersParameters,
  type GetTiersReturnType,
  getTiers,
} from './actions/farm/getTiers.js'
export {
  type PendingLPRewardErrorType,
  type PendingLPRewardParameters,
  type PendingLPRewardReturnType,
  pendingLPReward,
} from './actions/farm/pendingLPReward.js'
export {
  type PendingLPRewardByTierErrorType,
  type PendingLPRewardByTierParameters,
  type PendingLPRewardByTierReturnType,
  pendingLPRewardByTier,
} from './actions/farm/pendingLPRewardByTier.js'
export {
  type PoolInfoErrorType,
  type PoolInfoParameters,
  type PoolInfoReturnType,
  poolInfo,
} from './actions/farm/poolInfo.js'
export {
  type PoolLengthErrorType,
  type PoolLengthParameters,
  type PoolLengthReturnType,
  poolLength,
} from './actions/farm/poolLength.js'
export {
  type RewardOwedErrorType,
  type RewardOwedParameters,
  type RewardOwedReturnType,
  rewardOwed,
} from './actions/farm/rewardOwed.js'
export {
  type UserLPInfoErrorType,
  type UserLPInfoParameters,
  type UserLPInfoReturnType,
  userLPInfo,
} from './actions/farm/userLPInfo.js'
export {
  type WithdrawEmergencyErrorType,
  type WithdrawEmergencyParameters,
  type WithdrawEmergencyReturnType,
  withdrawEmergency,
} from './actions/farm/withdrawEmergency.js'
export {
  type WithdrawLPErrorType,
  type WithdrawLPParameters,
  type WithdrawLPReturnType,
  withdrawLP,
} from './actions/farm/withdrawLP.js'
export {
  type BurnLiquidityErrorType,
  type BurnLiquidityParameters,
  type BurnLiquidityReturnType,
  burnLiquidity,
} from './actions/pool/burnLiquidity.js'
export {
  type GetAmountOutErrorType,
  type GetAmountOutParameters,
  type GetAmountOutReturnType,
  getAmountOut,
} from './actions/pool/getAmountOut.js'
export {
  type GetReservesErrorType,
  type GetReservesParameters,
  type GetReservesReturnType,
  getReserves,
  type PairName,
} from './actions/pool/getReserves.js'
export {
  type MintLiquidityErrorType,
  type MintLiquidityParameters,
  type MintLiquidityReturnType,
  mintLiquidity,
} from './actions/pool/mintLiquidity.js'
export {
  type SwapErrorType,
  type SwapParameters,
  type SwapReturnType,
  swap,
} from './actions/pool/swap.js'
export {
  type AllowanceErrorType,
  type AllowanceParameters,
  type AllowanceReturnType,
  allowance,
} from './actions/token/allowance.js'
export {
  type ApproveErrorType,
  type ApproveParameters,
  type ApproveReturnType,
  approve,
} from './actions/token/approve.js'
export {
  type BalanceOfErrorType,
  type BalanceOfParameters,
  type BalanceOfReturnType,
  balanceOf,
} from './actions/token/balanceOf.js'
export {
  type DelegateErrorType,
  type DelegateParameters,
  type DelegateReturnType,
  delegate,
} from './actions/token/delegate.js'
export {
  type GetTokenInfoErrorType,
  type GetTokenInfoParameters,
  type GetTokenInfoReturnType,
  getTokenInfo,
} from './actions/token/getTokenInfo.js'
export {
  type GetVotesErrorType,
  type GetVotesParameters,
  type GetVotesReturnType,
  getVotes,
} from './actions/token/getVotes.js'
export {
  type PermitErrorType,
  type PermitParameters,
  type PermitReturnType,
  permit,
} from './actions/token/permit.js'
export {
  type SignPermitErrorType,
  type SignPermitParameters,
  type SignPermitReturnType,
  signPermit,
} from './actions/token/signPermit.js'
export {
  type TransferErrorType,
  type TransferParameters,
  type TransferReturnType,
  transfer,
} from './actions/token/transfer.js'
export {
  type SendPreparedWriteErrorType,
  type SendPreparedWriteParameters,
  type SendPreparedWriteReturnType,
  sendPreparedWrite,
} from './actions/transaction/sendPreparedWrite.js'
export {
  TRANSACTION_TIMEOUT_MS,
  type WaitForTransactionErrorType,
  type WaitForTransactionParameters,
  type WaitForTransactionReturnType,
  waitForTransaction,
} from './actions/transaction/waitForTransaction.js'
export {
  type DepositErrorType,
  type DepositParameters,
  type DepositReturnType,
  deposit,
} from './actions/vault/deposit.js'
export {
  type DepositNFTsErrorType,
  type DepositNFTsParameters,
  type DepositNFTsReturnType,
  depositNFTs,
} from './actions/vault/depositNFTs.js'
export {
  type GetVaultDepositsErrorType,
  type GetVaultDepositsParameters,
  type GetVaultDepositsReturnType,
  getVaultDeposits,
  type VaultDeposit,
} from './actions/vault/getVaultDeposits.js'
export {
  type MultiSendErrorType,
  type MultiSendParameters,
  type MultiSendReturnType,
  multiSend,
} from './actions/vault/multiSend.js'
export {
  type RequestAccountErrorType,
  type RequestAccountReturnType,
  requestAccount,
} from './actions/wallet/requestAccount.js'
export { FinaverseError } from './errors.js'
export type { Reported } from './internal/reported.js'
export type { PreparedWrite } from './internal/write.js'
