import { cardBridgeMinterAbi } from '@finaverse/contracts'
import type { Account, Address, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type RetryBridgeMessageParameters = {
  /** Anyone: the outcome is fixed by the message. */
  account: Account | Address
  messageId: Hex
  /** The message's data (`getBridgeFailure`). */
  data: Hex
  /** The Polygon side of the bridge; default: the chain's CardBridgeMinter. */
  minter?: Address
}
export type RetryBridgeMessageReturnType = PreparedWrite<typeof cardBridgeMinterAbi, 'retryMessage'>
/** E.g. `NotFailed(messageId)`, `EnforcedPause()`, `DailyCapExceeded(day, minted, cap)`, or the card contract's refusal. */
export type RetryBridgeMessageErrorType = FinaverseError

/**
 * Simulates `retryMessage(messageId, data)` on Polygon: mints a message that failed (paused, over the daily cap, out
 * of gas). The result is the new token ids.
 *
 * @example
 * const prepared = await retryBridgeMessage(clients.polygon, { account, messageId, data: failure.data })
 */
export async function retryBridgeMessage(
  client: AnyClient,
  parameters: RetryBridgeMessageParameters,
): Promise<RetryBridgeMessageReturnType> {
  return prepareWrite(client, {
    abi: cardBridgeMinterAbi,
    address: contractAddress(client, 'CardBridgeMinter', parameters.minter),
    functionName: 'retryMessage',
    args: [parameters.messageId, parameters.data],
    account: parameters.account,
  })
}
