import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function PrivacyPage() {
  return (
    <section className="page prose">
      <PageHeader />
      <h2>
        <Trans>What this site stores in your browser</Trans>
      </h2>
      <p>
        <Trans>
          Your language, and while a wallet is connected, its address and network id, in local storage; a
          locale cookie for 365 days; and a session cookie when you sign in to a game account. Disconnecting
          the wallet removes the wallet data; the language stays.
        </Trans>
      </p>
      <h2>
        <Trans>What our server receives</Trans>
      </h2>
      <p>
        <Trans>
          A count of page views per route, with no cookie and no personal data. If you create a game account:
          your e-mail address, a password hash and the wallet it is bound to.
        </Trans>
      </p>
      <h2>
        <Trans>Blockchains are public</Trans>
      </h2>
      <p>
        <Trans>
          Transactions you sign are recorded on public blockchains and cannot be deleted by anyone, including
          us.
        </Trans>
      </p>
    </section>
  )
}
