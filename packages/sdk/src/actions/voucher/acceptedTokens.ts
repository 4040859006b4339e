import { voucherRedeemAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type AcceptedTokensParameters = {
  tokenAddress: Address
  /** The exchange contract; default: the chain's VoucherRedeem. */
  redeemer?: Address
}
export type AcceptedTokensReturnType = boolean
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type AcceptedTokensErrorType = FinaverseError

/**
 * Reads `acceptedTokens(tokenAddress)`: whether cards of that collection can be redeemed.
 *
 * @example
 * const ok = await acceptedTokens(clients.bsc, { tokenAddress: heroCard })
 */
export async function acceptedTokens(
  client: AnyClient,
  parameters: AcceptedTokensParameters,
): Promise<AcceptedTokensReturnType> {
  return read(client, {
    abi: voucherRedeemAbi,
    address: contractAddress(client, 'VoucherRedeem', parameters.redeemer),
    functionName: 'acceptedTokens',
    args: [parameters.tokenAddress],
  })
}
