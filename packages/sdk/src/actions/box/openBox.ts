import { blindBoxAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import { type BoxName, boxAddress } from './boxAddress.js'

export type OpenBoxParameters = {
  account: Account | Address
  tokenId: bigint
  /** The box: a deployment name (`'BlindBoxV1'` .. `'BlindBoxV4'`, `'MysteryBox'`) or an address. */
  box: BoxName | Address
}
export type OpenBoxReturnType = PreparedWrite<typeof blindBoxAbi, 'open'>
/** E.g. `NotTheOwner()`, `OwnerQueryForNonexistentToken()` for an opened box, `EnforcedPause()`. */
export type OpenBoxErrorType = FinaverseError

/**
 * Simulates `open(tokenId)`: burns the box and requests the randomness that reveals its card (`BoxRevealed`,
 * see `waitForBoxReveal`). The result is the randomness request id.
 *
 * @example
 * const prepared = await openBox(clients.bsc, { account, box: 'BlindBoxV1', tokenId: 1n })
 */
export async function openBox(client: AnyClient, parameters: OpenBoxParameters): Promise<OpenBoxReturnType> {
  return prepareWrite(client, {
    abi: blindBoxAbi,
    address: boxAddress(client, parameters.box),
    functionName: 'open',
    args: [parameters.tokenId],
    account: parameters.account,
  })
}
