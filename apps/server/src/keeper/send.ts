import { decodeContractError } from '@finaverse/sdk'
import type { Abi, Address, Hash } from 'viem'
import type { KeeperChain } from './types.js'

export type Call = {
  address: Address
  abi: Abi
  functionName: string
  args?: readonly unknown[]
  value?: bigint
}

/** The last send of each signer on each chain (`chainId:address`): the next one starts once it has settled. */
const lastSend = new Map<string, Promise<unknown>>()

/**
 * Runs `send` once every earlier send of the same signer on the same chain has been handed to the node. The
 * keeper's jobs run side by side, so this is the one place where a signer's nonce is taken: viem reads it as the
 * node's pending transaction count inside `send`, and the previous transaction is already in the node's pool then.
 * Only the hand-over is serialised, never the wait for a receipt.
 */
export function serialSend<T>(chain: KeeperChain, send: () => Promise<T>): Promise<T> {
  const account = chain.walletClient.account
  if (!account) return Promise.reject(new Error(`no keeper account on ${chain.role}`))
  const key = `${chain.chainId}:${account.address.toLowerCase()}`
  const result = (lastSend.get(key) ?? Promise.resolve()).then(send, send)
  const settled = result.then(
    () => {},
    () => {},
  )
  lastSend.set(key, settled)
  // Forget a signer whose queue is empty again.
  void settled.then(() => {
    if (lastSend.get(key) === settled) lastSend.delete(key)
  })
  return result
}

/**
 * Simulates a call (a revert throws with the contract's decoded error before anything is sent), then sends it from
 * the keeper's account through {@link serialSend}; answers the transaction's hash without waiting for it to be mined.
 */
export async function sendTransaction(chain: KeeperChain, call: Call): Promise<Hash> {
  const account = chain.walletClient.account
  if (!account) throw new Error(`no keeper account on ${chain.role}`)
  const { request } = await chain.publicClient.simulateContract({
    ...(call as unknown as Parameters<typeof chain.publicClient.simulateContract>[0]),
    account,
  })
  return serialSend(chain, () =>
    chain.walletClient.writeContract(request as Parameters<typeof chain.walletClient.writeContract>[0]),
  )
}

/** {@link sendTransaction}, then waits for its receipt; a mined revert throws too. */
export async function sendAndWait(chain: KeeperChain, call: Call): Promise<Hash> {
  const hash = await sendTransaction(chain, call)
  const receipt = await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 100 })
  if (receipt.status !== 'success') throw new Error(`${call.functionName} reverted in ${hash}`)
  return hash
}

/** The custom error name of a failed simulation or call, decoded by the SDK's error model, if any. */
export function revertName(error: unknown): string | undefined {
  const decoded = decodeContractError(error)
  // A plain `require` message decodes as `Error(reason)`: not a custom error.
  return decoded && decoded.name !== 'Error' ? decoded.name : undefined
}
