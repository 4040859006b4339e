import type { BoxName } from '@finaverse/sdk/actions'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'
import { BoxOpenings, OpenBoxes } from '../cards/boxes/OpenBoxesPanel'
import { ChainGuard } from '../tx/ChainGuard'
import { BoxSaleCard, useBoxName } from './components/BoxSaleCard'
import { HeroMintPanel } from './components/HeroMintPanel'
import { MINT_BOXES } from './queries'
import './mint.css'

function OpenSection({ box }: { box: BoxName }) {
  const name = useBoxName(undefined, box)
  return (
    <section className="panel" aria-label={name}>
      <h3>{name}</h3>
      <OpenBoxes box={box} name={name} />
    </section>
  )
}

/**
 * /mint: every box sale (V1 to V4 and the mystery box) as a card with its public figures, then, with a wallet on the
 * BSC-role chain, the player's unopened boxes with "Open" / "Open all", the live reveal of each opening ending in its
 * verified randomness receipt, and the hero card mint (paid and free).
 */
export function MintScreen() {
  return (
    <section className="page mint">
      <PageHeader />
      <section aria-labelledby="sales-title">
        <h2 id="sales-title">
          <Trans>Box sales</Trans>
        </h2>
        <div className="box-sales">
          {MINT_BOXES.map((box) => (
            <BoxSaleCard key={box} box={box} />
          ))}
        </div>
      </section>
      <ChainGuard chain="bsc">
        <section aria-labelledby="my-boxes-title">
          <h2 id="my-boxes-title">
            <Trans>Your boxes</Trans>
          </h2>
          <div className="my-boxes">
            {MINT_BOXES.map((box) => (
              <OpenSection key={box} box={box} />
            ))}
          </div>
          <BoxOpenings boxes={MINT_BOXES} />
        </section>
        <HeroMintPanel />
      </ChainGuard>
    </section>
  )
}
