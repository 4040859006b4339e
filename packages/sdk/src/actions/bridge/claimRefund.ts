import { cardBridgeAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type ClaimRefundParameters = {
  account: Account | Address
  to: Address
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type ClaimRefundReturnType = PreparedWrite<typeof cardBridgeAbi, 'claimRefund'>
/** E.g. `NothingToWithdraw()`. */
export type ClaimRefundErrorType = FinaverseError

/**
 * Simulates `claimRefund(to)`: pays the account's owed refunds to `to`.
 *
 * @example
 * const prepared = await claimRefund(clients.bsc, { account, to: account.address })
 */
export async function claimRefund(
  client: AnyClient,
  parameters: ClaimRefundParameters,
): Promise<ClaimRefundReturnType> {
  return prepareWrite(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'claimRefund',
    args: [parameters.to],
    account: parameters.account,
  })
}
