import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CardTile } from './CardTile'
import type { HeroCardView } from './card'

/**
 * A list of cards to select one or many from (each a checkbox named after the card), with "Select all" and
 * "Clear". `footer` adds per-card content (a countdown, a status).
 */
export function CardPicker({
  cards,
  selected,
  onChange,
  label,
  footer,
  disabled,
}: {
  cards: readonly HeroCardView[]
  selected: readonly bigint[]
  onChange: (next: bigint[]) => void
  label: string
  footer?: (card: HeroCardView) => ReactNode
  /** Cards that cannot be selected now (e.g. still locked). */
  disabled?: (card: HeroCardView) => boolean
}) {
  const { t } = useLingui()
  const count = selected.length
  const selectable = cards.filter((card) => !disabled?.(card))
  const toggle = (id: bigint) =>
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id])
  return (
    <fieldset className="card-picker">
      <legend>{label}</legend>
      <div className="row">
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={selectable.length === 0}
          onClick={() => onChange(selectable.map((card) => card.tokenId))}
        >
          <Trans>Select all</Trans>
        </button>
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={selected.length === 0}
          onClick={() => onChange([])}
        >
          <Trans>Clear</Trans>
        </button>
        <span className="muted small" aria-live="polite">
          {t`${count} selected`}
        </span>
      </div>
      <ul className="card-grid card-picker__list">
        {cards.map((card) => {
          const id = `card-${String(card.tokenId)}`
          const off = disabled?.(card) ?? false
          const name = labelName(card)
          return (
            <li key={id} className={selected.includes(card.tokenId) ? 'is-selected' : undefined}>
              <CardTile card={card} footer={footer?.(card)} />
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={selected.includes(card.tokenId)}
                  disabled={off}
                  onChange={() => toggle(card.tokenId)}
                />
                <span>{t`Select ${name}`}</span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

/**
 * The card's name with its token id once: on-chain metadata names already end with it ("Athena's Aegis S Hero #96"),
 * a card without metadata is named by its id alone.
 */
export function labelName(card: Pick<HeroCardView, 'name' | 'tokenId'>): string {
  const id = `#${String(card.tokenId)}`
  return card.name === id || card.name.endsWith(` ${id}`) ? card.name : `${card.name} ${id}`
}
