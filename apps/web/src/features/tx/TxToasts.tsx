// The transactions of every screen, in a corner of the page: pending with its hash (and explorer link), then mined
// or failed. Mounted once by the shell, so the status survives navigation to another screen. The live region is
// there from the start (so its changes are announced); the toasts' code loads with the first transaction.
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { useTrackedTransactions } from './tx-store'

const TxToastList = lazy(() => import('./TxToastList'))

export function TxToasts() {
  const transactions = useTrackedTransactions()
  const { t } = useLingui()
  return (
    <section className="toasts" aria-label={t`Transactions`} role="status" aria-live="polite">
      {transactions.length > 0 && (
        <Suspense fallback={null}>
          <TxToastList transactions={transactions} />
        </Suspense>
      )}
    </section>
  )
}
