import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'
import { ChainGuard } from '../tx/ChainGuard'
import { MirrorPanel } from './components/MirrorPanel'
import './mirror.css'

/**
 * /mirror: holders of Genesis heroes on the BSC role mirror each of them once into a new hero card of the same hero
 * and rarity. Everyone reads what mirroring is and who may do it; the holder's heroes and the action need a wallet
 * on the BSC role.
 */
export function MirrorScreen() {
  return (
    <section className="page mirror">
      <PageHeader />
      <section className="panel" aria-labelledby="mirror-about-title" data-testid="mirror-about">
        <h2 id="mirror-about-title">
          <Trans>What is mirroring?</Trans>
        </h2>
        <p>
          <Trans>
            Each Genesis hero on BSC can be mirrored once into a new hero card with the same hero and rarity.
            The Genesis hero stays in your wallet; the new card can be staked, merged and bridged like any
            hero card.
          </Trans>
        </p>
        <p className="muted">
          <Trans>Only holders of Genesis heroes on BSC can mirror.</Trans>
        </p>
      </section>
      <ChainGuard chain="bsc">
        <MirrorPanel />
      </ChainGuard>
    </section>
  )
}
