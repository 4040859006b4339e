import { devnetCcipRouterAbi } from '@finaverse/contracts'
import type { Account, Address, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

/** A CCIP message as the destination's router delivers it (`Client.Any2EVMMessage`, no tokens). */
export type CcipDelivery = {
  messageId: Hex
  /** The source chain's CCIP selector. */
  sourceChainSelector: bigint
  /** The sender, ABI-encoded (`abi.encode(address)`). */
  sender: Hex
  data: Hex
  receiver: Address
  gasLimit: bigint
}

export type ExecuteCcipMessageParameters = {
  /** The devnet router's EXECUTOR_ROLE (the keeper, playing CCIP's network). */
  account: Account | Address
  message: CcipDelivery
  /** The destination chain's DevnetCCIPRouter; default: the chain's. */
  router?: Address
}
export type ExecuteCcipMessageReturnType = PreparedWrite<typeof devnetCcipRouterAbi, 'execute'>
/** E.g. `AlreadyExecuted(messageId)`, `AccessControlUnauthorizedAccount`, `NotEnoughGasForCall(gasLeft, gasLimit)`. */
export type ExecuteCcipMessageErrorType = FinaverseError

/**
 * Devnets only: simulates the DevnetCCIPRouter's `execute`, which delivers a message sent on the other devnet chain
 * to its receiver with the message's gas limit (a receiver's revert is recorded by the router, not thrown). Live
 * chains have Chainlink's network.
 *
 * @example
 * const prepared = await executeCcipMessage(clients.polygon, { account: keeper, message })
 */
export async function executeCcipMessage(
  client: AnyClient,
  parameters: ExecuteCcipMessageParameters,
): Promise<ExecuteCcipMessageReturnType> {
  const { message } = parameters
  // The router gives the receiver exactly the message's gas limit, and checks first that 63/64 of what is left
  // covers it: the node's estimate would search below that (and Hardhat refuses the search's upper bound).
  const gas = message.gasLimit + message.gasLimit / 63n + 200_000n
  return prepareWrite(client, {
    minGas: gas,
    fallbackGas: gas,
    abi: devnetCcipRouterAbi,
    address: contractAddress(client, 'DevnetCCIPRouter', parameters.router),
    functionName: 'execute',
    args: [
      {
        messageId: message.messageId,
        sourceChainSelector: message.sourceChainSelector,
        sender: message.sender,
        data: message.data,
        destTokenAmounts: [],
      },
      message.receiver,
      message.gasLimit,
    ],
    account: parameters.account,
  })
}
