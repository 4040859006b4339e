import { voucherRedeemAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type RedeemAmountParameters = {
  /** The exchange contract; default: the chain's VoucherRedeem. */
  redeemer?: Address
}
export type RedeemAmountReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type RedeemAmountErrorType = FinaverseError

/**
 * Reads `redeemAmount()`: vouchers given per redeemed card.
 *
 * @example
 * const perCard = await redeemAmount(clients.bsc, {})
 */
export async function redeemAmount(
  client: AnyClient,
  parameters: RedeemAmountParameters,
): Promise<RedeemAmountReturnType> {
  return read(client, {
    abi: voucherRedeemAbi,
    address: contractAddress(client, 'VoucherRedeem', parameters.redeemer),
    functionName: 'redeemAmount',
    args: [],
  })
}
