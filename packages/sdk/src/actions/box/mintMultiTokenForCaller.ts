import type { blindBoxAbi } from '@finaverse/contracts'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import { type MintMultiParameters, purchaseCall } from './mintMulti.js'

export type MintMultiTokenForCallerParameters = MintMultiParameters
export type MintMultiTokenForCallerReturnType = PreparedWrite<typeof blindBoxAbi, 'mintMultiTokenForCaller'>
/** The errors of `mintMulti`. */
export type MintMultiTokenForCallerErrorType = FinaverseError

/**
 * Simulates `mintMultiTokenForCaller(amount)`: the same purchase as `mintMulti` under its other name.
 *
 * @example
 * const prepared = await mintMultiTokenForCaller(clients.bsc, { account, box: 'BlindBoxV3', amount: 1n })
 */
export async function mintMultiTokenForCaller(
  client: AnyClient,
  parameters: MintMultiTokenForCallerParameters,
): Promise<MintMultiTokenForCallerReturnType> {
  return prepareWrite(client, {
    ...(await purchaseCall(client, parameters)),
    functionName: 'mintMultiTokenForCaller',
  })
}
