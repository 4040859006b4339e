import { type PreparedWrite, toFinaverseError } from '@finaverse/sdk'
import type { Account, Hash } from 'viem'
import type { KeeperChain } from './types.js'

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

/** Prepares a write for the keeper's account with an SDK action, e.g. `(account) => drawRaffle(client, { account })`. */
export type PrepareWrite = (account: Account) => Promise<PreparedWrite>

/** The keeper's account on a chain (the operator of its contracts). */
function keeperAccount(chain: KeeperChain): Account {
  const account = chain.walletClient.account
  if (!account) throw new Error(`no keeper account on ${chain.role}`)
  return account
}

/** Hands a simulated request to the node from the keeper's account, through {@link serialSend}. */
function hand(chain: KeeperChain, request: object): Promise<Hash> {
  return serialSend(chain, () =>
    chain.walletClient.writeContract(request as Parameters<typeof chain.walletClient.writeContract>[0]),
  )
}

/** Waits for a sent transaction's receipt; a mined revert throws. */
async function mined(chain: KeeperChain, hash: Hash, functionName: string): Promise<Hash> {
  const receipt = await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 100 })
  if (receipt.status !== 'success') throw new Error(`${functionName} reverted in ${hash}`)
  return hash
}

/**
 * Prepares a write with an SDK operator action for the keeper's account (a revert rejects there with the SDK's
 * `FinaverseError`, its custom error decoded, before anything is sent), then sends it through {@link serialSend};
 * answers the transaction's hash without waiting for it to be mined.
 */
export async function sendWrite(chain: KeeperChain, prepare: PrepareWrite): Promise<Hash> {
  const { request } = await prepare(keeperAccount(chain))
  return hand(chain, request)
}

/** {@link sendWrite}, then waits for its receipt; a mined revert throws too. */
export async function sendWriteAndWait(chain: KeeperChain, prepare: PrepareWrite): Promise<Hash> {
  const { request } = await prepare(keeperAccount(chain))
  return mined(chain, await hand(chain, request), request.functionName)
}

/**
 * The custom error name of a failed simulation or call, if any: read with the SDK's one decoder (`toFinaverseError`:
 * what an action's `FinaverseError` carries, or the revert of a raw call decoded with its ABI).
 */
export function revertName(error: unknown): string | undefined {
  const name = toFinaverseError(error).contractError?.name
  // A plain `require` message decodes as `Error(reason)`: not a custom error.
  return name === 'Error' ? undefined : name
}
