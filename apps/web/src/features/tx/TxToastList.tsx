// The toasts of TxToasts, one per tracked transaction: a chunk of its own, loaded with the first transaction (the
// shell's first page does not carry it).
import { Trans, useLingui } from '@lingui/react/macro'
import { errorText } from '../errors/errorText'
import { TxHash } from './TxHash'
import { dismissTransaction, type TrackedTransaction } from './tx-store'

export default function TxToastList({ transactions }: { transactions: readonly TrackedTransaction[] }) {
  const { t, i18n } = useLingui()
  return (
    <>
      {transactions.map((tx) => (
        <div key={tx.hash} className={`toast toast--${tx.status}`} data-testid="tx-toast">
          <strong>{i18n._(tx.label)}</strong>
          <span>
            {tx.status === 'pending' ? (
              <Trans>Pending</Trans>
            ) : tx.status === 'success' ? (
              <Trans>Confirmed</Trans>
            ) : (
              errorText(i18n, tx.error)
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
    </>
  )
}
