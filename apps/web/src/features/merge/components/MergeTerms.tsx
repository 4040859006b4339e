import { Trans } from '@lingui/react/macro'

/** What a merge of this kind does on success and on failure (the contract's rules), before any card is picked. */
export function MergeTerms({ designate }: { designate: boolean }) {
  return (
    <section className="panel merge-terms" aria-labelledby="merge-terms-title" data-testid="merge-terms">
      <h2 id="merge-terms-title">
        {designate ? <Trans>How a designate merge works</Trans> : <Trans>How a random merge works</Trans>}
      </h2>
      <p>
        {designate ? (
          <Trans>
            Pick a main hero and a supplement hero of the same rarity. On success the main hero goes up one
            rarity and the supplement hero is burned.
          </Trans>
        ) : (
          <Trans>
            Pick two heroes of the same rarity. On success one of them, chosen by the randomness, goes up one
            rarity and the other is burned. A random merge costs less than a designate merge.
          </Trans>
        )}
      </p>
      <p>
        <Trans>
          On failure both heroes keep their rarity and nothing is burned. The fee is consumed either way.
        </Trans>
      </p>
      <p className="muted small">
        <Trans>
          B and X heroes cannot be merged. Up to 100 cards (50 pairs) can be merged in one transaction.
        </Trans>
      </p>
    </section>
  )
}
