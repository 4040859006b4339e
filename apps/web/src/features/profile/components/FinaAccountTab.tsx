import { useQuery } from '@tanstack/react-query'
import { accountSessionQuery } from '../../account/session'
import { AccountPanel, AccountSettings } from './AccountPanel'
import { Balances } from './Balances'
import { DepositPanel } from './DepositPanel'
import { PendingWithdrawals } from './PendingWithdrawals'
import { WithdrawPanel } from './WithdrawPanel'

/**
 * "FINA account": the game account (sign in, create), then, signed in, its balances and FINA moves first (deposit
 * and withdraw within reach on a phone), then its settings.
 */
export function FinaAccountTab() {
  const session = useQuery(accountSessionQuery())
  return (
    <>
      <AccountPanel />
      {session.data ? (
        <div className="profile-ledger">
          <Balances />
          <div className="columns">
            <DepositPanel />
            <WithdrawPanel />
          </div>
          <PendingWithdrawals />
        </div>
      ) : null}
      {session.data ? <AccountSettings email={session.data.email} /> : null}
    </>
  )
}
