import { finaFarmAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type PoolLengthParameters = { farm?: Address }
/** How many farm pools exist (pids 0 .. n-1). */
export type PoolLengthReturnType = bigint
export type PoolLengthErrorType = FinaverseError

/**
 * Reads `poolLength()`.
 *
 * @example
 * const pools = await poolLength(clients.polygon) // 1n: FINA-MATIC
 */
export async function poolLength(
  client: AnyClient,
  parameters: PoolLengthParameters = {},
): Promise<PoolLengthReturnType> {
  return read(client, {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    functionName: 'poolLength',
    args: [],
  })
}
