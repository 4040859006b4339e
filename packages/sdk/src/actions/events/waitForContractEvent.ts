import type { Abi, Address, ContractEventArgs, ContractEventName, GetContractEventsReturnType } from 'viem'
import { getBlockNumber, getContractEvents } from 'viem/actions'
import type { AnyClient } from '../../clients.js'
import { decodeFinaverseError, type FinaverseError } from '../../errors.js'
import { sleep, timeoutError, type WatchOptions } from '../../internal/wait.js'

export type WaitForContractEventParameters<abi extends Abi, eventName extends ContractEventName<abi>> = {
  abi: abi
  address: Address
  eventName: eventName
  /** Indexed arguments the event must have (as viem's `getContractEvents` takes them). */
  args?: ContractEventArgs<abi, eventName>
  /** Also accept events from this block on (e.g. the block of the request); default: the current block. */
  fromBlock?: bigint
  /** Extra check on a decoded log; the first log passing it resolves. */
  filter?: (log: GetContractEventsReturnType<abi, eventName>[number]) => boolean
} & WatchOptions
export type WaitForContractEventReturnType<
  abi extends Abi,
  eventName extends ContractEventName<abi>,
> = GetContractEventsReturnType<abi, eventName>[number]
/** `REQUEST_TIMEOUT` when no matching event came in time, `UNKNOWN_ERROR` when aborted; the node's error otherwise. */
export type WaitForContractEventErrorType = FinaverseError

/**
 * Resolves with the first log of a contract event matching `args` (and `filter`) from `fromBlock` on, polling the
 * chain with `eth_getLogs` (works on every node, with no filter to expire). The building block of the watchers
 * that wait for an outcome decided later by someone else (a box reveal, a merge resolution, a bridge completion).
 *
 * @example
 * const log = await waitForContractEvent(clients.bsc, { abi: gameVaultAbi, address: vault, eventName: 'Deposited', args: { account } })
 */
export async function waitForContractEvent<abi extends Abi, eventName extends ContractEventName<abi>>(
  client: AnyClient,
  parameters: WaitForContractEventParameters<abi, eventName>,
): Promise<WaitForContractEventReturnType<abi, eventName>> {
  const { abi, address, eventName, args, filter, timeout = 600_000, signal } = parameters
  const pollingInterval = parameters.pollingInterval ?? client.pollingInterval
  const deadline = Date.now() + timeout
  try {
    let fromBlock = parameters.fromBlock ?? (await getBlockNumber(client, { cacheTime: 0 }))
    for (;;) {
      const toBlock = await getBlockNumber(client, { cacheTime: 0 })
      if (toBlock >= fromBlock) {
        const logs = await getContractEvents(client, {
          abi,
          address,
          eventName,
          ...(args ? { args } : {}),
          fromBlock,
          toBlock,
          strict: true,
        })
        const match = logs.find((log) => !filter || filter(log))
        if (match) return match
        fromBlock = toBlock + 1n
      }
      if (Date.now() + pollingInterval > deadline)
        throw timeoutError(`No ${eventName} event of ${address}`, timeout)
      await sleep(pollingInterval, signal, `Waiting for ${eventName}`)
    }
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}
