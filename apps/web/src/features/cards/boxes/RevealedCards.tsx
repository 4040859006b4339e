import { FACTIONS } from '@finaverse/domain'
import type { FinaverseBareClient } from '@finaverse/sdk'
import { cardInfoesQueryOptions } from '@finaverse/sdk/query'
import { Trans } from '@lingui/react/macro'
import { useQueries } from '@tanstack/react-query'
import { RARITY_COLORS, rarityName } from '../rarity'
import type { RevealedCard } from './openings'

/** The cards some boxes revealed: art (from rarity and faction), hero name, rarity, faction, and the box it came from. */
export function RevealedCards({
  client,
  cards,
  source = 'box',
}: {
  client: FinaverseBareClient
  cards: readonly RevealedCard[]
  /** Where the cards come from: boxes (`tokenId` is the box), or a mint request (`tokenId` is the request id). */
  source?: 'box' | 'mint'
}) {
  const infos = useQueries({
    queries: cards.map((card) => ({
      ...cardInfoesQueryOptions(client, { cardId: card.cardId }),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  })
  return (
    <ul className="revealed-cards" data-testid="revealed-cards">
      {cards.map((card, i) => {
        const info = infos[i]?.data
        const rarity = rarityName(Number(card.rarity))
        const color = rarity ? RARITY_COLORS[rarity] : 'var(--line)'
        const faction = info ? FACTIONS[Number(info.camp) - 1] : undefined
        const boxId = String(card.tokenId)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a mint request may draw the same hero twice
          <li key={`${boxId}-${i}`}>
            <article className="card-tile" style={{ borderColor: color }} data-testid="revealed-card">
              <div
                className="card-tile__art"
                aria-hidden="true"
                style={{ background: `linear-gradient(160deg, ${color}, #17123a 75%)` }}
              >
                <span>{faction?.slice(0, 1) ?? '?'}</span>
              </div>
              <h4 className="card-tile__name">{info?.name || `#${String(card.cardId)}`}</h4>
              <p className="card-tile__meta">
                <span className="card-tile__rarity" style={{ color }}>
                  {rarity ?? '—'}
                </span>{' '}
                {faction ?? ''}
              </p>
              <p className="card-tile__id muted small">
                {source === 'box' ? <Trans>From box #{boxId}</Trans> : <Trans>Mint request #{boxId}</Trans>}
              </p>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
