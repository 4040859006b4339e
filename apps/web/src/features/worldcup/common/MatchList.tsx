import './worldcup.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { dateTimeFormat, formatNumber, intlLocale } from '../../../lib/intl'
import { Countdown } from '../../../ui/Countdown'
import {
  type MatchInfo,
  matchOptions,
  matchStatus,
  matchTotals,
  OPTION_LABELS,
  resultText,
  STATUS_LABELS,
} from './matches'
import { team } from './teams'

/** One team's name. */
export function Team({ id }: { id: bigint }) {
  const { i18n } = useLingui()
  return <span className="wc-team">{team(id, i18n).name}</span>
}

/**
 * Matches as cards: both teams, kick-off (the time cheering closes) with a countdown while upcoming, status,
 * result once set, and the credits everyone cheered on each option. `action` adds per-match content (a button).
 */
export function MatchList({
  matches,
  now,
  offset,
  onKickOff,
  action,
  label,
}: {
  matches: readonly MatchInfo[]
  /** The chain's time (Unix seconds). */
  now: number
  offset: number
  onKickOff?: () => void
  action?: (match: MatchInfo) => ReactNode
  label: string
}) {
  const { i18n } = useLingui()
  const dateFormat = dateTimeFormat(intlLocale(i18n.locale), {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
  return (
    <ul className="wc-matches" aria-label={label}>
      {matches.map((match) => {
        const status = matchStatus(match, now)
        const totals = matchTotals(match)
        const result = resultText(match.result, i18n)
        const id = String(match.matchId)
        return (
          <li key={id} className={`wc-match wc-match--${status}`} data-testid={`match-${id}`}>
            <div className="wc-match__head">
              <span className="muted small">
                <Trans>Match #{id}</Trans>
              </span>
              <span className={`badge badge--${status}`}>{i18n._(STATUS_LABELS[status])}</span>
            </div>
            <p className="wc-match__teams">
              <Team id={match.homeId} /> <span className="muted">vs</span> <Team id={match.awayId} />
            </p>
            <p className="small">
              <Trans>Kick-off</Trans>{' '}
              <time dateTime={new Date(Number(match.betEndTime) * 1000).toISOString()}>
                {dateFormat.format(new Date(Number(match.betEndTime) * 1000))}
              </time>
              {status === 'upcoming' ? (
                <>
                  {' · '}
                  <Trans>cheering closes in</Trans>{' '}
                  <Countdown
                    until={Number(match.betEndTime)}
                    offset={offset}
                    {...(onKickOff ? { onDone: onKickOff } : {})}
                  />
                </>
              ) : null}
            </p>
            {result ? (
              <p className="small">
                <Trans>Result: {result}</Trans>
              </p>
            ) : null}
            <dl className="wc-totals small">
              {matchOptions(match).map((option) => (
                <div key={option}>
                  <dt>{i18n._(OPTION_LABELS[option])}</dt>
                  <dd className="mono">{formatNumber(Number(totals[option]), i18n.locale)}</dd>
                </div>
              ))}
            </dl>
            {action?.(match)}
          </li>
        )
      })}
    </ul>
  )
}
