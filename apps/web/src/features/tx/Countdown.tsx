import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { formatCountdown } from './format'

/** Seconds left until `until` (Unix seconds) at `now` (ms). */
export function secondsLeft(until: number, nowMs: number): number {
  return Math.max(0, until - Math.floor(nowMs / 1000))
}

/**
 * A live countdown to `until` (Unix seconds) in the page's language; `onDone` once it reaches zero. Announced to
 * screen readers only at the end (a ticking live region would be noise).
 */
export function Countdown({ until, onDone }: { until: number; onDone?: () => void }) {
  const { i18n } = useLingui()
  const [now, setNow] = useState(() => Date.now())
  const left = secondsLeft(until, now)
  useEffect(() => {
    if (left === 0) {
      onDone?.()
      return
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000 - (Date.now() % 1000) + 5)
    return () => clearTimeout(timer)
  }, [left, onDone])
  return (
    <time className="countdown mono" dateTime={`PT${left}S`} data-testid="countdown">
      {formatCountdown(left, i18n.locale)}
    </time>
  )
}
