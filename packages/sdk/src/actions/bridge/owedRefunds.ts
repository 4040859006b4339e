import { cardBridgeAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type OwedRefundsParameters = {
  user: Address
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type OwedRefundsReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type OwedRefundsErrorType = FinaverseError

/**
 * Reads `owedRefunds(user)`: refunded fees the bridge could not pay out (claim them with `claimRefund`).
 *
 * @example
 * const owed = await owedRefunds(clients.bsc, { user: account })
 */
export async function owedRefunds(
  client: AnyClient,
  parameters: OwedRefundsParameters,
): Promise<OwedRefundsReturnType> {
  return read(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'owedRefunds',
    args: [parameters.user],
  })
}
