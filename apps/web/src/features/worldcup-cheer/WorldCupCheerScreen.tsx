import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'
import { ErrorNotice } from '../errors/ErrorNotice'
import { ChainGuard } from '../tx/ChainGuard'
import { useWorldCup } from '../worldcup/common/useWorldCup'
import { BuyCredits } from './components/BuyCredits'
import { CheerForm } from './components/CheerForm'
import { ClaimCredits } from './components/ClaimCredits'
import { Eligibility } from './components/Eligibility'
import { useCheerAccount } from './hooks/useCheerAccount'

function CheerPanels({ cup }: { cup: ReturnType<typeof useWorldCup> }) {
  const account = useCheerAccount(cup.client, cup.account ?? '0x0000000000000000000000000000000000000000')
  return (
    <>
      <Eligibility heroes={account.heroes.cards} pending={account.owned.isPending} />
      <CheerForm cup={cup} account={account} />
      <BuyCredits cup={cup} account={account} />
      <ClaimCredits cup={cup} account={account} />
    </>
  )
}

/**
 * /worldcup-cheer: eligibility of the wallet's heroes, "Cheer" on a match or the top-16 ranking, "Buy credits",
 * "Claim credits". Everything is the player's, so it needs a wallet on the BSC-role chain.
 */
export function WorldCupCheerScreen() {
  const cup = useWorldCup()
  const error = cup.matches.error ?? cup.state.error
  return (
    <section className="page worldcup-cheer">
      <PageHeader />
      <ErrorNotice error={error} alert />
      <ChainGuard chain="bsc">
        {cup.matches.data ? (
          <CheerPanels key={cup.account} cup={cup} />
        ) : (
          <p className="muted">
            <Trans>Loading the matches…</Trans>
          </p>
        )}
      </ChainGuard>
    </section>
  )
}
