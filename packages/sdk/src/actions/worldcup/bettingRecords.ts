import { worldCupAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type BettingRecordsParameters = { user: Address; worldCup?: Address }
export type BettingRecordsReturnType = ContractFunctionReturnType<
  typeof worldCupAbi,
  'view',
  'bettingRecords'
>
export type BettingRecordsErrorType = FinaverseError

/**
 * A player's betting record (`bettingRecords(user)`): credits, winCredits (winning points), activated, and the
 * claim and hero counters.
 *
 * @example
 * const { credits, winCredits, activated } = await bettingRecords(clients.bsc, { user })
 */
export async function bettingRecords(
  client: AnyClient,
  parameters: BettingRecordsParameters,
): Promise<BettingRecordsReturnType> {
  return read(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'bettingRecords',
    args: [parameters.user],
  })
}
