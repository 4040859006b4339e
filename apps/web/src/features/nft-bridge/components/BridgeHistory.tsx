import { CHAINS } from '@finaverse/domain'
import {
  ccipExplorerUrl,
  getBridgeFailure,
  refundBridgeMessage,
  retryBridgeMessage,
} from '@finaverse/sdk/actions'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { StackedTable } from '../../../components/StackedTable'
import { TableHead } from '../../../components/TableHead'
import { formatDate } from '../../../lib/intl'
import { formatUnits } from '../../../ui/format'
import { ErrorNotice } from '../../errors/ErrorNotice'
import { ChainGuard } from '../../tx/ChainGuard'
import { TxButton } from '../../tx/TxButton'
import { TxHash } from '../../tx/TxHash'
import { TxStatus } from '../../tx/TxStatus'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'
import type { BridgeRow } from '../history'
import { useBridgeHistory } from '../hooks/useBridgeHistory'
import { StatusBadge } from './StatusBadge'

const RETRY = msg`Retry the bridge on Polygon`
const REFUND = msg`Return the heroes to BSC`

/**
 * The history table of the spec (time, NFT ID, BSC transaction record, status, fee, progress), live while a request
 * is unsettled; "No data" when empty. Each request links its CCIP message on the explorer (live chains). A request
 * Polygon could not mint yet offers its two fixes, on Polygon: retry it (anyone), or have it refunded (its cards
 * come back on BSC; the return message's CCIP fee is paid with it).
 */
export function BridgeHistory() {
  const { account, chainId } = useFinaverseClient('bsc')
  if (!account) return null
  return <History key={`${account}-${chainId}`} />
}

/** The fixes of a message Polygon could not mint: retry, or refund (both on the Polygon role). */
function RetryableActions({ row }: { row: BridgeRow }) {
  const failure = async (c: Parameters<typeof getBridgeFailure>[0]) => {
    const found = await getBridgeFailure(c, { messageId: row.messageId })
    if (!found) throw new Error('The failed message was not found on Polygon.')
    return found.data
  }
  const retry = useWriteFlow({
    role: 'polygon',
    label: RETRY,
    prepare: async (c, from) =>
      retryBridgeMessage(c, { account: from, messageId: row.messageId, data: await failure(c) }),
  })
  const refund = useWriteFlow({
    role: 'polygon',
    label: REFUND,
    prepare: async (c, from) =>
      refundBridgeMessage(c, { account: from, messageId: row.messageId, data: await failure(c) }),
  })
  return (
    <div className="bridge-history__fix" data-testid="bridge-fix">
      <p className="small muted">
        <Trans>
          Polygon could not mint these heroes yet (paused, daily cap or gas). Retry, or return them to BSC.
        </Trans>
      </p>
      <ChainGuard chain="polygon">
        <TxButton flow={retry} className="button button--small">
          <Trans>Retry</Trans>
        </TxButton>{' '}
        <TxButton flow={refund} className="button button--small button--ghost">
          <Trans>Return to BSC</Trans>
        </TxButton>
        <TxStatus flow={retry} chain="polygon" />
        <TxStatus flow={refund} chain="polygon" />
      </ChainGuard>
    </div>
  )
}

function History() {
  const { t, i18n } = useLingui()
  const { client, account } = useFinaverseClient('bsc')
  const user = account as `0x${string}`
  const polygon = useFinaverseClient('polygon')
  const history = useBridgeHistory(client, polygon.client, user)
  const symbol = CHAINS[client.chain.id]?.nativeCurrency.symbol ?? 'BNB'
  const rows = history.rows ?? []
  return (
    <section className="panel bridge-history" aria-labelledby="bridge-history-title">
      <h2 id="bridge-history-title">
        <Trans>Bridge history</Trans>
      </h2>
      <ErrorNotice error={history.error} />
      <StackedTable>
        <table className="table" data-testid="bridge-history" aria-busy={history.pending}>
          <TableHead
            columns={[t`Time`, t`NFT ID`, t`BSC transaction record`, t`Status`, t`Fee`, t`Progress`]}
          />
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="muted bridge-history__empty">
                  {history.pending ? '…' : <Trans>No data</Trans>}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const percent = history.percent(row)
                const explorer = ccipExplorerUrl(client.chain.id, row.messageId)
                return (
                  <tr
                    key={String(row.nonce)}
                    data-testid="bridge-row"
                    data-nonce={String(row.nonce)}
                    data-status={row.status}
                  >
                    <td>
                      <time dateTime={row.time.toISOString()}>
                        {formatDate(row.time, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })}
                      </time>
                    </td>
                    <td className="mono">{row.tokenIds.map((id) => `#${String(id)}`).join(', ')}</td>
                    <td>
                      {row.bscTransaction ? (
                        <TxHash chainId={client.chain.id} hash={row.bscTransaction} />
                      ) : (
                        '…'
                      )}
                      {explorer ? (
                        <div className="small">
                          <a href={explorer} target="_blank" rel="noreferrer" data-testid="bridge-ccip-link">
                            <Trans>CCIP explorer</Trans>
                          </a>
                        </div>
                      ) : null}
                    </td>
                    <td>
                      <StatusBadge status={row.status} />
                      {row.status === 'retryable' ? <RetryableActions row={row} /> : null}
                      {row.status === 'refunded' ? (
                        <div className="small muted">
                          <Trans>Your heroes are back on BSC.</Trans>
                        </div>
                      ) : null}
                    </td>
                    <td>
                      {formatUnits(row.fee + row.ccipFee, 18, i18n.locale, 6)} {symbol}
                    </td>
                    <td>
                      <progress
                        className="bridge-progress"
                        max={100}
                        value={percent}
                        aria-label={t`Progress of request ${String(row.nonce)}`}
                      >
                        {percent}%
                      </progress>{' '}
                      <span className="small">{`${percent}%`}</span>
                    </td>
                  </tr>
                )
              })
            )}
          </tbody>
        </table>
      </StackedTable>
    </section>
  )
}
