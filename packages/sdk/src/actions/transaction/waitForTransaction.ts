import { messageFor } from '@finaverse/domain'
import type { Hash, TransactionReceipt } from 'viem'
import { WaitForTransactionReceiptTimeoutError } from 'viem'
import { call, getTransaction, waitForTransactionReceipt } from 'viem/actions'
import type { AnyClient } from '../../clients.js'
import { decodeFinaverseError, FinaverseError } from '../../errors.js'
import { TIMEOUT_CODE, TRANSACTION_FAILED_CODE } from '../../internal/codes.js'

/**
 * The spec's "Transaction block timeout is 10000", read as milliseconds: how long {@link waitForTransaction}
 * waits for a receipt before it gives up (the transaction may still be mined later; the hash is kept).
 */
export const TRANSACTION_TIMEOUT_MS = 10_000

export type WaitForTransactionParameters = {
  hash: Hash
  /** Milliseconds to wait for the receipt; default {@link TRANSACTION_TIMEOUT_MS}. */
  timeout?: number
  /** Blocks to wait after inclusion; default 1. */
  confirmations?: number
}
export type WaitForTransactionReturnType = TransactionReceipt
/** `REQUEST_TIMEOUT` (with `hash`) when no receipt came in time, `TRANSACTION_FAILED` (with `hash` and the decoded error) when it reverted. */
export type WaitForTransactionErrorType = FinaverseError

/**
 * Waits for a transaction's receipt for at most 10000 ms (the spec's transaction timeout). On timeout it throws a
 * FinaverseError with code `REQUEST_TIMEOUT` that keeps the hash, so the site can look the transaction up later.
 * A reverted transaction throws `TRANSACTION_FAILED` with the decoded custom error when it can be replayed.
 *
 * @example
 * const hash = await sendPreparedWrite(walletClient, await approveToken(clients.bsc, { account, spender, amount }))
 * const receipt = await waitForTransaction(clients.bsc, { hash })
 */
export async function waitForTransaction(
  client: AnyClient,
  parameters: WaitForTransactionParameters,
): Promise<WaitForTransactionReturnType> {
  const { hash, timeout = TRANSACTION_TIMEOUT_MS, confirmations = 1 } = parameters
  let receipt: TransactionReceipt
  try {
    receipt = await waitForTransactionReceipt(client, { hash, timeout, confirmations, pollingInterval: 250 })
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError)
      throw new FinaverseError('Request Timeout', {
        code: TIMEOUT_CODE,
        cause: error,
        hash,
        details: `No receipt for ${hash} within ${timeout} ms; the transaction may still be mined.`,
      })
    throw await decodeFinaverseError(error, { hash })
  }
  if (receipt.status === 'success') return receipt
  // Replay the transaction on the state before its block to decode why it reverted.
  let replayed: FinaverseError | undefined
  try {
    const tx = await getTransaction(client, { hash })
    await call(client, {
      account: tx.from,
      ...(tx.to ? { to: tx.to } : {}),
      data: tx.input,
      value: tx.value,
      gas: tx.gas,
      blockNumber: receipt.blockNumber - 1n,
    })
  } catch (error) {
    replayed = await decodeFinaverseError(error, { hash })
  }
  const reason = replayed?.contractError ? `: ${replayed.details}` : ''
  throw new FinaverseError(messageFor(TRANSACTION_FAILED_CODE), {
    code: TRANSACTION_FAILED_CODE,
    hash,
    ...(replayed ? { cause: replayed } : {}),
    ...(replayed?.contractError ? { contractError: replayed.contractError } : {}),
    details: `Transaction ${hash} reverted in block ${receipt.blockNumber}${reason}`,
  })
}
