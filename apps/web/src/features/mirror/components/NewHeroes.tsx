import { mirroredTokenOfQueryOptions } from '@finaverse/sdk/query'
import { Trans } from '@lingui/react/macro'
import { useQueries } from '@tanstack/react-query'
import { CardTile } from '../../cards/CardTile'
import { useHeroCards } from '../../cards/useHeroCards'
import { useFinaverseClient } from '../../tx/useFinaverseClient'

/** The hero cards a mirror just minted, with their attributes (from the card contract: name, rarity, faction, hero). */
export function NewHeroes({ genesisTokenIds }: { genesisTokenIds: readonly bigint[] }) {
  const { client } = useFinaverseClient('bsc')
  const minted = useQueries({
    queries: genesisTokenIds.map((genesisTokenId) => mirroredTokenOfQueryOptions(client, { genesisTokenId })),
  })
  const ids = minted.map((m) => m.data).filter((id): id is bigint => id !== undefined && id !== 0n)
  // The hero each new card holds (the same hero as its Genesis token) is read from the card contract.
  const { cards } = useHeroCards(
    client,
    ids.map((tokenId) => ({ tokenId })),
  )
  return (
    <section className="panel" aria-labelledby="mirror-new-title" data-testid="mirror-new">
      <h2 id="mirror-new-title">
        <Trans>Your new heroes</Trans>
      </h2>
      <ul className="card-grid">
        {cards.map((card) => {
          const hero = card.heroId === undefined ? '…' : String(card.heroId)
          return (
            <li key={String(card.tokenId)}>
              <CardTile
                card={card}
                footer={
                  card.heroId === undefined ? null : (
                    <p className="small">
                      <Trans>Hero {hero}</Trans>
                    </p>
                  )
                }
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
