import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { formatCountdown } from './format'

/** Seconds left until `until` (Unix seconds) at `nowMs` (this browser's clock) on a clock `offset` seconds ahead. */
export function secondsLeft(until: number, nowMs: number, offset = 0): number {
  return Math.max(0, until - (Math.floor(nowMs / 1000) + offset))
}

/**
 * A live countdown to `until` (Unix seconds) in the page's language; `onDone` once it reaches zero. `offset`: how
 * many seconds the clock `until` is on (a chain's) is ahead of this browser's. Not a live region: a ticking
 * announcement would be noise.
 */
export function Countdown({
  until,
  offset = 0,
  onDone,
}: {
  until: number
  offset?: number
  onDone?: () => void
}) {
  const { i18n } = useLingui()
  const [now, setNow] = useState(() => Date.now())
  const left = secondsLeft(until, now, offset)
  useEffect(() => {
    if (left === 0) {
      onDone?.()
      return
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000 - (Date.now() % 1000) + 5)
    return () => clearTimeout(timer)
  }, [left, onDone])
  return (
    <time className="countdown" dateTime={`PT${left}S`} data-testid="countdown">
      {formatCountdown(left, i18n.locale)}
    </time>
  )
}
