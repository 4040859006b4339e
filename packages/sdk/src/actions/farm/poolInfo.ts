import { finaFarmAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type PoolInfoParameters = { pid: bigint; farm?: Address }
/** A farm pool: its staked token, weight, last rewarded block, accumulated reward per share and total staked. */
export type PoolInfoReturnType = {
  lpToken: Address
  allocPoint: number
  lastRewardBlock: bigint
  accRewardPerShare: bigint
  totalStaked: bigint
}
/** E.g. `UnknownPool(pid)`. */
export type PoolInfoErrorType = FinaverseError

/**
 * Reads `poolInfo(pid)`.
 *
 * @example
 * const { lpToken, totalStaked } = await poolInfo(clients.bsc, { pid: 0n })
 */
export async function poolInfo(
  client: AnyClient,
  parameters: PoolInfoParameters,
): Promise<PoolInfoReturnType> {
  const info = await read(client, {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    functionName: 'poolInfo',
    args: [parameters.pid],
  })
  return { ...info }
}
