import { useState } from 'react'
import { useProofOfWork } from '../../account/useProofOfWork'
import { describeError } from '../../errors/describe-error'

/**
 * The proof of work of a password check, asked for only after the API said so (`PROOF_OF_WORK_REQUIRED`: too many
 * failed sign-ins within the hour; `SIGN_IN_GUARDED`: past the hourly limit, a harder one for `forEmail`'s account): `shown` mounts the widget, `run` sends a request with the `pow` field once it is needed.
 */
export function useGuardedPow(forEmail?: () => string | undefined) {
  const pow = useProofOfWork(forEmail)
  const [shown, setShown] = useState(false)
  /** The `pow` field of the next request, when the API asks for one. */
  const field = async (): Promise<{ pow?: string }> => (shown ? { pow: await pow.take() } : {})
  /** After a request: a spent solution is renewed; a refusal for want of one shows the widget. */
  const after = (error: unknown) => {
    if (shown) pow.renew()
    const described = error ? describeError(error) : null
    if (described?.kind === 'unknown' && described.code === 'PROOF_OF_WORK_REQUIRED') setShown(true)
    // Past the account's hourly limit: a harder challenge (fetched for the account's e-mail).
    if (described?.kind === 'known' && described.code === 'SIGN_IN_GUARDED') setShown(true)
  }
  return {
    pow,
    shown,
    /**
     * One guarded request: `request` gets the `pow` field (empty until the API asks for one), and `after` sees its
     * outcome; its failure is rethrown.
     * @example await guard.run(async (pow) => unwrap(await api.login({ ...values, ...pow })))
     */
    async run<T>(request: (pow: { pow?: string }) => Promise<T>): Promise<T> {
      let failure: unknown = null
      try {
        return await request(await field())
      } catch (error) {
        failure = error
        throw error
      } finally {
        after(failure)
      }
    },
  }
}
