// The one transaction flow of every write (SCREENS.md), as a pure state machine: idle -> preparing (simulation) ->
// confirm (what happens and the fee; the wallet is not open yet) -> signing (the wallet asks) -> pending (hash) ->
// success; a failed simulation, a reverted or timed-out transaction -> error; a wallet rejection -> rejected.
// Events that do not fit the current state are ignored, so a second press while signing sends nothing.
import type { PreparedWrite } from '@finaverse/sdk'
import type { Hash, TransactionReceipt } from 'viem'

export type WriteState =
  | { readonly status: 'idle' }
  | { readonly status: 'preparing' }
  | { readonly status: 'confirm'; readonly prepared: PreparedWrite }
  | { readonly status: 'signing'; readonly prepared: PreparedWrite }
  | { readonly status: 'pending'; readonly prepared: PreparedWrite; readonly hash: Hash }
  | { readonly status: 'success'; readonly hash: Hash; readonly receipt: TransactionReceipt }
  | { readonly status: 'rejected' }
  | { readonly status: 'error'; readonly error: unknown; readonly hash?: Hash }

export type WriteEvent =
  | { readonly type: 'prepare' }
  | { readonly type: 'prepared'; readonly prepared: PreparedWrite }
  | { readonly type: 'sign' }
  | { readonly type: 'sent'; readonly hash: Hash }
  | { readonly type: 'mined'; readonly receipt: TransactionReceipt }
  | { readonly type: 'rejected' }
  | { readonly type: 'failed'; readonly error: unknown }
  | { readonly type: 'cancel' }

export const IDLE: WriteState = { status: 'idle' }

/** States in which nothing is under way: a new write may start. */
export function isSettled(state: WriteState): boolean {
  return (
    state.status === 'idle' ||
    state.status === 'success' ||
    state.status === 'rejected' ||
    state.status === 'error'
  )
}

export function writeFlowReducer(state: WriteState, event: WriteEvent): WriteState {
  switch (event.type) {
    case 'prepare':
      return isSettled(state) ? { status: 'preparing' } : state
    case 'prepared':
      return state.status === 'preparing' ? { status: 'confirm', prepared: event.prepared } : state
    case 'sign':
      return state.status === 'confirm' ? { status: 'signing', prepared: state.prepared } : state
    case 'sent':
      return state.status === 'signing'
        ? { status: 'pending', prepared: state.prepared, hash: event.hash }
        : state
    case 'mined':
      return state.status === 'pending'
        ? { status: 'success', hash: state.hash, receipt: event.receipt }
        : state
    case 'rejected':
      return state.status === 'signing' ? { status: 'rejected' } : state
    case 'failed':
      if (state.status === 'preparing' || state.status === 'signing')
        return { status: 'error', error: event.error }
      if (state.status === 'pending') return { status: 'error', error: event.error, hash: state.hash }
      return state
    case 'cancel':
      return state.status === 'confirm' || isSettled(state) ? IDLE : state
  }
}
