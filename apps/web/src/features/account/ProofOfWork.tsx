import 'altcha'
import 'altcha/i18n/zh-cn'
import type { PowChallenge } from '@finaverse/sdk/rest'
import type { AltchaWidgetElement } from 'altcha/types/generic'
import type {} from 'altcha/types/react'
import { useEffect, useRef } from 'react'

export type ProofOfWorkProps = {
  /** Fetches a new challenge: the REST client's `powChallenge` (the API wraps it in its envelope). */
  challenge: () => Promise<PowChallenge>
  /** Receives the `pow` field (base64 of the challenge and its solution) once the browser has solved it. */
  onSolved: (pow: string) => void
  /** The widget's language: the site's `en` or `zh`. */
  lang: 'en' | 'zh'
}

/**
 * The self-hosted proof of work that guards sending a code, creating an account and a sign-in past the failure
 * threshold: the `altcha` widget, given the server's challenge, solves it in the browser and hands the payload to
 * `onSolved` (its `pow` field). Nothing is sent to a third party.
 */
export function ProofOfWork({ challenge, onSolved, lang }: ProofOfWorkProps) {
  const ref = useRef<AltchaWidgetElement>(null)
  useEffect(() => {
    const widget = ref.current
    if (!widget) return
    let cancelled = false
    void challenge().then((next) => {
      if (!cancelled) void widget.configure({ challenge: next as never })
    })
    const solved = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload
      if (payload) onSolved(payload)
    }
    widget.addEventListener('verified', solved)
    return () => {
      cancelled = true
      widget.removeEventListener('verified', solved)
    }
  }, [challenge, onSolved])
  return <altcha-widget ref={ref} language={lang === 'zh' ? 'zh-cn' : 'en'} name="pow" />
}
