import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function VisionPage() {
  return (
    <section className="page prose">
      <PageHeader />
      <h2>
        <Trans>Players own their heroes</Trans>
      </h2>
      <p>
        <Trans>
          Every hero is an NFT held in the player's own wallet. Cards can be staked, merged, bridged between
          chains or moved into the game, and they always come back to their owner.
        </Trans>
      </p>
      <h2>
        <Trans>Fair by construction</Trans>
      </h2>
      <p>
        <Trans>
          Merges and mints are resolved with randomness that neither the operator nor the player can steer,
          and every outcome can be checked from on-chain data.
        </Trans>
      </p>
      <h2>
        <Trans>One universe, many games</Trans>
      </h2>
      <p>
        <Trans>
          The arena is only the first game. Guild wars, events and new worlds will use the same heroes and the
          same FINA token.
        </Trans>
      </p>
    </section>
  )
}
