import { cheerEligibility } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { StackedTable } from '../../../components/StackedTable'
import { TableHead } from '../../../components/TableHead'
import type { HeroCardView } from '../../cards/card'
import { RARITY_COLORS } from '../../cards/rarity'

/**
 * Which heroes of the wallet can cheer where: group and final matches take S or S+, the top-16 ranking SS or
 * better; the others are greyed with the reason.
 */
export function Eligibility({ heroes, pending }: { heroes: readonly HeroCardView[]; pending: boolean }) {
  const { t } = useLingui()
  const where = (card: HeroCardView) => {
    if (!card.rarity) return null
    if (cheerEligibility('group', card.rarity)) return t`Can cheer on group and final matches`
    if (cheerEligibility('top16', card.rarity)) return t`Can cheer on the top-16 ranking`
    return null
  }
  return (
    <section className="panel" aria-labelledby="eligibility-title">
      <h2 id="eligibility-title">
        <Trans>Your heroes</Trans>
      </h2>
      <p className="muted small">
        <Trans>
          Group and final matches need an S or S+ hero; the top-16 ranking needs SS or better. Each hero
          cheers once: it stays staked in the event until it ends.
        </Trans>
      </p>
      {heroes.length === 0 ? (
        <p className="muted">{pending ? '…' : <Trans>No hero cards in this wallet.</Trans>}</p>
      ) : (
        <StackedTable>
          <table className="table" data-testid="eligibility">
            <caption className="sr-only">{t`Your heroes`}</caption>
            <TableHead columns={[t`Hero`, t`Rarity`, t`Where it can cheer`]} />
            <tbody>
              {heroes.map((card) => {
                const ok = where(card)
                const tokenId = String(card.tokenId)
                return (
                  <tr key={tokenId} className={ok ? undefined : 'wc-ineligible'}>
                    <td>
                      {card.name} <span className="muted small">#{tokenId}</span>
                    </td>
                    <td style={card.rarity ? { color: RARITY_COLORS[card.rarity] } : undefined}>
                      {card.rarity ?? '…'}
                    </td>
                    <td>
                      {ok ??
                        (card.rarity
                          ? t`Not eligible: needs S or S+ for matches, SS or better for the top 16`
                          : '…')}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </StackedTable>
      )}
    </section>
  )
}
