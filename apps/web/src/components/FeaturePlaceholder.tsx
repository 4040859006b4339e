import { Trans } from '@lingui/react/macro'
import { PageHeader } from './PageHeader'

/** A feature screen not built yet (staking, mint, merge...): its title and short description until its issue lands. */
export function FeaturePlaceholder() {
  return (
    <section className="page">
      <PageHeader />
      <div className="panel panel--soon">
        <p>
          <Trans>
            This screen is being forged. Connect your wallet now and it will be ready when the screen opens.
          </Trans>
        </p>
      </div>
    </section>
  )
}
