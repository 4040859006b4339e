import { validateTeam } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { restApi } from '../../account/session'
import { CardPicker } from '../../cards/CardPicker'
import type { HeroCardView } from '../../cards/card'
import { ERROR_MESSAGES } from '../../errors/messages'
import { useAccountAction } from '../hooks/useAccountAction'
import { useCardSelection } from '../hooks/useCardSelection'
import { useGameCards } from '../hooks/useGameCards'
import { teamQuery } from '../queries'
import { ActionStatus } from './ActionStatus'

/** "Team": at least 4 different heroes among the game account's cards, saved with the API's `/account/team`. */
export function TeamPanel() {
  const queryClient = useQueryClient()
  const team = useQuery(teamQuery())
  const game = useGameCards()
  return (
    <TeamForm
      cards={game.cards}
      pending={game.pending}
      current={team.data?.heroIds ?? []}
      save={async (heroIds) => {
        const { api, unwrap } = await restApi()
        const saved = unwrap(await api.setTeam({ heroIds }))
        queryClient.setQueryData(teamQuery().queryKey, saved)
      }}
    />
  )
}

/**
 * The team form over the game account's cards. A card's hero id is a chain read (`heroIdMap`): until every picked
 * card's is known, "Save team" waits (disabled, busy) instead of judging the team on the heroes known so far, which
 * on a slow node refused a valid team ("at least 4 different heroes") and then hid the refusal as the ids came in.
 */
export function TeamForm({
  cards,
  pending,
  current,
  save,
}: {
  cards: readonly HeroCardView[]
  /** The card list itself is loading. */
  pending: boolean
  /** The saved team's hero ids. */
  current: readonly number[]
  save: (heroIds: number[]) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const pick = useCardSelection()
  const heroes = pick.selected.map((id) => cards.find((card) => card.tokenId === id)?.heroId)
  const known = heroes.filter((hero) => hero !== undefined)
  const reading = known.length < heroes.length
  const problem = validateTeam(known)
  const action = useAccountAction(() => save([...new Set(known)]))
  const members = current.join(', ')
  const message = pick.tried && problem && !reading ? i18n._(ERROR_MESSAGES[problem]) : null
  const button = (
    <>
      <button
        type="button"
        className="button"
        disabled={action.state.status === 'busy' || reading}
        aria-busy={reading || undefined}
        onClick={() => {
          pick.attempt()
          if (!problem) void action.start()
        }}
      >
        <Trans>Save team</Trans>
      </button>
      <ActionStatus state={action.state} done={<Trans>Team saved.</Trans>} />
    </>
  )
  return (
    <section className="panel" aria-labelledby="team-title">
      <h3 id="team-title">
        <Trans>Team</Trans>
      </h3>
      <p data-testid="team-current">
        {current.length === 0 ? <Trans>No team yet.</Trans> : <Trans>Your team: heroes {members}</Trans>}
      </p>
      {cards.length === 0 ? (
        <>
          <p className="muted">
            {pending ? '…' : <Trans>Move hero cards to the game account to form a team.</Trans>}
          </p>
          {button}
        </>
      ) : (
        <CardPicker
          cards={cards}
          selected={pick.selected}
          onChange={(next) => {
            pick.change(next)
            action.reset()
          }}
          label={t`Heroes of the team`}
          message={message}
          actions={button}
        />
      )}
    </section>
  )
}
