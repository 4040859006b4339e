import { CHEER_COST, cheerEligibility, type ErrorCode } from '@finaverse/domain'
import { getContractAddresses } from '@finaverse/sdk'
import { betByMatchId, betFinalMatch } from '@finaverse/sdk/actions'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { formatNumber } from '../../../lib/intl'
import { CardPicker } from '../../cards/CardPicker'
import { ERROR_MESSAGES } from '../../errors/messages'
import { ApproveStep } from '../../tx/ApproveStep'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { Team } from '../../worldcup/common/MatchList'
import {
  type CheerOption,
  type MatchInfo,
  matchOptions,
  matchStage,
  matchStatus,
  OPTION_LABELS,
  STATUS_LABELS,
  top16Countries,
} from '../../worldcup/common/matches'
import { team } from '../../worldcup/common/teams'
import type { useWorldCup } from '../../worldcup/common/useWorldCup'
import { checkCheer, spendableCredits } from '../cheer'
import type { CheerAccount } from '../hooks/useCheerAccount'

const CHEER = msg`Cheer`
/** The select's value for the top-16 ranking (matches are 0..63). */
const TOP16 = 'top16'

/**
 * "Cheer": a match (or the top-16 ranking), a side (home, draw in the group stage, away; a country for the
 * ranking), the heroes (100 credits each). Every check runs before the wallet opens, with the spec's messages;
 * the confirm step says the heroes stay staked until the event ends.
 */
export function CheerForm({ cup, account }: { cup: ReturnType<typeof useWorldCup>; account: CheerAccount }) {
  const { t, i18n } = useLingui()
  const ids = { match: useId(), country: useId() }
  const matches = cup.matches.data ?? []
  const now = cup.now()
  const [target, setTarget] = useState<string | undefined>(undefined)
  const firstOpen = matches.find((m) => matchStatus(m, now) === 'upcoming')
  const selectedTarget = target ?? (firstOpen ? String(firstOpen.matchId) : '')
  const isTop16 = selectedTarget === TOP16
  const match: MatchInfo | undefined = isTop16 ? undefined : matches[Number(selectedTarget)]
  const stage = isTop16 ? 'top16' : match ? matchStage(match.matchId) : 'group'
  const [option, setOption] = useState<CheerOption>(1)
  const countries = top16Countries(matches)
  const [country, setCountry] = useState<string | undefined>(undefined)
  const countryId = BigInt(country ?? String(countries[0] ?? 0n))
  const [heroes, setHeroes] = useState<bigint[]>([])
  const [problem, setProblem] = useState<ErrorCode | null>(null)
  const cards = account.heroes.cards
  const selected = cards.filter((c) => heroes.includes(c.tokenId))
  const credits = spendableCredits(account.record.data, cup.state.data?.initCredit) ?? 0n
  const closesAt = isTop16 ? cup.state.data?.finalRankingBetEndTime : match?.betEndTime
  const options = match ? matchOptions(match) : []
  const chosenOption = options.includes(option) ? option : 1
  const worldCup = getContractAddresses(cup.client)['WorldCup']
  const flow = useWriteFlow({
    role: 'bsc',
    label: CHEER,
    prepare: (client, from) =>
      isTop16
        ? betFinalMatch(client, { account: from, tokenIds: heroes, countryIds: heroes.map(() => countryId) })
        : betByMatchId(client, {
            account: from,
            matchId: BigInt(selectedTarget),
            option: BigInt(chosenOption),
            tokenIds: heroes,
          }),
    onSuccess: () => setHeroes([]),
  })
  const validate = () => {
    const error = checkCheer({
      stage,
      closesAt,
      heroes: selected,
      owned: (account.owned.data ?? []).map((c) => c.tokenId),
      credits,
      now: cup.now(),
    })
    setProblem(error)
    return error === null
  }
  // Matches still open for cheering first (the form opens on the first of them); the others are listed after them
  // with their status and cannot be picked (a match that started cannot be cheered).
  const open = matches.filter((m) => matchStatus(m, now) === 'upcoming')
  const closed = matches.filter((m) => matchStatus(m, now) !== 'upcoming')
  const matchOption = (m: MatchInfo, disabled = false) => {
    const id = String(m.matchId)
    const home = team(m.homeId, i18n).name
    const away = team(m.awayId, i18n).name
    const status = i18n._(STATUS_LABELS[matchStatus(m, now)])
    return (
      <option key={id} value={id} disabled={disabled}>
        {t`#${id} ${home} vs ${away} (${status})`}
      </option>
    )
  }
  const count = heroes.length
  const cost = formatNumber(count * CHEER_COST, i18n.locale)
  const side = isTop16
    ? team(countryId, i18n).name
    : match
      ? chosenOption === 2
        ? i18n._(OPTION_LABELS[2])
        : team(chosenOption === 1 ? match.homeId : match.awayId, i18n).name
      : ''
  const creditsText = formatNumber(Number(credits), i18n.locale)
  const message = <span data-testid="cheer-error">{problem ? i18n._(ERROR_MESSAGES[problem]) : null}</span>
  const action = (
    <>
      {worldCup ? (
        <ApproveStep chain="bsc" need={{ kind: 'nft', operator: worldCup }}>
          <TxButton flow={flow} validate={validate}>
            <Trans>Cheer</Trans>
          </TxButton>
        </ApproveStep>
      ) : null}
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <p>
            <Trans>
              Cheer for {side} with <Plural value={count} one="# hero" other="# heroes" />: {cost} credits.
              The heroes stay staked in the event until it ends and come back with the final reward
              collection.
            </Trans>
          </p>
        }
      />
    </>
  )
  return (
    <section className="panel" aria-labelledby="cheer-title">
      <h2 id="cheer-title">
        <Trans>Cheer</Trans>
      </h2>
      <p data-testid="spendable-credits">
        <Trans>Credits to cheer with: {creditsText}</Trans>
      </p>
      <div className="field">
        <label htmlFor={ids.match}>
          <Trans>Match</Trans>
        </label>
        <select
          id={ids.match}
          className="select"
          value={selectedTarget}
          onChange={(e) => {
            setTarget(e.target.value)
            setProblem(null)
            setHeroes([])
          }}
        >
          {selectedTarget === '' ? <option value="">{t`No match open for cheering`}</option> : null}
          {open.map((m) => matchOption(m))}
          <option value={TOP16}>{t`Top 16 ranking`}</option>
          {closed.length > 0 ? (
            <optgroup label={t`Cheering closed`}>{closed.map((m) => matchOption(m, true))}</optgroup>
          ) : null}
        </select>
      </div>
      {isTop16 ? (
        <div className="field">
          <label htmlFor={ids.country}>
            <Trans>Champion</Trans>
          </label>
          <select
            id={ids.country}
            className="select"
            value={String(countryId)}
            onChange={(e) => setCountry(e.target.value)}
          >
            {countries.map((id) => (
              <option key={String(id)} value={String(id)}>
                {team(id, i18n).name}
              </option>
            ))}
          </select>
        </div>
      ) : match ? (
        <fieldset className="field">
          <legend>
            <Trans>Side</Trans>
          </legend>
          <p className="small">
            <Team id={match.homeId} /> vs <Team id={match.awayId} />
          </p>
          <div className="row">
            {options.map((o) => (
              <label key={o} className="checkbox">
                <input
                  type="radio"
                  name="cheer-option"
                  checked={chosenOption === o}
                  onChange={() => setOption(o)}
                />
                <span>{i18n._(OPTION_LABELS[o])}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <p className="notice">
        <Trans>
          Cheered heroes stay staked in the event until it ends; they come back when you collect the final
          reward on your event profile.
        </Trans>
      </p>
      {cards.length === 0 ? (
        <>
          <p className="muted">
            <Trans>No hero cards in this wallet.</Trans>
          </p>
          <div className="field__error" role="alert">
            {message}
          </div>
          {action}
        </>
      ) : (
        <CardPicker
          cards={cards}
          selected={heroes}
          onChange={(next) => {
            setHeroes(next)
            setProblem(null)
          }}
          label={t`Heroes to cheer with (100 credits each)`}
          disabled={(card) => !card.rarity || !cheerEligibility(stage, card.rarity)}
          message={message}
          actions={action}
        />
      )}
    </section>
  )
}
