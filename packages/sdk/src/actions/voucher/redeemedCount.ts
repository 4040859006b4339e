import { voucherRedeemAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type RedeemedCountParameters = {
  user: Address
  /** The exchange contract; default: the chain's VoucherRedeem. */
  redeemer?: Address
}
export type RedeemedCountReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type RedeemedCountErrorType = FinaverseError

/**
 * Reads `redeemedCount(user)`: cards the user has redeemed.
 *
 * @example
 * const count = await redeemedCount(clients.bsc, { user: account })
 */
export async function redeemedCount(
  client: AnyClient,
  parameters: RedeemedCountParameters,
): Promise<RedeemedCountReturnType> {
  return read(client, {
    abi: voucherRedeemAbi,
    address: contractAddress(client, 'VoucherRedeem', parameters.redeemer),
    functionName: 'redeemedCount',
    args: [parameters.user],
  })
}
