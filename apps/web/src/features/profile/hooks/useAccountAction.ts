import { useCallback, useRef, useState } from 'react'

export type AccountActionState =
  | { readonly status: 'idle' | 'busy' | 'done' }
  | { readonly status: 'error'; readonly error: unknown }

/**
 * One REST action of an account form (sign in, create, change e-mail or password): busy while it runs (a second
 * press does nothing), then done or the failure for `errorText`.
 */
export function useAccountAction<args extends unknown[]>(run: (...args: args) => Promise<void>) {
  const [state, setState] = useState<AccountActionState>({ status: 'idle' })
  const busy = useRef(false)
  const latest = useRef(run)
  latest.current = run
  const start = useCallback(async (...args: args) => {
    if (busy.current) return
    busy.current = true
    setState({ status: 'busy' })
    try {
      await latest.current(...args)
      setState({ status: 'done' })
    } catch (error) {
      setState({ status: 'error', error })
    } finally {
      busy.current = false
    }
  }, [])
  const reset = useCallback(() => setState({ status: 'idle' }), [])
  return { state, start, reset }
}
