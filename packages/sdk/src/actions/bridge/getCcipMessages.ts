import { devnetCcipRouterAbi } from '@finaverse/contracts'
import { type Address, encodeAbiParameters, type Hash } from 'viem'
import { getContractEvents } from 'viem/actions'
import type { AnyClient } from '../../clients.js'
import { decodeFinaverseError, type FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'
import type { CcipDelivery } from './executeCcipMessage.js'

export type GetCcipMessagesParameters = {
  fromBlock: bigint
  toBlock: bigint
  /** This chain's DevnetCCIPRouter; default: the chain's. */
  router?: Address
}
/** The messages sent, oldest first, as the destination delivers them, with where they were sent. */
export type GetCcipMessagesReturnType = readonly (CcipDelivery & {
  readonly destChainSelector: bigint
  readonly blockNumber: bigint
  readonly transactionHash: Hash
})[]
/** The node's error (`NETWORK_ERROR`, or a log range the node refuses). */
export type GetCcipMessagesErrorType = FinaverseError

/**
 * Devnets only: the CCIP messages a DevnetCCIPRouter sent in a block range (its `CCIPSendRequested` events), ready
 * for `executeCcipMessage` on the destination chain.
 *
 * @example
 * const sent = await getCcipMessages(clients.bsc, { fromBlock: 0n, toBlock: head })
 */
export async function getCcipMessages(
  client: AnyClient,
  parameters: GetCcipMessagesParameters,
): Promise<GetCcipMessagesReturnType> {
  const address = contractAddress(client, 'DevnetCCIPRouter', parameters.router)
  try {
    const logs = await getContractEvents(client, {
      abi: devnetCcipRouterAbi,
      address,
      eventName: 'CCIPSendRequested',
      fromBlock: parameters.fromBlock,
      toBlock: parameters.toBlock,
      strict: true,
    })
    if (logs.length === 0) return []
    const sourceChainSelector = await read(client, {
      abi: devnetCcipRouterAbi,
      address,
      functionName: 'chainSelector',
      args: [],
    })
    return logs.map((log) => ({
      messageId: log.args.messageId,
      sourceChainSelector,
      sender: encodeAbiParameters([{ type: 'address' }], [log.args.sender]),
      data: log.args.data,
      receiver: log.args.receiver,
      gasLimit: log.args.gasLimit,
      destChainSelector: log.args.destChainSelector,
      blockNumber: log.blockNumber,
      transactionHash: log.transactionHash,
    }))
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}

export type GetCcipExecutionStateParameters = {
  messageId: Hash
  /** This chain's DevnetCCIPRouter; default: the chain's. */
  router?: Address
}
/** `untouched` (not delivered), `success`, or `failure` (the receiver reverted: execute it again by hand). */
export type GetCcipExecutionStateReturnType = 'untouched' | 'success' | 'failure'
export type GetCcipExecutionStateErrorType = FinaverseError

/**
 * Devnets only: whether a DevnetCCIPRouter delivered a message (`executionState(messageId)`).
 *
 * @example
 * const state = await getCcipExecutionState(clients.polygon, { messageId })
 */
export async function getCcipExecutionState(
  client: AnyClient,
  parameters: GetCcipExecutionStateParameters,
): Promise<GetCcipExecutionStateReturnType> {
  const state = await read(client, {
    abi: devnetCcipRouterAbi,
    address: contractAddress(client, 'DevnetCCIPRouter', parameters.router),
    functionName: 'executionState',
    args: [parameters.messageId],
  })
  return (['untouched', 'success', 'failure'] as const)[state] ?? 'untouched'
}
