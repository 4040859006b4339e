import { blindBoxAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import { type BoxName, boxAddress } from './boxAddress.js'

export type WhiteListOnlyParameters = {
  /** The box: a deployment name (`'BlindBoxV1'` .. `'BlindBoxV4'`, `'MysteryBox'`) or an address. */
  box: BoxName | Address
}
export type WhiteListOnlyReturnType = boolean
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type WhiteListOnlyErrorType = FinaverseError

/**
 * Reads `whiteListOnly()`: whether only whitelist members can buy.
 *
 * @example
 * const membersOnly = await whiteListOnly(clients.bsc, { box: 'BlindBoxV4' })
 */
export async function whiteListOnly(
  client: AnyClient,
  parameters: WhiteListOnlyParameters,
): Promise<WhiteListOnlyReturnType> {
  return read(client, {
    abi: blindBoxAbi,
    address: boxAddress(client, parameters.box),
    functionName: 'whiteListOnly',
    args: [],
  })
}
