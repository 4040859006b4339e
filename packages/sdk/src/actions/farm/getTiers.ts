import { finaFarmAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetTiersParameters = { pid: bigint; farm?: Address }
/** The deposit-duration tiers of a pool, in index order: from `minSeconds` of average deposit age, `rewardBps` of the pending reward is paid. */
export type GetTiersReturnType = readonly { minSeconds: bigint; rewardBps: number }[]
export type GetTiersErrorType = FinaverseError

/**
 * Reads `getTiers(pid)`.
 *
 * @example
 * const tiers = await getTiers(clients.bsc, { pid: 0n })
 */
export async function getTiers(
  client: AnyClient,
  parameters: GetTiersParameters,
): Promise<GetTiersReturnType> {
  const tiers = await read(client, {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    functionName: 'getTiers',
    args: [parameters.pid],
  })
  return tiers.map((t) => ({ minSeconds: BigInt(t.minSeconds), rewardBps: Number(t.rewardBps) }))
}
