import { blindBoxAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import { type BoxName, boxAddress } from './boxAddress.js'

export type BoxBalanceOfParameters = {
  owner: Address
  /** The box: a deployment name (`'BlindBoxV1'` .. `'BlindBoxV4'`, `'MysteryBox'`) or an address. */
  box: BoxName | Address
}
export type BoxBalanceOfReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type BoxBalanceOfErrorType = FinaverseError

/**
 * Reads a box contract's `balanceOf(owner)`: unopened boxes held.
 *
 * @example
 * const boxes = await boxBalanceOf(clients.bsc, { box: 'BlindBoxV1', owner: account })
 */
export async function boxBalanceOf(
  client: AnyClient,
  parameters: BoxBalanceOfParameters,
): Promise<BoxBalanceOfReturnType> {
  return read(client, {
    abi: blindBoxAbi,
    address: boxAddress(client, parameters.box),
    functionName: 'balanceOf',
    args: [parameters.owner],
  })
}
