import { validateTeam } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { restApi } from '../../account/session'
import { CardPicker } from '../../cards/CardPicker'
import { ERROR_MESSAGES } from '../../errors/messages'
import { useAccountAction } from '../hooks/useAccountAction'
import { useCardSelection } from '../hooks/useCardSelection'
import { useGameCards } from '../hooks/useGameCards'
import { teamQuery } from '../queries'
import { ActionStatus } from './ActionStatus'

/** "Team": at least 4 different heroes among the game account's cards, saved with the API's `/account/team`. */
export function TeamPanel() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const team = useQuery(teamQuery())
  const game = useGameCards()
  const pick = useCardSelection()
  const heroes = pick.selected.map((id) => game.cards.find((card) => card.tokenId === id)?.heroId)
  const problem = validateTeam(heroes.filter((hero) => hero !== undefined))
  const save = useAccountAction(async () => {
    const { api, unwrap } = await restApi()
    const saved = unwrap(await api.setTeam({ heroIds: [...new Set(heroes as number[])] }))
    queryClient.setQueryData(teamQuery().queryKey, saved)
  })
  const current = team.data?.heroIds ?? []
  const members = current.join(', ')
  const message = pick.tried && problem ? i18n._(ERROR_MESSAGES[problem]) : null
  const action = (
    <>
      <button
        type="button"
        className="button"
        disabled={save.state.status === 'busy'}
        onClick={() => {
          pick.attempt()
          if (!problem) void save.start()
        }}
      >
        <Trans>Save team</Trans>
      </button>
      <ActionStatus state={save.state} done={<Trans>Team saved.</Trans>} />
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
      {game.cards.length === 0 ? (
        <>
          <p className="muted">
            {game.pending ? '…' : <Trans>Move hero cards to the game account to form a team.</Trans>}
          </p>
          {action}
        </>
      ) : (
        <CardPicker
          cards={game.cards}
          selected={pick.selected}
          onChange={(next) => {
            pick.change(next)
            save.reset()
          }}
          label={t`Heroes of the team`}
          message={message}
          actions={action}
        />
      )}
    </section>
  )
}
