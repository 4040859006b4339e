import { emailBindingAbi } from '@finaverse/contracts'
import { type Address, type Hex, zeroHash } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type CheckAccountParameters = { account: Address; binding?: Address }
/** The account's own commitment and the one it acts under as a delegate; null where there is none. */
export type CheckAccountReturnType = { emailHash: Hex | null; delegatedEmailHash: Hex | null }
export type CheckAccountErrorType = FinaverseError

/**
 * Reads `checkAccount(account)`. Compare with `calcEmailHash` to check an e-mail without revealing it.
 *
 * @example
 * const { emailHash } = await checkAccount(clients.bsc, { account })
 * const bound = emailHash === calcEmailHash({ account, email })
 */
export async function checkAccount(
  client: AnyClient,
  parameters: CheckAccountParameters,
): Promise<CheckAccountReturnType> {
  const [emailHash, delegatedEmailHash] = await read(client, {
    abi: emailBindingAbi,
    address: contractAddress(client, 'EmailBinding', parameters.binding),
    functionName: 'checkAccount',
    args: [parameters.account],
  })
  return {
    emailHash: emailHash === zeroHash ? null : emailHash,
    delegatedEmailHash: delegatedEmailHash === zeroHash ? null : delegatedEmailHash,
  }
}
