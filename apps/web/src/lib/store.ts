// One small store for state kept outside React (a wallet connection, the transactions in flight, the network mode):
// a value, the components subscribed to it, and a hook over React's `useSyncExternalStore`, so every such store
// reads and notifies the same way.
import { useSyncExternalStore } from 'react'

/** What a component can read and follow: the current value and a subscription to its changes. */
export type ReadableStore<T> = {
  /** The current value (the same reference until it changes, as `useSyncExternalStore` requires). */
  get(): T
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

export type Store<T> = ReadableStore<T> & {
  /** Replaces the value and tells every listener (the caller decides whether an equal value is a change). */
  set(next: T): void
  /** Sets the value computed from the current one. */
  update(change: (current: T) => T): void
}

/** The listeners of a source of changes: `subscribe` for readers, `notify` for the writer. */
export function createListeners(): { subscribe(listener: () => void): () => void; notify(): void } {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    notify() {
      for (const listener of listeners) listener()
    },
  }
}

/**
 * A value kept outside React.
 * @example const count = createStore(0); count.update((n) => n + 1); count.get() // 1
 */
export function createStore<T>(initial: T): Store<T> {
  let value = initial
  const { subscribe, notify } = createListeners()
  const store: Store<T> = {
    get: () => value,
    set(next) {
      value = next
      notify()
    },
    update: (change) => store.set(change(value)),
    subscribe,
  }
  return store
}

const identity = <T>(value: T): T => value

/**
 * A store's value in a component, re-rendered when it changes; `select` picks a part (it must return the same value
 * for the same store value), `serverValue` what the pre-render and hydration see (default: the current value).
 */
export function useStore<T, S = T>(
  store: ReadableStore<T>,
  select: (value: T) => S = identity as (value: T) => S,
  serverValue: () => T = store.get,
): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(serverValue()),
  )
}
