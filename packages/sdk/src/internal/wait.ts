import { FinaverseError } from '../errors.js'
import { FALLBACK_CODE, TIMEOUT_CODE } from './codes.js'

/** The options every watcher takes. */
export type WatchOptions = {
  /** Milliseconds before giving up with `REQUEST_TIMEOUT`; default 10 minutes. */
  timeout?: number
  /** Milliseconds between polls; default: the client's polling interval. */
  pollingInterval?: number
  /** Stops the wait: the watcher rejects with a FinaverseError whose `cause` is the signal's reason. */
  signal?: AbortSignal
}

/** Rejects when the signal is aborted (with a FinaverseError carrying the reason). */
export function throwIfAborted(signal: AbortSignal | undefined, what: string): void {
  if (signal?.aborted)
    throw new FinaverseError('Aborted', {
      code: FALLBACK_CODE,
      cause: signal.reason,
      details: `${what}: aborted`,
    })
}

/** The timeout error of a watcher. */
export function timeoutError(what: string, timeout: number): FinaverseError {
  return new FinaverseError('Request Timeout', {
    code: TIMEOUT_CODE,
    details: `${what} within ${timeout} ms`,
  })
}

/** Waits `ms`, or less when the signal aborts (then throws). */
export async function sleep(ms: number, signal: AbortSignal | undefined, what: string): Promise<void> {
  throwIfAborted(signal, what)
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
  throwIfAborted(signal, what)
}
