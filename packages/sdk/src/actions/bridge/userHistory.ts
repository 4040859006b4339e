import { cardBridgeAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type UserHistoryParameters = {
  user: Address
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type UserHistoryReturnType = ContractFunctionReturnType<
  typeof cardBridgeAbi,
  'view' | 'pure',
  'userHistory'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type UserHistoryErrorType = FinaverseError

/**
 * Reads `userHistory(user)`: every bridge request of a user, oldest first (nonce, cards, fee, time, block,
 * status 1 sent / 2 refunded, bridge and CCIP fees, fee token, CCIP message id: follow it with `getBridgeStatus`).
 *
 * @example
 * const history = await userHistory(clients.bsc, { user: account })
 */
export async function userHistory(
  client: AnyClient,
  parameters: UserHistoryParameters,
): Promise<UserHistoryReturnType> {
  return read(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'userHistory',
    args: [parameters.user],
  })
}
