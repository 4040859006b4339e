import { blindBoxAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import { type BoxName, boxAddress } from './boxAddress.js'

export type PublicBuyingHistoryParameters = {
  buyer: Address
  /** The box: a deployment name (`'BlindBoxV1'` .. `'BlindBoxV4'`, `'MysteryBox'`) or an address. */
  box: BoxName | Address
}
export type PublicBuyingHistoryReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type PublicBuyingHistoryErrorType = FinaverseError

/**
 * Reads `publicBuyingHistory(buyer)`: boxes bought in the public sale (against `publicBuyableQuota`).
 *
 * @example
 * const bought = await publicBuyingHistory(clients.bsc, { box: 'BlindBoxV1', buyer: account })
 */
export async function publicBuyingHistory(
  client: AnyClient,
  parameters: PublicBuyingHistoryParameters,
): Promise<PublicBuyingHistoryReturnType> {
  return read(client, {
    abi: blindBoxAbi,
    address: boxAddress(client, parameters.box),
    functionName: 'publicBuyingHistory',
    args: [parameters.buyer],
  })
}
