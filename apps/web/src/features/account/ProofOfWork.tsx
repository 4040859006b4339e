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
  /**
   * Raised each time the API has spent the solution (`useProofOfWork`'s `renew`): the widget solves a fresh challenge
   * at once, so the check the player ticked is ticked again without a second tick.
   */
  round?: number
}

/** The widget's challenge source: a name its `fetch` (set below) answers, never fetched from the network. */
export const POW_SOURCE = 'finaverse:pow-challenge'

/**
 * Loads the widget (it defines `<altcha-widget>`) and its Chinese texts, once: a lazy chunk (about 45 kB gzip) that
 * only the forms with a proof of work fetch, not every screen of the profile.
 */
let widgetCode: Promise<void> | null = null
export function loadWidget(): Promise<void> {
  widgetCode ??= import('./altcha-widget').then(() => undefined)
  return widgetCode
}

/** Resolves once the custom element has created its component (its methods exist a microtask after it connects). */
async function mounted(widget: AltchaWidgetElement): Promise<void> {
  for (let i = 0; i < 200 && typeof widget.configure !== 'function'; i++)
    await new Promise((resolve) => setTimeout(resolve, 5))
}

/**
 * The self-hosted proof of work that guards sending a code, creating an account and a sign-in past the failure
 * threshold: the `altcha` widget, given the server's challenge, solves it in the browser and hands the payload to
 * `onSolved` (its `pow` field). Nothing is sent to a third party.
 */
export function ProofOfWork({
  challenge,
  onSolved,
  lang,
  auto = 'off',
  handle,
  round = 0,
}: ProofOfWorkProps) {
  const ref = useRef<AltchaWidgetElement>(null)
  const box = useRef<HTMLDivElement>(null)
  // Shared by the effects: whether the widget has its challenge source, whether the player asked for a solution
  // before that (a tick while it loaded), and the solution in hand.
  const state = useRef({ configured: false, wanted: false, payload: null as string | null })
  useEffect(() => {
    const widget = ref.current
    const wrapper = box.current
    if (!widget || !wrapper) return
    const own = state.current
    let cancelled = false
    own.configured = false
    own.payload = null
    // The first challenge is asked for at once, so that the first solution starts without a round trip; every later
    // verification (a tick after an error, an expired challenge, a new try) asks the API for a fresh one.
    let prefetched: Promise<PowChallenge> | null = challenge()
    prefetched.catch(() => {})
    const next = () => {
      const asked = prefetched ?? challenge()
      prefetched = null
      return asked
    }
    // The widget fetches its challenge itself whenever it verifies (a tick, a focused field, an action): give it a
    // source and a fetch that answer with the API's challenge, never the page's own URL (its default, which answered
    // with the HTML of the page and failed the check for a player who ticked it). On a slow phone its checkbox can
    // show before it is configured: a tick then is kept (the click does not reach the widget, which would verify
    // against nothing) and the widget verifies as soon as it is configured, so one tick is enough.
    const early = (event: Event) => {
      if (own.configured) return
      event.preventDefault()
      event.stopPropagation()
      own.wanted = true
    }
    wrapper.addEventListener('click', early, { capture: true })
    const ready = loadWidget()
      .then(() => mounted(widget))
      .then(async () => {
        if (cancelled) return
        await widget.configure({
          challenge: POW_SOURCE,
          fetch: async () =>
            new Response(JSON.stringify(await next()), { headers: { 'content-type': 'application/json' } }),
          hideFooter: true,
          hideLogo: true,
          auto,
        })
        own.configured = true
        if (own.wanted && !cancelled) {
          own.wanted = false
          void widget.verify().catch(() => {})
        }
      })
    // A failed challenge fetch surfaces when an action asks for the solution.
    ready.catch(() => {})
    const solved = (event: Event) => {
      const found = (event as CustomEvent<{ payload?: string }>).detail?.payload
      if (found) {
        own.payload = found
        onSolved(found)
      }
    }
    widget.addEventListener('verified', solved)
    // A solution is good until the widget leaves the verified state (unticked, expired, verifying again).
    const moved = (event: Event) => {
      if ((event as CustomEvent<{ state?: string }>).detail?.state !== 'verified') own.payload = null
    }
    widget.addEventListener('statechange', moved)
    if (handle)
      handle.current = {
        async solve() {
          await ready
          if (own.payload) return own.payload
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
      wrapper.removeEventListener('click', early, { capture: true })
      widget.removeEventListener('verified', solved)
      widget.removeEventListener('statechange', moved)
      if (handle) handle.current = null
    }
  }, [challenge, onSolved, handle, auto])
  // A spent solution: solve a fresh challenge now (before configuration, as soon as it is configured).
  const seen = useRef(round)
  useEffect(() => {
    if (seen.current === round) return
    seen.current = round
    const widget = ref.current
    const own = state.current
    own.payload = null
    if (!widget || !own.configured) {
      own.wanted = true
      return
    }
    void widget.verify().catch(() => {})
  }, [round])
  // `auto` is given with the configuration (above), not as an attribute: a verification it started earlier would
  // fetch the page's URL.
  return (
    <div ref={box} className="pow">
      <altcha-widget ref={ref} language={lang === 'zh' ? 'zh-cn' : 'en'} name="pow" auto="off" />
    </div>
  )
}
