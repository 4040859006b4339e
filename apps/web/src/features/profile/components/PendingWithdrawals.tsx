import { CANCEL_CUTOFF_HOURS } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { formatDate } from '../../../lib/intl'
import { restApi } from '../../account/session'
import { Countdown } from '../../tx/Countdown'
import { formatUnits } from '../../tx/format'
import { useAccountAction } from '../hooks/useAccountAction'
import { idempotencyKey, PROFILE_KEY, transactionsQuery } from '../queries'
import { ActionStatus } from './ActionStatus'

type Item = { id: number; amount: string; cancelableUntil: string | null; status: string }

function Pending({ item }: { item: Item }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const cancel = useAccountAction(async () => {
    const { api, unwrap } = await restApi()
    unwrap(await api.withdrawalCancel({ id: item.id, idempotencyKey: idempotencyKey() }))
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY })
  })
  const amount = formatUnits(BigInt(item.amount), 18, i18n.locale, 4)
  const cutoff = item.cancelableUntil ? new Date(item.cancelableUntil) : null
  const processAt = cutoff ? new Date(cutoff.getTime() + CANCEL_CUTOFF_HOURS * 3_600_000) : null
  const when = processAt
    ? formatDate(processAt, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
    : null
  return (
    <li className="panel pending-withdrawal" data-testid={`withdrawal-${item.id}`}>
      <p>
        <Trans>Withdrawal of {amount} FINA</Trans>
        {when ? (
          <>
            {' · '}
            <Trans>processed at {when}</Trans>
          </>
        ) : (
          <>
            {' · '}
            <Trans>processing</Trans>
          </>
        )}
      </p>
      {cutoff ? (
        <>
          <p className="small">
            <Trans>Can be cancelled for</Trans>{' '}
            <Countdown
              until={Math.floor(cutoff.getTime() / 1000)}
              onDone={() => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY })}
            />
          </p>
          <p className="muted small">
            <Trans>Cancelling does not refund the 1 FINA fee and does not reset the cooldown.</Trans>
          </p>
          <button
            type="button"
            className="button button--small button--danger"
            disabled={cancel.state.status === 'busy'}
            onClick={() => void cancel.start()}
          >
            <Trans>Cancel withdrawal of {amount} FINA</Trans>
          </button>
          <ActionStatus state={cancel.state} />
        </>
      ) : null}
    </li>
  )
}

/** Withdrawals not paid yet: when each is processed, and "Cancel" until 1 hour before, with a countdown. */
export function PendingWithdrawals() {
  const history = useQuery(transactionsQuery({}))
  const pending = (history.data?.items ?? []).filter(
    (item) => item.type === 'withdrawal' && (item.status === 'submitted' || item.status === 'processing'),
  )
  return (
    <section className="panel" aria-labelledby="pending-title">
      <h3 id="pending-title">
        <Trans>Pending withdrawals</Trans>
      </h3>
      {pending.length === 0 ? (
        <p className="muted">
          <Trans>No pending withdrawals.</Trans>
        </p>
      ) : (
        <ul className="plain-list">
          {pending.map((item) => (
            <Pending key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  )
}
