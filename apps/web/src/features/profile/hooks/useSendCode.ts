import type { MailPurpose } from '@finaverse/sdk/rest'
import { useCallback, useState } from 'react'
import { restApi } from '../../account/session'

export type SendCodeState = {
  readonly sending: boolean
  /** Where the last code went. */
  readonly sentTo: string | null
  /** Unix seconds before which no other code may be asked for (null: now). */
  readonly resendAt: number | null
  readonly error: unknown
}

const IDLE: SendCodeState = { sending: false, sentTo: null, resendAt: null, error: null }
const now = () => Math.floor(Date.now() / 1000)

/**
 * "Send code": asks the API to e-mail a code for `purpose` (each request spends a solved proof of work), then counts
 * down to when another may be asked for (the API's `resendIn`, also when it refuses a resend that comes too early).
 */
export function useSendCode({
  purpose,
  pow,
}: {
  purpose: MailPurpose
  pow: { take(): Promise<string>; renew(): void }
}) {
  const [state, setState] = useState<SendCodeState>(IDLE)
  const send = useCallback(
    async (email: string) => {
      setState((s) => ({ ...s, sending: true, error: null }))
      let spent = false
      try {
        const proof = await pow.take()
        const { api, unwrap } = await restApi()
        spent = true
        const { resendIn } = unwrap(await api.sendMailCaptcha({ email, purpose, pow: proof }))
        setState({ sending: false, sentTo: email, resendAt: now() + resendIn, error: null })
      } catch (error) {
        const resendIn = (error as { cause?: { data?: { resendIn?: unknown } } }).cause?.data?.resendIn
        setState((s) => ({
          ...s,
          sending: false,
          error,
          resendAt: typeof resendIn === 'number' ? now() + resendIn : s.resendAt,
        }))
      } finally {
        if (spent) pow.renew()
      }
    },
    [purpose, pow],
  )
  /** The countdown reached zero: another code may be asked for. */
  const ready = useCallback(() => setState((s) => ({ ...s, resendAt: null })), [])
  return { state, send, ready }
}
