import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CardTile } from './CardTile'
import type { HeroCardView } from './card'

/**
 * A list of cards to select one or many from: each card is the tap target (a checkbox named after the card wraps
 * it), "Select all" and "Clear", and, when the action is given, a bar that stays in reach at the bottom of the screen
 * with the count, the message of the last try and the action itself. A long list scrolls in its own box (two
 * columns of small cards on a phone), so the page stays short and every card stays reachable by name.
 * `max` caps the selection: "Select all" takes the first `max` cards, the other cards cannot be ticked once it is
 * reached, and the bar says why. `footer` adds per-card content (a countdown, a status).
 */
export function CardPicker({
  cards,
  selected,
  onChange,
  label,
  footer,
  disabled,
  max,
  message,
  actions,
}: {
  cards: readonly HeroCardView[]
  selected: readonly bigint[]
  onChange: (next: bigint[]) => void
  label: string
  footer?: (card: HeroCardView) => ReactNode
  /** Cards that cannot be selected now (e.g. still locked). */
  disabled?: (card: HeroCardView) => boolean
  /** The most cards one action takes. */
  max?: number
  /** The message of the last try (nothing selected, too many), shown beside the action. */
  message?: ReactNode
  /** The action on the selection (its button, approval and status): shown in the bar that stays in reach. */
  actions?: ReactNode
}) {
  const { t } = useLingui()
  const count = selected.length
  const selectable = cards.filter((card) => !disabled?.(card))
  const full = max !== undefined && count >= max
  const capped = max !== undefined && selectable.length > max
  const toggle = (id: bigint) => {
    if (selected.includes(id)) onChange(selected.filter((s) => s !== id))
    else if (!full) onChange([...selected, id])
  }
  return (
    <fieldset className="card-picker">
      <legend>{label}</legend>
      <div className="row">
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={selectable.length === 0}
          onClick={() => onChange(selectable.slice(0, max).map((card) => card.tokenId))}
        >
          {capped ? <Trans>Select the first {max}</Trans> : <Trans>Select all</Trans>}
        </button>
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={selected.length === 0}
          onClick={() => onChange([])}
        >
          <Trans>Clear</Trans>
        </button>
      </div>
      {/* The list scrolls in its own box: focusable, so a keyboard can scroll it when its cards are all off. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ul className="card-grid card-picker__list" tabIndex={0} aria-label={label}>
        {cards.map((card) => {
          const id = `card-${String(card.tokenId)}`
          const checked = selected.includes(card.tokenId)
          const off = (disabled?.(card) ?? false) || (full && !checked)
          const name = labelName(card)
          return (
            <li key={id} className={checked ? 'is-selected' : undefined}>
              <label className={`card-picker__card${off ? ' is-off' : ''}`}>
                <CardTile card={card} footer={footer?.(card)} />
                <span className="checkbox">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={off}
                    onChange={() => toggle(card.tokenId)}
                  />
                  <span>{t`Select ${name}`}</span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      <div className={actions ? 'card-picker__bar' : 'card-picker__count'} data-testid="card-picker-bar">
        <p className="card-picker__selected" aria-live="polite">
          {max === undefined ? t`${count} selected` : t`${count} of at most ${max} selected`}
        </p>
        {full && capped ? (
          <p className="small" data-testid="card-picker-limit">
            <Trans>That is the most for one transaction: send these, then the others.</Trans>
          </p>
        ) : null}
        <div className="field__error" role="alert">
          {message}
        </div>
        {actions}
      </div>
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
