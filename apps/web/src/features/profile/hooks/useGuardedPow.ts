import { useState } from 'react'
import { useProofOfWork } from '../../account/useProofOfWork'
import { describeError } from '../../errors/describe-error'

/**
 * The proof of work of a password check, asked for only after the API said so (`PROOF_OF_WORK_REQUIRED`: too many
 * failed sign-ins within the hour): `shown` mounts the widget, `field()` gives the `pow` field once it is needed.
 */
export function useGuardedPow() {
  const pow = useProofOfWork()
  const [shown, setShown] = useState(false)
  return {
    pow,
    shown,
    /** The `pow` field of the next request, when the API asks for one. */
    async field(): Promise<{ pow?: string }> {
      return shown ? { pow: await pow.take() } : {}
    },
    /** After a request: a spent solution is renewed; a refusal for want of one shows the widget. */
    after(error: unknown) {
      if (shown) pow.renew()
      const described = error ? describeError(error) : null
      if (described?.kind === 'unknown' && described.code === 'PROOF_OF_WORK_REQUIRED') setShown(true)
    },
  }
}
