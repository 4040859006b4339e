import { blindBoxAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import { type BoxName, boxAddress } from './boxAddress.js'

export type OpenMultiParameters = {
  account: Account | Address
  tokenIds: readonly bigint[]
  /** The box: a deployment name (`'BlindBoxV1'` .. `'BlindBoxV4'`, `'MysteryBox'`) or an address. */
  box: BoxName | Address
}
export type OpenMultiReturnType = PreparedWrite<typeof blindBoxAbi, 'openMulti'>
/** E.g. `ArrayIsNull()`, `ArrayLengthError()` above 50, `NotTheOwner()`. */
export type OpenMultiErrorType = FinaverseError

/**
 * Simulates `openMulti(tokenIds)`: opens up to 50 boxes with one randomness request.
 *
 * @example
 * const prepared = await openMulti(clients.bsc, { account, box: 'BlindBoxV1', tokenIds: [1n, 2n] })
 */
export async function openMulti(
  client: AnyClient,
  parameters: OpenMultiParameters,
): Promise<OpenMultiReturnType> {
  return prepareWrite(client, {
    abi: blindBoxAbi,
    address: boxAddress(client, parameters.box),
    functionName: 'openMulti',
    args: [parameters.tokenIds],
    account: parameters.account,
  })
}
