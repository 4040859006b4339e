import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { FACTION_LABELS } from '../../i18n/labels'
import { type HeroCardView, placeholderName } from './card'
import { RARITY_COLORS } from './rarity'

/**
 * A hero card: art (generated from its rarity and faction), name (the chain's, as markets show it), rarity, faction
 * (in the page's language) and token id.
 */
export function CardTile({ card, footer }: { card: HeroCardView; footer?: ReactNode }) {
  const { t, i18n } = useLingui()
  const color = card.rarity ? RARITY_COLORS[card.rarity] : 'var(--line)'
  const tokenId = String(card.tokenId)
  // A placeholder name ("Athena's Aegis S Hero #5") is said in the page's language; a hero's own name stays as the
  // chain writes it.
  const placeholder = placeholderName(card.name)
  const faction = placeholder ? i18n._(FACTION_LABELS[placeholder.faction]) : ''
  const rarity = placeholder?.rarity ?? ''
  const name = placeholder
    ? `${t`${faction} ${rarity} Hero`}${placeholder.id ? ` ${placeholder.id}` : ''}`
    : card.name
  return (
    <article className="card-tile" style={{ borderColor: color }} data-testid="card-tile">
      <div
        className="card-tile__art"
        aria-hidden="true"
        style={{ background: `linear-gradient(160deg, ${color}, #17123a 75%)` }}
      >
        {/* The rarity, big: a faction's initial there read as a rarity ("A" on an S card). */}
        <span>{card.rarity ?? '?'}</span>
      </div>
      <h3 className="card-tile__name">{name}</h3>
      <p className="card-tile__meta">
        <span className="card-tile__rarity" style={{ color }}>
          {card.rarity ?? '—'}
        </span>{' '}
        {card.faction ? i18n._(FACTION_LABELS[card.faction]) : ''}
      </p>
      <p className="card-tile__id muted small">
        <Trans>Token #{tokenId}</Trans>
      </p>
      {footer}
    </article>
  )
}
