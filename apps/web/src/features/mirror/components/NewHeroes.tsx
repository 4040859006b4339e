import { heroIdMapQueryOptions, mirroredTokenOfQueryOptions } from '@finaverse/sdk/query'
import { Trans } from '@lingui/react/macro'
import { useQueries } from '@tanstack/react-query'
import { CardTile } from '../../cards/CardTile'
import { useHeroCards } from '../../cards/useHeroCards'
import { useFinaverseClient } from '../../tx/useFinaverseClient'

/** The hero cards a mirror just minted, with their attributes (on-chain metadata: name, rarity, faction, hero). */
export function NewHeroes({ genesisTokenIds }: { genesisTokenIds: readonly bigint[] }) {
  const { client } = useFinaverseClient('bsc')
  const minted = useQueries({
    queries: genesisTokenIds.map((genesisTokenId) => mirroredTokenOfQueryOptions(client, { genesisTokenId })),
  })
  const ids = minted.map((m) => m.data).filter((id): id is bigint => id !== undefined && id !== 0n)
  // The hero each new card holds, read from the card contract (the same hero as its Genesis token).
  const heroIds = useQueries({ queries: ids.map((tokenId) => heroIdMapQueryOptions(client, { tokenId })) })
  const { cards } = useHeroCards(
    client,
    ids.map((tokenId, i) => {
      const heroId = heroIds[i]?.data
      return heroId === undefined ? { tokenId } : { tokenId, heroId }
    }),
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
