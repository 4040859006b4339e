import { FinaverseError } from '@finaverse/sdk/rest'
import { useCallback, useRef, useState } from 'react'
import type { PowHandle } from './ProofOfWork'
import { restApi } from './session'

/**
 * One proof of work for a form (`forEmail`: the account whose sign-in it guards): `props` for `<ProofOfWork {...pow.props} />`, `take()` resolves with
 * the `pow` field (solving now if the player has not ticked the box; throws when solving fails) and `renew()` has the widget
 * solve a fresh challenge after the API spent one, the box staying ticked (each solution is accepted once, whatever the request's outcome).
 */
export function useProofOfWork(forEmail?: () => string | undefined) {
  const handle = useRef<PowHandle | null>(null)
  const [round, setRound] = useState(0)
  const emailOf = useRef(forEmail)
  emailOf.current = forEmail
  // With an e-mail: the challenge at the cost that account's sign-in needs now (harder after many failures).
  const challenge = useCallback(async () => {
    const { api, unwrap } = await restApi()
    const email = emailOf.current?.()
    return unwrap(await api.powChallenge(email ? { email } : {}))
  }, [])
  const onSolved = useCallback(() => {}, [])
  const take = useCallback(async (): Promise<string> => {
    const pow = await handle.current?.solve()
    if (!pow)
      throw new FinaverseError('Proof of work failed', {
        code: 'UNKNOWN_ERROR',
        cause: { ret: 429, msg: 'Proof of work failed', code: 'PROOF_OF_WORK_REQUIRED' },
      })
    return pow
  }, [])
  const renew = useCallback(() => setRound((r) => r + 1), [])
  return { round, props: { challenge, onSolved, handle, round, auto: 'onfocus' as const }, take, renew }
}
