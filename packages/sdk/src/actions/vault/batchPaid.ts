import { gameVaultAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type BatchPaidParameters = {
  /** A withdrawal batch id (`multiSend`'s `batchId`). */
  batchId: bigint
  vault?: Address
}
/** Whether the vault paid the batch (each id is paid once). */
export type BatchPaidReturnType = boolean
/** The node's error (`NETWORK_ERROR`). */
export type BatchPaidErrorType = FinaverseError

/**
 * Reads the GameVault's `batchPaid(batchId)`: whether a payout batch was paid, so the keeper never pays it twice
 * after a restart.
 *
 * @example
 * const paid = await batchPaid(clients.bsc, { batchId: 42n })
 */
export async function batchPaid(
  client: AnyClient,
  parameters: BatchPaidParameters,
): Promise<BatchPaidReturnType> {
  return read(client, {
    abi: gameVaultAbi,
    address: contractAddress(client, 'GameVault', parameters.vault),
    functionName: 'batchPaid',
    args: [parameters.batchId],
  })
}
