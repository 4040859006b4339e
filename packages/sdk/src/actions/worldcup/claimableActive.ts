import { worldCupAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type ClaimableActiveParameters = { worldCup?: Address }
export type ClaimableActiveReturnType = boolean
export type ClaimableActiveErrorType = FinaverseError

/**
 * Whether win credits can be claimed now (`claimableActive()`): claims enabled and the claim window not over.
 *
 * @example
 * const open = await claimableActive(clients.bsc)
 */
export async function claimableActive(
  client: AnyClient,
  parameters: ClaimableActiveParameters = {},
): Promise<ClaimableActiveReturnType> {
  return read(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'claimableActive',
    args: [],
  })
}
