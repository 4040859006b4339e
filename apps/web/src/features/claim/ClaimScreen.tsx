import { MYSTERY_BOX_ODDS } from '@finaverse/domain'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageHeader } from '../../components/PageHeader'
import { ChainGuard } from '../tx/ChainGuard'
import { ClaimPanel } from './components/ClaimPanel'

/**
 * /claim: the mystery boxes of the airdrop. Everyone sees how the claim works; a connected wallet on the BSC-role
 * chain sees what it may claim (the API's Merkle proof), whether it claimed already, and "Claim".
 */
export function ClaimScreen() {
  const a = String(MYSTERY_BOX_ODDS.A / 100)
  const s = String(MYSTERY_BOX_ODDS.S / 100)
  return (
    <section className="page claim">
      <PageHeader />
      <ChainGuard chain="bsc">
        <ClaimPanel />
      </ChainGuard>
      <section className="panel" aria-labelledby="claim-how-title" data-testid="claim-how">
        <h2 id="claim-how-title">
          <Trans>How the claim works</Trans>
        </h2>
        <ol className="list">
          <li>
            <Trans>
              Some wallets are owed mystery boxes from an airdrop. The list of wallets and amounts is fixed on
              the chain as one Merkle root, so nobody can add or change an entry.
            </Trans>
          </li>
          <li>
            <Trans>
              Connect your wallet on BSC: the site fetches your entry and its proof, and shows how many boxes
              you can claim.
            </Trans>
          </li>
          <li>
            <Trans>
              Press "Claim" and confirm in your wallet. Each wallet claims once per airdrop; you pay only the
              network fee.
            </Trans>
          </li>
          <li>
            <Trans>
              The boxes arrive in your wallet. Open them on the <Link to="/{-$locale}/mint">mint page</Link>:
              each holds an A hero ({a}%) or an S hero ({s}%).
            </Trans>
          </li>
        </ol>
      </section>
    </section>
  )
}
