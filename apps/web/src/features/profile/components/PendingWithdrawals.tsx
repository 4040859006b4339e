import { CANCEL_CUTOFF_HOURS, toBaseUnits, WITHDRAWAL_FEE } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDate } from '../../../lib/intl'
import { Countdown } from '../../../ui/Countdown'
import { formatUnits } from '../../../ui/format'
import { restApi } from '../../account/session'
import { useAccountAction } from '../hooks/useAccountAction'
import { idempotencyKey, PROFILE_KEY, transactionsQuery } from '../queries'
import { ActionStatus } from './ActionStatus'

type Item = {
  id: number
  amount: string
  processingFee: string
  cancelableUntil: string | null
  status: string
}

const FEE = toBaseUnits(WITHDRAWAL_FEE, 18)

function Pending({ item }: { item: Item }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const cancel = useAccountAction(async () => {
    setAsking(false)
    const { api, unwrap } = await restApi()
    unwrap(await api.withdrawalCancel({ id: item.id, idempotencyKey: idempotencyKey() }))
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY })
  })
  const gross = BigInt(item.amount)
  const fmt = (units: bigint) => formatUnits(units, 18, i18n.locale, 4)
  const amount = fmt(gross)
  // What arrives in the wallet: the amount less the fee and the early penalty (the API's `processingFee`).
  const arrives = fmt(gross - BigInt(item.processingFee))
  // A cancelled withdrawal returns the amount less the 1 FINA fee (docs/product.md#game-account-withdrawals).
  const back = fmt(gross > FEE ? gross - FEE : 0n)
  const fee = WITHDRAWAL_FEE
  const cutoff = item.cancelableUntil ? new Date(item.cancelableUntil) : null
  const processAt = cutoff ? new Date(cutoff.getTime() + CANCEL_CUTOFF_HOURS * 3_600_000) : null
  const when = processAt
    ? formatDate(processAt, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
    : null
  return (
    <li className="panel pending-withdrawal" data-testid={`withdrawal-${item.id}`}>
      <p>
        <Trans>
          {arrives} FINA to arrive (withdrawal of {amount} FINA)
        </Trans>
        {when ? (
          <>
            {' · '}
            <Trans>paid at {when}</Trans>
          </>
        ) : (
          <>
            {' · '}
            <Trans>Processing</Trans>
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
          {asking ? (
            <div className="panel tx-confirm" data-testid="cancel-confirm">
              <p className="notice notice--warn" data-testid="cancel-terms">
                <Trans>
                  Cancel this withdrawal? {back} FINA come back to your game account; the {fee} FINA fee is
                  kept and the cooldown is not reset.
                </Trans>
              </p>
              <div className="row">
                <button
                  type="button"
                  className="button button--small button--danger"
                  disabled={cancel.state.status === 'busy'}
                  onClick={() => void cancel.start()}
                >
                  <Trans>Yes, cancel and keep the fee</Trans>
                </button>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => setAsking(false)}
                >
                  <Trans>Keep the withdrawal</Trans>
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className="button button--small button--danger"
              disabled={cancel.state.status === 'busy'}
              onClick={() => setAsking(true)}
            >
              <Trans>Cancel withdrawal of {amount} FINA</Trans>
            </button>
          )}
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
