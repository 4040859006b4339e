// Transactions sent from any screen, kept outside React so their status survives navigation: the toasts
// (TxToasts, in the shell) show each one until it is mined or failed, whatever screen is on.
import type { MessageDescriptor } from '@lingui/core'
import { createStore, useStore } from '../../lib/store'

export type TrackedTransaction = {
  readonly hash: `0x${string}`
  readonly chainId: number
  /** What the transaction does ("Approve FINA"). */
  readonly label: MessageDescriptor
  readonly status: 'pending' | 'success' | 'error'
  readonly error?: unknown
}

const transactions = createStore<readonly TrackedTransaction[]>([])

function update(hash: string, change: Partial<TrackedTransaction>) {
  transactions.update((entries) =>
    entries.map((entry) => (entry.hash === hash ? { ...entry, ...change } : entry)),
  )
}

/** Removes a transaction from the toasts. */
export function dismissTransaction(hash: string): void {
  transactions.update((entries) => entries.filter((entry) => entry.hash !== hash))
}

/** Milliseconds a settled transaction's toast stays before it goes by itself. */
export const SETTLED_TOAST_MS = 8000

/**
 * Shows a sent transaction until `receipt` settles, then its outcome for a while; returns `receipt`. The waiting
 * is not tied to a component, so leaving the screen does not lose it.
 */
export function trackTransaction<T>(
  transaction: Omit<TrackedTransaction, 'status' | 'error'>,
  receipt: Promise<T>,
): Promise<T> {
  transactions.update((entries) => [
    ...entries.filter((entry) => entry.hash !== transaction.hash),
    { ...transaction, status: 'pending' },
  ])
  const settle = () => setTimeout(() => dismissTransaction(transaction.hash), SETTLED_TOAST_MS)
  receipt.then(
    () => {
      update(transaction.hash, { status: 'success' })
      settle()
    },
    (error: unknown) => {
      update(transaction.hash, { status: 'error', error })
      settle()
    },
  )
  return receipt
}

/** The tracked transactions, oldest first. */
export function useTrackedTransactions(): readonly TrackedTransaction[] {
  return useStore(transactions)
}
