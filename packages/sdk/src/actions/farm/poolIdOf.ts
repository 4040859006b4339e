import { finaFarmAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type PoolIdOfParameters = {
  /** The staked token (an LP pair, or FINA for the single-token pool). */
  token: Address
  /** The farm; default: the chain's FinaFarm. */
  farm?: Address
}
/** The pool id (`pid`) that stakes `token`. */
export type PoolIdOfReturnType = bigint
/** `UnknownPool(2^256 - 1)` when the farm has no pool for the token. */
export type PoolIdOfErrorType = FinaverseError

/**
 * Reads the farm's `poolIdOf(token)`: which pool stakes a token, to go on with `poolInfo` / `getTiers`.
 *
 * @example
 * const pid = await poolIdOf(clients.bsc, { token: finaBusdPair })
 */
export async function poolIdOf(
  client: AnyClient,
  parameters: PoolIdOfParameters,
): Promise<PoolIdOfReturnType> {
  return read(client, {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    functionName: 'poolIdOf',
    args: [parameters.token],
  })
}
