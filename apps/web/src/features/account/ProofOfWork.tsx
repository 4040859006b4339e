import 'altcha'
import 'altcha/i18n/zh-cn'
import type { PowChallenge } from '@finaverse/sdk/rest'
import type { AltchaWidgetElement } from 'altcha/types/generic'
import type {} from 'altcha/types/react'
import { type RefObject, useEffect, useRef } from 'react'

/** Asks a mounted widget for a solution: the one it has, else it solves now (null: it failed). */
export type PowHandle = { solve(): Promise<string | null> }

export type ProofOfWorkProps = {
  /** Fetches a new challenge: the REST client's `powChallenge` (the API wraps it in its envelope). */
  challenge: () => Promise<PowChallenge>
  /** Receives the `pow` field (base64 of the challenge and its solution) once the browser has solved it. */
  onSolved: (pow: string) => void
  /** The widget's language: the site's `en` or `zh`. */
  lang: 'en' | 'zh'
  /** `onfocus`: start solving when the player focuses a field of the surrounding form (default `off`). */
  auto?: 'off' | 'onfocus'
  /** Set while mounted: lets a form's action wait for the solution instead of asking the player to tick the box. */
  handle?: RefObject<PowHandle | null>
}

/**
 * The self-hosted proof of work that guards sending a code, creating an account and a sign-in past the failure
 * threshold: the `altcha` widget, given the server's challenge, solves it in the browser and hands the payload to
 * `onSolved` (its `pow` field). Nothing is sent to a third party.
 */
export function ProofOfWork({ challenge, onSolved, lang, auto = 'off', handle }: ProofOfWorkProps) {
  const ref = useRef<AltchaWidgetElement>(null)
  useEffect(() => {
    const widget = ref.current
    if (!widget) return
    let cancelled = false
    let payload: string | null = null
    const ready = challenge().then(async (next) => {
      // No footer or logo: the site's type scale blew the widget's wordmark up to a poster.
      if (!cancelled) await widget.configure({ challenge: next as never, hideFooter: true, hideLogo: true })
    })
    // A failed challenge fetch surfaces when an action asks for the solution.
    ready.catch(() => {})
    const solved = (event: Event) => {
      const found = (event as CustomEvent<{ payload?: string }>).detail?.payload
      if (found) {
        payload = found
        onSolved(found)
      }
    }
    widget.addEventListener('verified', solved)
    if (handle)
      handle.current = {
        async solve() {
          await ready
          if (payload) return payload
          if (widget.getState() === 'verifying')
            return new Promise<string | null>((resolve) => {
              const settle = (event: Event) => {
                const detail = (event as CustomEvent<{ state?: string; payload?: string | null }>).detail
                if (detail?.state === 'verifying') return
                widget.removeEventListener('statechange', settle)
                resolve(detail?.state === 'verified' ? (detail.payload ?? null) : null)
              }
              widget.addEventListener('statechange', settle)
            })
          return (await widget.verify())?.payload ?? null
        },
      }
    return () => {
      cancelled = true
      widget.removeEventListener('verified', solved)
      if (handle) handle.current = null
    }
  }, [challenge, onSolved, handle])
  return <altcha-widget ref={ref} language={lang === 'zh' ? 'zh-cn' : 'en'} name="pow" auto={auto} />
}
