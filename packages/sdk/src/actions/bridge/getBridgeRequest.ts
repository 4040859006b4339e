import { cardBridgeAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetBridgeRequestParameters = {
  nonce: bigint
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type GetBridgeRequestReturnType = ContractFunctionReturnType<
  typeof cardBridgeAbi,
  'view' | 'pure',
  'getRequest'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetBridgeRequestErrorType = FinaverseError

/**
 * Reads `getRequest(nonce)`: one bridge request (status 0 = unknown nonce).
 *
 * @example
 * const request = await getBridgeRequest(clients.bsc, { nonce: 1n })
 */
export async function getBridgeRequest(
  client: AnyClient,
  parameters: GetBridgeRequestParameters,
): Promise<GetBridgeRequestReturnType> {
  return read(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'getRequest',
    args: [parameters.nonce],
  })
}
