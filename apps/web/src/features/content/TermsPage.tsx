import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function TermsPage() {
  return (
    <section className="page prose">
      <PageHeader />
      <h2>
        <Trans>Your wallet, your responsibility</Trans>
      </h2>
      <p>
        <Trans>
          You keep the keys of your wallet. We never ask for them and cannot recover them or reverse a
          transaction.
        </Trans>
      </p>
      <h2>
        <Trans>Game account rules</Trans>
      </h2>
      <p>
        <Trans>
          Withdrawals cost a fee of 1 FINA and have a minimum of 2. Earned tokens withdrawn early are capped
          and reduced, and a 72-hour cooldown follows; a withdrawal can be cancelled until 1 hour before
          processing.
        </Trans>
      </p>
      <h2>
        <Trans>No guarantee of value</Trans>
      </h2>
      <p>
        <Trans>Hero cards and FINA are game items. Their market value can go down as well as up.</Trans>
      </p>
    </section>
  )
}
