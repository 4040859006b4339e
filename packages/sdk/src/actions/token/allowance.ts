import { finaTokenAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type AllowanceParameters = {
  owner: Address
  spender: Address
  /** An ERC-20 token; default: the chain's FinaToken. */
  token?: Address
}
/** The allowance in the token's base units. */
export type AllowanceReturnType = bigint
export type AllowanceErrorType = FinaverseError

/**
 * Reads how much `spender` may move from `owner` (a pool token is "approved" when this covers the balance).
 *
 * @example
 * const allowed = await allowance(clients.bsc, { owner: account, spender: farmAddress })
 */
export async function allowance(
  client: AnyClient,
  parameters: AllowanceParameters,
): Promise<AllowanceReturnType> {
  return read(client, {
    abi: finaTokenAbi,
    address: contractAddress(client, 'FinaToken', parameters.token),
    functionName: 'allowance',
    args: [parameters.owner, parameters.spender],
  })
}
