import { finaTokenAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type TotalSupplyParameters = {
  /** An ERC-20 token (FINA, an LP pair...); default: the chain's FinaToken. */
  token?: Address
}
/** The supply in the token's base units (an LP pair's: the liquidity tokens in existence). */
export type TotalSupplyReturnType = bigint
/** The node's error (`NETWORK_ERROR`). */
export type TotalSupplyErrorType = FinaverseError

/**
 * Reads an ERC-20's `totalSupply()` (default token: FINA of the client's chain); of a pair, the LP supply its
 * reserves back (the price of one LP token).
 *
 * @example
 * const lpSupply = await totalSupply(clients.bsc, { token: pair })
 */
export async function totalSupply(
  client: AnyClient,
  parameters: TotalSupplyParameters = {},
): Promise<TotalSupplyReturnType> {
  return read(client, {
    abi: finaTokenAbi,
    address: contractAddress(client, 'FinaToken', parameters.token),
    functionName: 'totalSupply',
    args: [],
  })
}
