import { cardBridgeMinterAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type RemainingTodayParameters = {
  /** The Polygon side of the bridge; default: the chain's CardBridgeMinter. */
  minter?: Address
}
export type RemainingTodayReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type RemainingTodayErrorType = FinaverseError

/**
 * Reads the Polygon side's `remainingToday()`: cards that can still be minted this UTC day (the daily cap).
 *
 * @example
 * const left = await remainingToday(clients.polygon, {})
 */
export async function remainingToday(
  client: AnyClient,
  parameters: RemainingTodayParameters,
): Promise<RemainingTodayReturnType> {
  return read(client, {
    abi: cardBridgeMinterAbi,
    address: contractAddress(client, 'CardBridgeMinter', parameters.minter),
    functionName: 'remainingToday',
    args: [],
  })
}
