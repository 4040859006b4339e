// biome-ignore-all lint/performance/noBarrelFile: a package entry point (exports map) lists its public API by name.
// Entry point `@finaverse/sdk/actions`: one viem action per contract call a player makes, `fn(client, params)`.
// Reads return values; writes simulate and return a PreparedWrite (request + gas + fee) to send with
// `sendPreparedWrite`, then `waitForTransaction`.

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
  type RequestAccountErrorType,
  type RequestAccountReturnType,
  requestAccount,
} from './actions/wallet/requestAccount.js'
export { FinaverseError } from './errors.js'
export type { Reported } from './internal/reported.js'
export type { PreparedWrite } from './internal/write.js'
