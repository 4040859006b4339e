// The transactions of every screen, in a corner of the page: pending with its hash (and explorer link), then mined
// or failed. Mounted once by the shell, so the status survives navigation to another screen.
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorText } from '../errors/useErrorText'
import { TxHash } from './TxHash'
import { dismissTransaction, useTrackedTransactions } from './tx-store'

export function TxToasts() {
  const transactions = useTrackedTransactions()
  const { t, i18n } = useLingui()
  return (
    <section className="toasts" aria-label={t`Transactions`} role="status" aria-live="polite">
      {transactions.map((tx) => (
        <div key={tx.hash} className={`toast toast--${tx.status}`} data-testid="tx-toast">
          <strong>{i18n._(tx.label)}</strong>
          <span>
            {tx.status === 'pending' ? (
              <Trans>Pending</Trans>
            ) : tx.status === 'success' ? (
              <Trans>Confirmed</Trans>
            ) : (
              <ErrorText error={tx.error} />
            )}{' '}
            <TxHash chainId={tx.chainId} hash={tx.hash} />
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label={t`Dismiss`}
            onClick={() => dismissTransaction(tx.hash)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  )
}
