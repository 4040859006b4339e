import { finaTokenAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type BalanceOfParameters = {
  /** Whose balance. */
  account: Address
  /** An ERC-20 token (FINA, BUSD, WBNB, an LP pair...); default: the chain's FinaToken. */
  token?: Address
}
/** The balance in the token's base units. */
export type BalanceOfReturnType = bigint
export type BalanceOfErrorType = FinaverseError

/**
 * Reads an ERC-20 balance (default token: FINA of the client's chain).
 *
 * @example
 * const fina = await balanceOf(clients.bsc, { account: '0xf39F…2266' })
 */
export async function balanceOf(
  client: AnyClient,
  parameters: BalanceOfParameters,
): Promise<BalanceOfReturnType> {
  return read(client, {
    abi: finaTokenAbi,
    address: contractAddress(client, 'FinaToken', parameters.token),
    functionName: 'balanceOf',
    args: [parameters.account],
  })
}
