import { emailBindingAbi } from '@finaverse/contracts'
import type { Account, Address, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import { calcEmailHash } from './calcEmailHash.js'

export type BindAccountParameters = {
  account: Account | Address
  binding?: Address
} & ({ email: string; emailHash?: never } | { emailHash: Hex; email?: never })
export type BindAccountReturnType = PreparedWrite<typeof emailBindingAbi, 'bindAccount'>
/** E.g. `HashIsNull()`, `EnforcedPause()`. */
export type BindAccountErrorType = FinaverseError

/**
 * Simulates `bindAccount(emailHash)`: binds the wallet to its game account's e-mail. Pass the e-mail (hashed here
 * with {@link calcEmailHash}; it never leaves the browser) or a ready commitment.
 *
 * @example
 * const prepared = await bindAccount(clients.bsc, { account, email: 'player@example.com' })
 */
export async function bindAccount(
  client: AnyClient,
  parameters: BindAccountParameters,
): Promise<BindAccountReturnType> {
  const { account } = parameters
  const address = typeof account === 'string' ? account : account.address
  const emailHash = parameters.emailHash ?? calcEmailHash({ account: address, email: parameters.email ?? '' })
  return prepareWrite(client, {
    abi: emailBindingAbi,
    address: contractAddress(client, 'EmailBinding', parameters.binding),
    functionName: 'bindAccount',
    args: [emailHash],
    account,
  })
}
