import { MYSTERY_BOX_ODDS, WEEKLY_RAFFLE_WINNERS } from '@finaverse/domain'
import type { GetWorldCupStateReturnType } from '@finaverse/sdk/actions'
import { Trans, useLingui } from '@lingui/react/macro'
import { dateTimeFormat, intlLocale } from '../../../lib/intl'
import { Countdown } from '../../../ui/Countdown'
import type { MatchInfo } from '../common/matches'

/**
 * The campaign's dates as the contract sets them (first kick-off to the final, the top-16 ranking's close, the
 * claim deadline 7 days after the final), the weekly raffle and the mystery box odds.
 */
export function EventFacts({
  matches,
  state,
  offset,
}: {
  matches: readonly MatchInfo[] | undefined
  state: GetWorldCupStateReturnType | undefined
  offset: number
}) {
  const { i18n } = useLingui()
  const day = dateTimeFormat(intlLocale(i18n.locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
  const at = (seconds: bigint | undefined) =>
    seconds === undefined || seconds === 0n ? (
      '…'
    ) : (
      <time dateTime={new Date(Number(seconds) * 1000).toISOString()}>
        {day.format(new Date(Number(seconds) * 1000))}
      </time>
    )
  const kickoffs = (matches ?? []).map((m) => m.betEndTime).filter((t) => t > 0n)
  // Kick-offs are bigint (Math.min does not take them): sorted once, first and last.
  const sorted = [...kickoffs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const first = sorted[0]
  const last = sorted.at(-1)
  const nextDraw = state ? state.raffleRoundStart + state.rafflePeriod : undefined
  const round = state ? String(state.raffleRound + 1n) : '…'
  const winners = WEEKLY_RAFFLE_WINNERS
  const oddsA = MYSTERY_BOX_ODDS.A / 100
  const oddsS = MYSTERY_BOX_ODDS.S / 100
  return (
    <section className="panel" aria-labelledby="facts-title">
      <h2 id="facts-title">
        <Trans>Dates, raffle and mystery box</Trans>
      </h2>
      <dl className="facts wc-facts" data-testid="event-facts">
        <dt>
          <Trans>Matches</Trans>
        </dt>
        <dd>
          {at(first)} – {at(last)}
        </dd>
        <dt>
          <Trans>Top-16 ranking closes</Trans>
        </dt>
        <dd>{at(state?.finalRankingBetEndTime)}</dd>
        <dt>
          <Trans>Claim deadline (7 days after the final)</Trans>
        </dt>
        <dd data-testid="claim-deadline">{at(state?.claimEndTime)}</dd>
        <dt>
          <Trans>Raffle</Trans>
        </dt>
        <dd>
          <Trans>
            Every week {winners} winners each get a random SS hero; one ticket per hero cheered. Round {round}
          </Trans>
          {nextDraw !== undefined ? (
            <>
              {' · '}
              <Trans>draw in</Trans> <Countdown until={Number(nextDraw)} offset={offset} />
            </>
          ) : null}
        </dd>
        <dt>
          <Trans>Mystery box odds</Trans>
        </dt>
        <dd>
          <Trans>
            A hero {oddsA}%, S hero {oddsS}%
          </Trans>
        </dd>
      </dl>
    </section>
  )
}
