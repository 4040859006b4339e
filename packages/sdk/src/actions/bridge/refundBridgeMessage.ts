import { cardBridgeMinterAbi } from '@finaverse/contracts'
import type { Account, Address, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type RefundBridgeMessageParameters = {
  /** The message's user or receiver (or the bridge's admin). */
  account: Account | Address
  messageId: Hex
  /** The message's data (`getBridgeFailure`). */
  data: Hex
  /** The native coin sent for the CCIP fee of the message back; default: `quoteRefund()`, read first. */
  value?: bigint
  /** The Polygon side of the bridge; default: the chain's CardBridgeMinter. */
  minter?: Address
}
export type RefundBridgeMessageReturnType = PreparedWrite<typeof cardBridgeMinterAbi, 'refundMessage'>
/** E.g. `NotFailed(messageId)`, `NotAllowedToRefund(caller)`, `NotEnoughMessageFee(required, sent)`. */
export type RefundBridgeMessageErrorType = FinaverseError

/**
 * Simulates `refundMessage(messageId, data)` on Polygon: a failed message is given up for good and a CCIP message
 * goes back to BSC, which returns the cards to their user. The value pays CCIP's fee of that message.
 *
 * @example
 * const prepared = await refundBridgeMessage(clients.polygon, { account, messageId, data: failure.data })
 */
export async function refundBridgeMessage(
  client: AnyClient,
  parameters: RefundBridgeMessageParameters,
): Promise<RefundBridgeMessageReturnType> {
  const address = contractAddress(client, 'CardBridgeMinter', parameters.minter)
  const value =
    parameters.value ??
    (await read(client, { abi: cardBridgeMinterAbi, address, functionName: 'quoteRefund', args: [] }))
  return prepareWrite(client, {
    abi: cardBridgeMinterAbi,
    address,
    functionName: 'refundMessage',
    args: [parameters.messageId, parameters.data],
    account: parameters.account,
    value,
  })
}
