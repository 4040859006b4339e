import { MYSTERY_BOX_ODDS } from '@finaverse/domain'
import { getBoxContentsQueryOptions, getBoxInfoQueryOptions } from '@finaverse/sdk/query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { zeroAddress } from 'viem'
import { PageHeader } from '../../components/PageHeader'
import { formatNumber } from '../../lib/intl'
import { BoxOpenings, OpenBoxes } from '../cards/boxes/OpenBoxesPanel'
import { RARITY_COLORS } from '../cards/rarity'
import { ChainGuard } from '../tx/ChainGuard'
import { useFinaverseClient } from '../tx/useFinaverseClient'
import { marketUrl } from './markets'

const BOXES = ['MysteryBox'] as const

/**
 * /magic-eden-Mbox: the mystery-box collection as a market sees it (contract, supply, what a box can contain: an A hero
 * 60%, an S hero 40%), a link to the market of the chain when one is configured, and the same "Open" flow as /mint for
 * the boxes the player holds, however they got them (bought, claimed or from the market).
 */
export function MagicEdenMboxScreen() {
  const { t, i18n } = useLingui()
  const { client, chainId } = useFinaverseClient('bsc')
  const info = useQuery(getBoxInfoQueryOptions(client, { box: 'MysteryBox' }))
  const contents = useQuery(getBoxContentsQueryOptions(client, { box: 'MysteryBox' }))
  const address = info.data?.address
  const market = address ? marketUrl(chainId, address) : null
  const odds = [
    { rarity: 'A' as const, bps: MYSTERY_BOX_ODDS.A },
    { rarity: 'S' as const, bps: MYSTERY_BOX_ODDS.S },
  ]
  const name = t`Mystery box`
  return (
    <section className="page mbox">
      <PageHeader />
      <section className="panel" aria-labelledby="collection-title" data-testid="mbox-collection">
        <h2 id="collection-title">
          <Trans>The mystery box collection</Trans>
        </h2>
        <dl className="box-sale__facts">
          <dt>
            <Trans>Contract</Trans>
          </dt>
          <dd className="mono" data-testid="mbox-contract" style={{ overflowWrap: 'anywhere' }}>
            {/* While it is read, an invisible address of the same length holds the line(s) it will take. */}
            {address ?? (
              <>
                <span className="sr-only">…</span>
                <span aria-hidden="true" style={{ visibility: 'hidden' }}>
                  {zeroAddress}
                </span>
              </>
            )}
          </dd>
          <dt>
            <Trans>Supply</Trans>
          </dt>
          <dd data-testid="mbox-supply">{contents.data ? String(contents.data.minted) : '…'}</dd>
          <dt>
            <Trans>Waiting to be revealed</Trans>
          </dt>
          <dd>{contents.data ? String(contents.data.outstanding) : '…'}</dd>
        </dl>
        <h3 className="mbox__contents-title">
          <Trans>What a box contains</Trans>
        </h3>
        <ul className="odds" aria-label={t`What a box contains`} data-testid="mbox-odds">
          {odds.map(({ rarity, bps }) => (
            <li key={rarity} style={{ borderColor: RARITY_COLORS[rarity] }}>
              <Trans>
                <strong style={{ color: RARITY_COLORS[rarity] }}>{rarity}</strong> hero{' '}
                {formatNumber(bps / 10_000, i18n.locale, { style: 'percent' })}
              </Trans>
            </li>
          ))}
        </ul>
        <p className="small muted">
          <Trans>
            Each box opens into one hero card. The draw uses the same verifiable randomness as every box: your
            browser checks it after the reveal.
          </Trans>
        </p>
        <div className="notice" data-testid="mbox-how">
          <p>
            <Trans>
              This site does not sell mystery boxes. Wallets in the airdrop claim theirs for free; anyone can
              buy or sell them on the market. Boxes you hold open below.
            </Trans>
          </p>
          <p className="row">
            <Link className="button button--ghost button--small" to="/{-$locale}/claim">
              <Trans>Claim mystery boxes</Trans>
            </Link>
            {market ? (
              <a className="button" href={market} target="_blank" rel="noreferrer" data-testid="mbox-market">
                <Trans>Buy on the market</Trans>
              </a>
            ) : (
              <span className="muted small" data-testid="mbox-no-market">
                <Trans>No market lists this collection on this network.</Trans>
              </span>
            )}
          </p>
        </div>
      </section>
      <section aria-labelledby="mbox-mine-title">
        <h2 id="mbox-mine-title">
          <Trans>Your mystery boxes</Trans>
        </h2>
        <ChainGuard chain="bsc">
          <section className="panel" aria-label={name}>
            <OpenBoxes box="MysteryBox" name={name} />
          </section>
          <BoxOpenings boxes={BOXES} />
        </ChainGuard>
      </section>
    </section>
  )
}
