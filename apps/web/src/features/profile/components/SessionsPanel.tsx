import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { formatDate } from '../../../lib/intl'
import { restApi } from '../../account/session'
import { useAccountAction } from '../hooks/useAccountAction'
import { PROFILE_KEY } from '../queries'
import { ActionStatus } from './ActionStatus'

const sessionsKey = [...PROFILE_KEY, 'sessions'] as const

/**
 * The account's sessions (docs/product.md#account-notices-and-sessions): when each started and was last seen, its
 * browser and system, "this device"; "End" on any other one, and "End all other sessions".
 */
export function SessionsPanel() {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: async () => {
      const { api, unwrap } = await restApi()
      return unwrap(await api.sessions({})).sessions
    },
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey })
  const end = useAccountAction(async (id: number) => {
    const { api, unwrap } = await restApi()
    unwrap(await api.endSession({ id }))
    await refresh()
  })
  const endOthers = useAccountAction(async () => {
    const { api, unwrap } = await restApi()
    unwrap(await api.endOtherSessions({}))
    await refresh()
  })
  const when = (iso: string) =>
    formatDate(new Date(iso), i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const list = sessions.data ?? []
  const busy = end.state.status === 'busy' || endOthers.state.status === 'busy'
  return (
    <section className="panel account-sessions" aria-labelledby="sessions-title">
      <h2 id="sessions-title">
        <Trans>Signed-in devices</Trans>
      </h2>
      {sessions.isPending ? (
        <p className="muted" role="status">
          <Trans>Loading your sessions…</Trans>
        </p>
      ) : null}
      <ul className="account-sessions__list" data-testid="account-sessions">
        {list.map((session) => (
          <li key={session.id} className="account-sessions__item">
            <div>
              <strong>{session.client || <Trans>Unknown browser</Trans>}</strong>
              {session.current ? (
                <span className="account-sessions__this">
                  <Trans>This device</Trans>
                </span>
              ) : null}
              <p className="muted">
                <Trans>
                  Signed in {when(session.createdAt)} · last seen {when(session.lastSeenAt)}
                </Trans>
              </p>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={busy}
                onClick={() => void end.start(session.id)}
              >
                <Trans>End</Trans>
              </button>
            )}
          </li>
        ))}
      </ul>
      {list.some((session) => !session.current) ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void endOthers.start()}
        >
          <Trans>End all other sessions</Trans>
        </button>
      ) : null}
      <ActionStatus state={end.state} />
      <ActionStatus state={endOthers.state} />
    </section>
  )
}
