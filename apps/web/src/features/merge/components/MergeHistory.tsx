import { CHAINS, PRICE_DISPLAY_DECIMALS } from '@finaverse/domain'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { StackedTable } from '../../../components/StackedTable'
import { TableHead } from '../../../components/TableHead'
import { formatDate } from '../../../lib/intl'
import { formatUnits } from '../../../ui/format'
import { Pager, pageCount } from '../../../ui/Pager'
import { errorText } from '../../errors/errorText'
import { TxHash } from '../../tx/TxHash'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { MERGE_HISTORY_PAGE_SIZE, mergeHistoryQueryOptions } from '../queries'

const STATUS = {
  pending: msg`Pending`,
  succeeded: msg`Succeeded`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
} as const

/** The player's merges as the API's indexer has them, newest first, ten a page (`?page=` in the URL). */
export function MergeHistory({ page }: { page: number }) {
  const { t, i18n } = useLingui()
  const { account, chainId } = useFinaverseClient('bsc')
  const navigate = useNavigate({ from: '/{-$locale}/merge' })
  const history = useQuery({
    ...mergeHistoryQueryOptions(account ?? '0x0000000000000000000000000000000000000000', page),
    enabled: account !== undefined,
  })
  const symbol = CHAINS[chainId]?.nativeCurrency.symbol ?? ''
  const total = history.data?.total ?? 0
  const pages = pageCount(total, MERGE_HISTORY_PAGE_SIZE)
  const go = (next: number) =>
    void navigate({ search: { tab: 'history', page: next }, replace: true, resetScroll: false })
  const time = (iso: string) =>
    formatDate(new Date(iso), i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const items = (history.data?.items ?? []).filter((item) => item.chainId === chainId)
  return (
    <section className="panel" aria-labelledby="merge-history-title">
      <h2 id="merge-history-title">
        <Trans>Merge history</Trans>
      </h2>
      {history.isError ? (
        <div role="alert" className="notice notice--error">
          <p>{errorText(i18n, history.error)}</p>
          <button type="button" className="button button--ghost" onClick={() => void history.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : history.isPending ? (
        <p className="muted">…</p>
      ) : items.length === 0 ? (
        <p className="empty" data-testid="merge-history-empty">
          <Trans>No merges yet.</Trans>
        </p>
      ) : (
        <StackedTable>
          <table className="table" data-testid="merge-history">
            <caption className="sr-only">{t`Your merges, newest first`}</caption>
            <TableHead columns={[t`Time`, t`Type`, t`Heroes`, t`Fee`, t`Outcome`, t`Transactions`]} />
            <tbody>
              {items.map((item) => {
                const a = item.tokenIdA
                const b = item.tokenIdB
                const up = item.upgradedTokenId ?? ''
                const burned = item.burnedTokenId ?? ''
                return (
                  <tr
                    key={`${item.chainId}-${item.mergeId}`}
                    data-testid="merge-history-row"
                    data-status={item.status}
                  >
                    <td>{time(item.time)}</td>
                    <td>{item.designate ? <Trans>Designate</Trans> : <Trans>Random</Trans>}</td>
                    <td className="mono">
                      #{a} + #{b}
                    </td>
                    <td>
                      {formatUnits(BigInt(item.price), 18, i18n.locale, PRICE_DISPLAY_DECIMALS)} {symbol}
                    </td>
                    <td>
                      <strong>{i18n._(STATUS[item.status])}</strong>
                      {item.status === 'succeeded' ? (
                        <span className="small">
                          {' '}
                          <Trans>
                            #{up} up, #{burned} burned
                          </Trans>
                        </span>
                      ) : null}
                    </td>
                    <td className="merge-history__txs">
                      <span>
                        <Trans>Request</Trans> <TxHash chainId={item.chainId} hash={item.transaction} />
                      </span>
                      {item.resolveTransaction ? (
                        <span>
                          <Trans>Resolution</Trans>{' '}
                          <TxHash chainId={item.chainId} hash={item.resolveTransaction} />
                        </span>
                      ) : null}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </StackedTable>
      )}
      <Pager
        className="merge-history__pages"
        label={t`Merge history pages`}
        page={page}
        pages={pages}
        onPage={go}
      />
    </section>
  )
}
