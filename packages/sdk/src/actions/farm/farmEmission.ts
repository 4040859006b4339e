import { finaFarmAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type FarmEmissionParameters = { farm?: Address }
/** The farm's emission: FINA base units per block for all pools together, and the sum of their allocPoints. */
export type FarmEmissionReturnType = { rewardPerBlock: bigint; totalAllocPoint: bigint }
export type FarmEmissionErrorType = FinaverseError

/**
 * Reads `rewardPerBlock()` and `totalAllocPoint()`. A pool's share per block is
 * `poolRewardPerBlock(rewardPerBlock, allocPoint, totalAllocPoint)` of `@finaverse/domain`.
 *
 * @example
 * const { rewardPerBlock, totalAllocPoint } = await farmEmission(clients.bsc)
 */
export async function farmEmission(
  client: AnyClient,
  parameters: FarmEmissionParameters = {},
): Promise<FarmEmissionReturnType> {
  const address = contractAddress(client, 'FinaFarm', parameters.farm)
  const emission = read(client, {
    abi: finaFarmAbi,
    address,
    functionName: 'rewardPerBlock',
    args: [],
  })
  const points = read(client, {
    abi: finaFarmAbi,
    address,
    functionName: 'totalAllocPoint',
    args: [],
  })
  const [rewardPerBlock, totalAllocPoint] = await Promise.all([emission, points])
  return { rewardPerBlock, totalAllocPoint }
}
