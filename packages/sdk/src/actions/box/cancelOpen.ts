import { blindBoxAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import { type BoxName, boxAddress } from './boxAddress.js'

export type CancelOpenParameters = {
  account: Account | Address
  requestId: bigint
  /** The box: a deployment name (`'BlindBoxV1'` .. `'BlindBoxV4'`, `'MysteryBox'`) or an address. */
  box: BoxName | Address
}
export type CancelOpenReturnType = PreparedWrite<typeof blindBoxAbi, 'cancelOpen'>
/** E.g. `UnknownOpen(requestId)`, `CancelNotAllowed(requestId)` before the timeout. */
export type CancelOpenErrorType = FinaverseError

/**
 * Simulates `cancelOpen(requestId)`: gives unrevealed boxes back (as new box tokens) after the randomness timeout.
 *
 * @example
 * const prepared = await cancelOpen(clients.bsc, { account, box: 'BlindBoxV1', requestId })
 */
export async function cancelOpen(
  client: AnyClient,
  parameters: CancelOpenParameters,
): Promise<CancelOpenReturnType> {
  return prepareWrite(client, {
    abi: blindBoxAbi,
    address: boxAddress(client, parameters.box),
    functionName: 'cancelOpen',
    args: [parameters.requestId],
    account: parameters.account,
  })
}
