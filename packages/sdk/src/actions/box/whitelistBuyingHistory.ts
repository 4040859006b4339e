import { blindBoxAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import { type BoxName, boxAddress } from './boxAddress.js'

export type WhitelistBuyingHistoryParameters = {
  buyer: Address
  /** The box: a deployment name (`'BlindBoxV1'` .. `'BlindBoxV4'`, `'MysteryBox'`) or an address. */
  box: BoxName | Address
}
export type WhitelistBuyingHistoryReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type WhitelistBuyingHistoryErrorType = FinaverseError

/**
 * Reads `whitelistBuyingHistory(buyer)`: boxes bought as a whitelist member (against `whiteListBuyableQuota`).
 *
 * @example
 * const bought = await whitelistBuyingHistory(clients.bsc, { box: 'BlindBoxV4', buyer: account })
 */
export async function whitelistBuyingHistory(
  client: AnyClient,
  parameters: WhitelistBuyingHistoryParameters,
): Promise<WhitelistBuyingHistoryReturnType> {
  return read(client, {
    abi: blindBoxAbi,
    address: boxAddress(client, parameters.box),
    functionName: 'whitelistBuyingHistory',
    args: [parameters.buyer],
  })
}
