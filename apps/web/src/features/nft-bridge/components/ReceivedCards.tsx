import { getTokenInfosByAddressQueryOptions } from '@finaverse/sdk/query'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { CardTile } from '../../cards/CardTile'
import { useHeroCards } from '../../cards/useHeroCards'
import { useFinaverseClient } from '../../tx/useFinaverseClient'

/** The receive side: the player's cards on the Polygon role (read there whatever chain the wallet is on). */
export function ReceivedCards() {
  const { client, account } = useFinaverseClient('polygon')
  const owned = useQuery({
    ...getTokenInfosByAddressQueryOptions(client, {
      owner: account ?? '0x0000000000000000000000000000000000000000',
    }),
    enabled: account !== undefined,
  })
  const received = useHeroCards(client, owned.data ?? [])
  if (!account) return null
  return (
    <section className="panel" aria-labelledby="bridge-received-title">
      <h2 id="bridge-received-title">
        <Trans>Your heroes on Polygon</Trans>
      </h2>
      {received.cards.length === 0 ? (
        <p className="muted" data-testid="polygon-empty">
          {owned.isPending ? '…' : <Trans>No heroes on Polygon yet.</Trans>}
        </p>
      ) : (
        <ul className="card-grid" data-testid="polygon-cards">
          {received.cards.map((card) => (
            <li key={String(card.tokenId)}>
              <CardTile card={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
