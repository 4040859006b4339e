// How a keeper job sends a contract write: the SDK prepares it for the keeper's account (simulation and gas), then
// the chain's transaction manager (./transactions.ts) sends it, replaces it when needed and waits for its receipt.
import { type PreparedWrite, toFinaverseError } from '@finaverse/sdk'
import type { Account, Hash, TransactionReceipt } from 'viem'
import { type TxRequest, transactionsOf } from './transactions.js'
import type { KeeperChain } from './types.js'

/** Prepares a write for the keeper's account with an SDK action, e.g. `(account) => drawRaffle(client, { account })`. */
export type PrepareWrite = (account: Account) => Promise<PreparedWrite>

/** The keeper's account on a chain (the operator of its contracts). */
function keeperAccount(chain: KeeperChain): Account {
  const account = chain.walletClient.account
  if (!account) throw new Error(`no keeper account on ${chain.role}`)
  return account
}

export type SendOptions = {
  /** Told the new hash when the transaction manager replaces the transaction (e.g. to record it). */
  onReplaced?: (hash: Hash) => void | Promise<void>
}

/**
 * Prepares a write with an SDK operator action for the keeper's account (a revert rejects there with the SDK's
 * `FinaverseError`, its custom error decoded, before anything is sent), then hands it to the chain's transaction
 * manager (transactions.ts: local nonce, capped fees, replacement); answers the hash without waiting.
 */
export async function sendWrite(
  chain: KeeperChain,
  prepare: PrepareWrite,
  options: SendOptions = {},
): Promise<Hash> {
  const { request } = await prepare(keeperAccount(chain))
  return transactionsOf(chain).send(request as unknown as TxRequest, options)
}

/**
 * Waits for the receipt of a keeper transaction (or of the replacement that was mined instead), replacing or
 * re-sending it meanwhile as the chain's policy says; a hash sent before a restart is adopted. Does not check the
 * status. An aborted `signal` (the keeper lost the lock) ends the wait as a timeout does: the transaction stays
 * recorded, and whichever keeper leads next finds it.
 */
export function waitMined(
  chain: KeeperChain,
  hash: Hash,
  options: { timeoutMs?: number; signal?: AbortSignal | undefined } = {},
): Promise<TransactionReceipt> {
  return transactionsOf(chain).wait(hash, options)
}

/** {@link sendWrite}, then waits for its receipt ({@link waitMined}); a mined revert throws. Answers the mined hash. */
export async function sendWriteAndWait(
  chain: KeeperChain,
  prepare: PrepareWrite,
  options: SendOptions = {},
): Promise<Hash> {
  const { request } = await prepare(keeperAccount(chain))
  const manager = transactionsOf(chain)
  const receipt = await manager.wait(await manager.send(request as unknown as TxRequest, options))
  if (receipt.status !== 'success')
    throw new Error(`${request.functionName} reverted in ${receipt.transactionHash}`)
  return receipt.transactionHash
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
