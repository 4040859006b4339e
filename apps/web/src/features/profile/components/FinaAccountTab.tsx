import { useQuery } from '@tanstack/react-query'
import { accountSessionQuery } from '../../account/session'
import { AccountPanel } from './AccountPanel'
import { Balances } from './Balances'
import { DepositPanel } from './DepositPanel'
import { PendingWithdrawals } from './PendingWithdrawals'
import { WithdrawPanel } from './WithdrawPanel'

/** "FINA account": the game account (sign in, create, settings), then, signed in, its balances and FINA moves. */
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
    </>
  )
}
