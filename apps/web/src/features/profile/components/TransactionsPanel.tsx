import { type ErrorCode, validateDateRange } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { StackedTable } from '../../../components/StackedTable'
import { TableHead } from '../../../components/TableHead'
import { formatDate } from '../../../lib/intl'
import { formatUnits } from '../../../ui/format'
import { ERROR_MESSAGES } from '../../errors/messages'
import { type HistoryRange, nftTransfersQuery, transactionsQuery, voucherHistoryQuery } from '../queries'

type Preset = 7 | 30 | 90 | 'custom'
const DAY_MS = 86_400_000
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The range a preset or the custom dates ask for, or the domain's refusal of the custom dates. */
export function historyRange(
  preset: Preset,
  custom: { start: string; end: string },
  now: Date,
): { ok: true; range: HistoryRange } | { ok: false; code: ErrorCode } {
  if (preset !== 'custom')
    return { ok: true, range: { start: isoDay(new Date(now.getTime() - preset * DAY_MS)), end: isoDay(now) } }
  if (custom.start === '' || custom.end === '') return { ok: false, code: 'INVALID_DATE' }
  const problem = validateDateRange(new Date(custom.start), new Date(custom.end), now)
  return problem
    ? { ok: false, code: problem }
    : { ok: true, range: { start: custom.start, end: custom.end } }
}

/**
 * "Transactions": deposits and withdrawals with their status and fee, NFT moves, and the vouchers of the last month,
 * filtered by "Past 7 days", "Past 30 days", "Past 90 days" or a custom range within the last 3 months.
 */
export function TransactionsPanel() {
  const { t, i18n } = useLingui()
  const id = useId()
  const [preset, setPreset] = useState<Preset>(30)
  const [custom, setCustom] = useState({ start: '', end: '' })
  const chosen = historyRange(preset, custom, new Date())
  const history = useQuery({ ...transactionsQuery(chosen.ok ? chosen.range : {}), enabled: chosen.ok })
  const nfts = useQuery(nftTransfersQuery())
  const vouchers = useQuery(voucherHistoryQuery())
  const fina = (units: string) => formatUnits(BigInt(units), 18, i18n.locale, 4)
  const date = (iso: string) =>
    formatDate(new Date(iso), i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  // One word per status, as the pending list says them (the API's codes are not shown).
  const statusText: Record<string, string> = {
    submitted: t`Waiting for processing`,
    processing: t`Processing`,
    canceled: t`Cancelled`,
    pending: t`On its way`,
    completed: t`Arrived`,
  }
  const finaStatus = (type: 'deposit' | 'withdrawal', status: string) =>
    status === 'processed' ? (type === 'deposit' ? t`Credited` : t`Paid`) : (statusText[status] ?? status)
  const presets: { value: Preset; label: string }[] = [
    { value: 7, label: t`Past 7 days` },
    { value: 30, label: t`Past 30 days` },
    { value: 90, label: t`Past 90 days` },
    { value: 'custom', label: t`Custom range` },
  ]
  // As the server's history: a range that ends today has no end (an NFT move carries its block's time, and a
  // chain's clock can run ahead of this one).
  const today = isoDay(new Date())
  const inRange = (iso: string) =>
    !chosen.ok ||
    ((chosen.range.start === undefined || iso.slice(0, 10) >= chosen.range.start) &&
      (chosen.range.end === undefined || chosen.range.end >= today || iso.slice(0, 10) <= chosen.range.end))
  const moves = (nfts.data?.items ?? []).filter((item) => inRange(item.time))
  return (
    <div className="profile-history">
      <fieldset className="row profile-period">
        <legend className="sr-only">
          <Trans>Period</Trans>
        </legend>
        {presets.map((option) => (
          <button
            key={option.value}
            type="button"
            className="button button--small button--ghost"
            aria-pressed={preset === option.value}
            onClick={() => setPreset(option.value)}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      {preset === 'custom' ? (
        <div className="row">
          <div className="field">
            <label htmlFor={`${id}-start`}>
              <Trans>Start Date</Trans>
            </label>
            <input
              id={`${id}-start`}
              className="input"
              type="date"
              value={custom.start}
              onChange={(event) => setCustom({ ...custom, start: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-end`}>
              <Trans>End Date</Trans>
            </label>
            <input
              id={`${id}-end`}
              className="input"
              type="date"
              value={custom.end}
              onChange={(event) => setCustom({ ...custom, end: event.target.value })}
            />
          </div>
        </div>
      ) : null}
      <p className="field__error" role="alert">
        {!chosen.ok && (custom.start !== '' || custom.end !== '')
          ? i18n._(ERROR_MESSAGES[chosen.code])
          : null}
      </p>
      <section className="panel" aria-labelledby="fina-history-title">
        <h3 id="fina-history-title">
          <Trans>Deposits and withdrawals</Trans>
        </h3>
        {(history.data?.items.length ?? 0) === 0 ? (
          <p className="muted">{history.isFetching ? '…' : <Trans>No transactions in this period.</Trans>}</p>
        ) : (
          <StackedTable>
            <table className="table" data-testid="fina-history">
              <TableHead columns={[t`Time`, t`Type`, t`Amount`, t`Fee`, t`Status`]} />
              <tbody>
                {history.data?.items.map((item) => (
                  <tr key={`${item.type}-${item.id}`}>
                    <td>{date(item.time)}</td>
                    <td>{item.type === 'deposit' ? t`Deposit` : t`Withdrawal`}</td>
                    <td>{fina(item.amount)} FINA</td>
                    <td>{fina(item.processingFee)} FINA</td>
                    <td>{finaStatus(item.type, item.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StackedTable>
        )}
      </section>
      <section className="panel" aria-labelledby="nft-history-title">
        <h3 id="nft-history-title">
          <Trans>NFT transfers</Trans>
        </h3>
        {moves.length === 0 ? (
          <p className="muted">
            <Trans>No NFT transfers in this period.</Trans>
          </p>
        ) : (
          <ul className="plain-list" data-testid="nft-history">
            {moves.map((item) => (
              <li key={`${item.tokenId}-${item.time}-${item.direction}`}>
                {date(item.time)} · #{item.tokenId} ·{' '}
                {item.direction === 'toGame' ? t`to the game` : t`to the wallet`} ·{' '}
                {statusText[item.status] ?? item.status}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel" aria-labelledby="voucher-history-title">
        <h3 id="voucher-history-title">
          <Trans>Vouchers (last month)</Trans>
        </h3>
        {(vouchers.data?.items.length ?? 0) === 0 ? (
          <p className="muted">
            <Trans>No cards redeemed in the last month.</Trans>
          </p>
        ) : (
          <ul className="plain-list">
            {vouchers.data?.items.map((item) => (
              <li key={item.txHash}>
                {date(item.time)} · #{item.tokenId} · {item.vouchers}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
