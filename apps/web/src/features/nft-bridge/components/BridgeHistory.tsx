import { CHAINS } from '@finaverse/domain'
import { claimRefund } from '@finaverse/sdk/actions'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { StackedTable } from '../../../components/StackedTable'
import { TableHead } from '../../../components/TableHead'
import { formatDate } from '../../../lib/intl'
import { ErrorNotice } from '../../errors/ErrorNotice'
import { formatUnits } from '../../tx/format'
import { TxButton } from '../../tx/TxButton'
import { TxHash } from '../../tx/TxHash'
import { TxStatus } from '../../tx/TxStatus'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { useBridgeHistory } from '../hooks/useBridgeHistory'
import { StatusBadge } from './StatusBadge'

const CLAIM_REFUND = msg`Claim bridge refund`

/**
 * The history table of the spec (time, NFT ID, BSC transaction record, status, fee, progress), live while a request
 * is unsettled; "No data" when empty. A refunded request offers "Claim refund" while the contract owes the player
 * a fee it could not send back.
 */
export function BridgeHistory() {
  const { account, chainId } = useFinaverseClient('bsc')
  if (!account) return null
  return <History key={`${account}-${chainId}`} />
}

function History() {
  const { t, i18n } = useLingui()
  const { client, account } = useFinaverseClient('bsc')
  const user = account as `0x${string}`
  const history = useBridgeHistory(client, user)
  const symbol = CHAINS[client.chain.id]?.nativeCurrency.symbol ?? 'BNB'
  const claim = useWriteFlow({
    role: 'bsc',
    label: CLAIM_REFUND,
    prepare: (c, from) => claimRefund(c, { account: from, to: from }),
  })
  const rows = history.rows ?? []
  const owedText = formatUnits(history.owed, 18, i18n.locale, 6)
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
              rows.map((row, index) => {
                const percent = history.percent(index)
                return (
                  <tr key={String(row.nonce)} data-testid="bridge-row" data-nonce={String(row.nonce)}>
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
                    </td>
                    <td>
                      <StatusBadge status={row.status} />
                      {row.status === 'refunded' && history.owed > 0n ? (
                        <div className="bridge-history__refund">
                          <TxButton flow={claim} className="button button--small">
                            <Trans>Claim refund</Trans>
                          </TxButton>
                        </div>
                      ) : null}
                    </td>
                    <td>
                      {formatUnits(row.fee, 18, i18n.locale, 6)} {symbol}
                    </td>
                    <td>
                      {percent === undefined ? (
                        '…'
                      ) : (
                        <progress
                          className="bridge-progress"
                          max={100}
                          value={percent}
                          aria-label={t`Progress of request ${String(row.nonce)}`}
                        >
                          {percent}%
                        </progress>
                      )}{' '}
                      <span className="small">{percent === undefined ? '' : `${percent}%`}</span>
                    </td>
                  </tr>
                )
              })
            )}
          </tbody>
        </table>
      </StackedTable>
      {history.owed > 0n ? (
        <TxStatus
          flow={claim}
          chain="bsc"
          summary={
            <p>
              <Trans>
                Claim the {owedText} {symbol} the bridge owes you from a refunded request.
              </Trans>
            </p>
          }
        />
      ) : null}
    </section>
  )
}
